import { defineConfig } from 'vite'
import { devnetJsonPlugin } from './server/devnetJsonPlugin'

export default defineConfig({
  plugins: [devnetJsonPlugin()],
  // Loopback only; the port comes from the command line (`--port`), and must be free.
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  // Bundle viem when the server starts, not on the first page load (which would reload the page).
  optimizeDeps: { include: ['viem'] },
})
