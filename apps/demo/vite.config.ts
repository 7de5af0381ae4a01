import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { demoPagePlugin } from './server/demoPagePlugin'
import { devnetJsonPlugin } from './server/devnetJsonPlugin'
import { appkitChunkGroups } from './size/appkitChunkGroups'
import { vendorChunkGroups } from './size/vendorChunkGroups'

export default defineConfig({
  plugins: [react(), demoPagePlugin(), devnetJsonPlugin()],
  // Loopback only; the port comes from the command line (`--port`), and must be free.
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: {
    manifest: true,
    // React, wagmi, TanStack Query and viem go to chunks of their own, so that the size budget
    // can measure our code (core, ui, scaffold) apart from them (size/measureDemoBundle.ts); our
    // code that runs before the first click goes to one chunk (size/appkitChunkGroups.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: [...vendorChunkGroups, ...appkitChunkGroups] } },
    },
  },
  // Bundle these when the server starts, not on the first page load (which would reload the page).
  optimizeDeps: {
    include: ['viem', 'wagmi', '@tanstack/react-query', 'react', 'react-dom/client'],
  },
})
