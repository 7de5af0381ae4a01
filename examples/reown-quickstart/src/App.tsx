import { useAppKit } from '@reown/appkit/react'
import { useAccount } from 'wagmi'

export function App() {
  const { open } = useAppKit()
  const { address, isConnected } = useAccount()
  return (
    <main>
      <h1>Quickstart</h1>
      <appkit-button />
      <button type="button" onClick={() => open()}>
        Open Connect Modal
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open Network Modal
      </button>
      <p>
        wagmi: <output data-testid="address">{isConnected ? address : 'not connected'}</output>
      </p>
    </main>
  )
}
