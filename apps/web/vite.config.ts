import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across our
        // releases, which matters on the metered connections many farms have.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'maps', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|@turf|robust-predicates|sweepline-intersections|tinyqueue|point-in-polygon-hao)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // The API server (apps/server) listens on 3000 in development.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
