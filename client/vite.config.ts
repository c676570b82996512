/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compression } from 'vite-plugin-compression2';
import { precompileMessages } from './src/i18n/precompile';

const API = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Build only: every translation file's ICU messages are parsed here (src/i18n/precompile.ts), so the bundle ships
 * syntax trees and no ICU parser (the alias below swaps it for formatjs's `no-parser` build).
 */
function precompileTranslations(): Plugin {
  return {
    name: 'freshfuel-precompile-icu',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(precompileMessages(JSON.parse(code))), map: null };
    },
  };
}

/**
 * Dev server on :5173 proxies /api, /graphql and /uploads to the Nest server; `npm start` serves the build from Nest.
 * The build writes a brotli (`.br`) and a gzip (`.gz`) twin of every text asset over 1 KB (the server picks one by
 * Accept-Encoding), and imagetools turns `?w=...&format=...` image imports into responsive AVIF/WebP files.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    precompileTranslations(),
    react(),
    // Only imports that ask for a transform (a query string) are processed; plain SVG imports stay as they are.
    imagetools({ include: /^[^?]+\.(svg|png|jpe?g|webp)\?.+$/ }),
    compression({
      include: /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: ['gzip', 'brotliCompress'],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/graphql': API, '/uploads': API },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
