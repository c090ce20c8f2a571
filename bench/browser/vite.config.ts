import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The rendering benchmark page: Hexlab's board and react-hexgrid's, built the same way as the app.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { host: '127.0.0.1', fs: { allow: ['../..'] } },
});
