import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two pages: index.html (our own names) and quickstart.html (AppKit's React + wagmi quickstart,
// src/quickstart, generated from examples/reown-quickstart by changing its import paths and the
// lines the migration guide names).
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: ['index.html', 'quickstart.html'] },
  },
})
