import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In production the API server serves dist/ and /api on one port; in development
// Vite serves the SPA and forwards /api to the API server started by `npm run dev`.
// Chunks follow the import graph: module screens, the map and the rich-text editor are
// loaded lazily, so the login screen downloads only what it renders.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
