import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Development: the API runs on :3000 (`npm run dev` at the root starts both); the browser talks to
// :5173 only, so cookies and the CSP's connect-src 'self' behave as in production.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
