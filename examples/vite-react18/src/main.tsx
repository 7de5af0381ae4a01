import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

// React 18's root API; the instance is made when ./App imports ./appKit.
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
