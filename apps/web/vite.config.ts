import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.PARDEH_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': apiTarget, '/sanctum': apiTarget, '/sitemap.xml': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true },
});
