import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The router's code (src/app/routed-app.tsx and the chunks it imports) is preloaded by
 * index.html, which the server sends for every address but /login, so it downloads beside
 * the first file instead of after it has run; login.html, sent for /login, is the same page
 * without those links, as the login screen does without the router (src/app/app.tsx).
 */
function routerPreload(): Plugin {
  return {
    name: 'router-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const routed = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/routed-app.tsx'));
      if (index?.type !== 'asset' || routed?.type !== 'chunk') throw new Error('router-preload: the build has no index.html or no routed-app chunk');
      const html = String(index.source);
      this.emitFile({ type: 'asset', fileName: 'login.html', source: html });
      const links = [routed.fileName, ...routed.imports]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      index.source = html.replace('</head>', `${links.join('')}</head>`);
    },
  };
}

/**
 * material-react-table imports MUI X's pickers at its top for date column filters, which the
 * lists never show; its imports of them resolve to src/widgets/date-picker/table-filter-pickers.tsx,
 * which loads them on first render, so every list's code is 230 KB lighter.
 */
export function deferredTablePickers(): Plugin {
  const pickers = fileURLToPath(new URL('src/widgets/date-picker/table-filter-pickers.tsx', import.meta.url));
  return {
    name: 'deferred-table-pickers',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromTable = importer?.split(/[\\/]/).includes('material-react-table') ?? false;
      return fromTable && /^@mui\/x-date-pickers\/(DatePicker|DateTimePicker|TimePicker)$/.test(source) ? pickers : null;
    },
  };
}

// In production the API server serves dist/ and /api on one port; in development
// Vite serves the SPA and forwards /api to the API server started by `npm run dev`.
// Chunks follow the import graph: module screens, the map and the rich-text editor are
// loaded lazily, so the login screen downloads only what it renders.
export default defineConfig(({ command }) => ({
  plugins: [react(), deferredTablePickers(), routerPreload()],
  resolve: {
    // React Router's package exports name only its development build, whose warnings keep
    // its code from being minified away (remix-run/react-router#12532); a build takes the
    // production one the package ships beside it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file rather than 28: each file is a request
        // (on HTTP/1.1, six at a time) and a module to instantiate, and one file compresses
        // better than its parts (the login screen's 224 KiB gzip became 212). Lazy screens
        // keep their own chunks.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
}));
