import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoClients } from './createDemoClients'
import { DemoConfigError, readDemoConfig } from './readDemoConfig'

const root = createRoot(document.getElementById('root') as HTMLElement)
try {
  const config = readDemoConfig()
  const { devnet } = config
  if (!devnet) throw new DemoConfigError('The devnet is not running: start it with `pnpm start`.')
  root.render(
    <StrictMode>
      <App clients={createDemoClients({ ...config, devnet })} />
    </StrictMode>,
  )
} catch (error) {
  root.render(
    <main>
      <h1>AppKit demo</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  )
}
