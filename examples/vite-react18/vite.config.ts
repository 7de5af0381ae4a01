import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two pages: index.html (React 18) and web-components.html (plain HTML, no React code of its
// own: an inline module script makes the instance and defines the <appkit-*> elements).
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: ['index.html', 'web-components.html'] },
  },
})
