import { AppKitButton, NetworkButton, useAppKitAccount } from '@appkit/scaffold'

export function App() {
  const { address, isConnected } = useAppKitAccount()
  return (
    <main>
      <h1>AppKit on Vite + React</h1>
      <AppKitButton id="connect" />
      <NetworkButton />
      <p>
        Account: <output data-testid="address">{isConnected ? address : 'not connected'}</output>
      </p>
    </main>
  )
}
