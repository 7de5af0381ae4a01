import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletView } from './components/WalletView'
import { startWallet } from './startWallet'
import './styles.css'

function Shell(props: { status: string; alert?: boolean; children?: ReactNode }) {
  return (
    <main>
      <h1>AppKit Dev Wallet</h1>
      <p role={props.alert ? 'alert' : 'status'} className={props.alert ? 'error' : 'muted'}>
        {props.status}
      </p>
      {props.children}
    </main>
  )
}

const root = createRoot(document.getElementById('root')!)
root.render(<Shell status="Starting the wallet…" />)
startWallet(window.location.search, import.meta.env).then(
  ({ config, store }) => {
    root.render(
      <Shell status={`Ready. Relay: ${config.relayUrl}. Devnet keys only.`}>
        <WalletView store={store} />
      </Shell>,
    )
    if (config.uri) {
      // Paired once: a reload must not pair the same URI again.
      const url = new URL(window.location.href)
      url.searchParams.delete('uri')
      window.history.replaceState(null, '', url)
      void store.pair(config.uri)
    }
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    root.render(<Shell status={`The wallet could not start: ${message}`} alert />)
  },
)
