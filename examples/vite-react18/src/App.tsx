import { AppKitButton, NetworkButton, useAppKitAccount } from '@appkit/scaffold'
import { getAccount, watchAccount } from '@wagmi/core'
import { useSyncExternalStore } from 'react'
import { wagmiAdapter } from './appKit'

const config = wagmiAdapter.wagmiConfig

/** The account as wagmi 2 sees it (`getAccount`/`watchAccount` are wagmi 2's names). */
function useWagmiAddress(): string | undefined {
  return useSyncExternalStore(
    (onChange) => watchAccount(config, { onChange }),
    () => getAccount(config).address,
  )
}

export function App() {
  const { address, isConnected } = useAppKitAccount()
  const wagmiAddress = useWagmiAddress()
  return (
    <main>
      <h1>AppKit on React 18 + wagmi 2</h1>
      <AppKitButton id="connect" />
      <NetworkButton />
      <p>
        Account: <output data-testid="address">{isConnected ? address : 'not connected'}</output>
      </p>
      <p>
        wagmi: <output data-testid="wagmi-address">{wagmiAddress ?? 'not connected'}</output>
      </p>
      <p>
        <a href="./web-components.html">The same buttons on a page without React</a>
      </p>
    </main>
  )
}
