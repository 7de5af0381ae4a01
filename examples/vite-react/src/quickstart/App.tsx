// Generated from examples/reown-quickstart/src/App.tsx by examples/e2e/reownQuickstart.ts
// (import paths and the lines docs/migrating-from-reown-appkit.md names); do not edit: edit
// the source, then `pnpm exec vitest run scripts/test/reownQuickstart.test.ts -u`.
import { useAppKit } from '@appkit/scaffold'
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
