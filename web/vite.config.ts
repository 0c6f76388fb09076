import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every public page needs React, vike's client runtime, TanStack Query and zustand, and the
          // site's shared code (layout, cards, stores): two chunks instead of fourteen small ones,
          // each of which is a request and a compile task on a phone. The panel's code stays apart.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand|vike|vike-react|@brillout)[\\/]/,
              priority: 2,
            },
            { name: 'site', test: /[\\/]web[\\/]src[\\/](?!dashboard[\\/])/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
