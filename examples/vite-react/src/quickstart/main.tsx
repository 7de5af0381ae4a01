// Generated from examples/reown-quickstart/src/main.tsx by examples/e2e/reownQuickstart.ts
// (import paths and the lines docs/migrating-from-reown-appkit.md names); do not edit: edit
// the source, then `pnpm exec vitest run scripts/test/reownQuickstart.test.ts -u`.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { AppKitProvider } from './config'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
