import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { devnetJsonPlugin } from './server/devnetJsonPlugin'

export default defineConfig({
  plugins: [react(), devnetJsonPlugin()],
  // Loopback only; the port comes from the command line (`--port`), and must be free.
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  // Bundle the heavy dependencies when the server starts, not on the first page load (which
  // would reload the page while a test drives it).
  optimizeDeps: {
    include: [
      '@reown/walletkit',
      '@walletconnect/core',
      '@walletconnect/utils',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'viem',
      'viem/accounts',
      'jsqr',
    ],
  },
})
