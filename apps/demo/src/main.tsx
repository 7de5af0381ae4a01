import type { SiwxConfig } from '@appkit/core'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './demo.css'
import { createDemoClients } from './createDemoClients'
import { localeDirection, readLocaleChoice } from './demoLocale'
import { applyPageTheme, readThemeChoice, resolveThemeMode } from './demoTheme'
import { loadDemoSiwx } from './loadDemoSiwx'
import { DemoConfigError, readDemoConfig } from './readDemoConfig'

// With sign-in on only (`?siwx=…`), so it stays out of the first load.
const SiwxSessionCard = lazy(() =>
  import('./SiwxSessionCard').then(({ SiwxSessionCard }) => ({ default: SiwxSessionCard })),
)

// The page's own look before its first render: the theme switch's choice, and right to left for
// Arabic (the modal's language; the demo's own texts stay English).
applyPageTheme(resolveThemeMode(readThemeChoice(window.location.search)))
document.documentElement.dir = localeDirection(readLocaleChoice(window.location.search))

const root = createRoot(document.getElementById('root') as HTMLElement)

function showError(error: unknown) {
  root.render(
    <main className="demo-main">
      <h1 className="demo-brand">AppKit demo</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  )
}

try {
  const config = readDemoConfig()
  const { devnet } = config
  if (!devnet) throw new DemoConfigError('The devnet is not running: start it with `pnpm start`.')
  const render = (siwx?: SiwxConfig) => {
    const clients = createDemoClients({ ...config, devnet }, siwx)
    // For trying things from the console: `appkitDemo.appKit`, `appkitDemo.wagmiAdapter.wagmiConfig`.
    Object.assign(window, { appkitDemo: clients })
    root.render(
      <StrictMode>
        <App clients={clients}>
          {siwx ? (
            <Suspense fallback={null}>
              <SiwxSessionCard />
            </Suspense>
          ) : null}
        </App>
      </StrictMode>,
    )
  }
  // `?siwx=required|server` loads sign-in first; the default page renders at once, as before.
  if (new URLSearchParams(window.location.search).has('siwx'))
    loadDemoSiwx(window.location.search, config.apiUrl).then(render, showError)
  else render()
} catch (error) {
  showError(error)
}
