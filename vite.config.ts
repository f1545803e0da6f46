import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './scripts/build/precompiled-messages.ts';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/client'),
  plugins: [react(), tailwindcss(), precompiledMessages()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
