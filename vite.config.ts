import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The absolute path of a file of the project, as Vite names its modules. */
const projectFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The app behind the login screen, in the three files named after their first module
// (appChunks): the router, with every route; the dashboard layout; and the generic data
// screen that every module's list, form and detail draw with.
const ROUTER = [projectFile('src/app/routed-app.tsx')];
const LAYOUT = [projectFile('src/app/layout/dashboard-layout.tsx')];
const DATA_SCREEN = [projectFile('src/app/module-data-screen.tsx'), projectFile('src/app/module-list-prefetch.ts')];

/** The import graph of a build, as it parsed its modules. */
interface ModuleGraph {
  plugin: Plugin;
  /** The modules `roots` import statically, directly or not, themselves included. */
  reach: (roots: readonly string[]) => Set<string>;
  /** The modules `roots` reach that a module loaded apart from them (imported dynamically elsewhere) reaches too. */
  sharedBy: (roots: readonly string[]) => Set<string>;
}

function moduleGraph(): ModuleGraph {
  const imports = new Map<string, readonly string[]>();
  const lazy = new Set<string>();
  const caches: Map<string, Set<string>>[] = [];
  /** `find` of a list of roots, worked out once a build for each list. */
  const once = (find: (roots: readonly string[]) => Set<string>) => {
    const cache = new Map<string, Set<string>>();
    caches.push(cache);
    return (roots: readonly string[]) => {
      const key = roots.join('\n');
      let found = cache.get(key);
      if (!found) {
        found = find(roots);
        cache.set(key, found);
      }
      return found;
    };
  };
  const plugin: Plugin = {
    name: 'module-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      lazy.clear();
      for (const cache of caches) cache.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      for (const id of info.dynamicallyImportedIds) lazy.add(id);
    },
  };
  const reach = once((roots) => {
    const found = new Set<string>();
    const next = [...roots];
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      next.push(...(imports.get(id) ?? []));
    }
    return found;
  });
  const sharedBy = once((roots) => {
    const own = reach(roots);
    const elsewhere = reach([...lazy].filter((id) => !own.has(id)));
    return new Set([...own].filter((id) => elsewhere.has(id)));
  });
  return { plugin, reach, sharedBy };
}

/**
 * Chunks of the lazily loaded app as a few files instead of the 40 or so that splitting by
 * importer makes of them (MUI's components one by one): a list page loaded by its URL then
 * asks for four files beside its first, all preloaded by index.html (pagePreloads), and
 * shows its rows about 60 ms sooner on a two-core machine (README, "Benchmark"). A module
 * goes to the first chunk below whose start imports it, the first screen's own file first.
 * What the data screen shares with a screen or widget loaded apart from it (a dashboard, the
 * register screen, a picker) goes with the layout, so none of those loads the data screen.
 */
function appChunks(graph: ModuleGraph) {
  return [
    { name: 'app', tags: ['$initial' as const], priority: 4 },
    { name: 'routed-app', test: (id: string) => graph.reach(ROUTER).has(id), priority: 3 },
    { name: 'dashboard-layout', test: (id: string) => graph.reach(LAYOUT).has(id) || graph.sharedBy(DATA_SCREEN).has(id), priority: 2 },
    { name: 'module-data-screen', test: (id: string) => graph.reach(DATA_SCREEN).has(id), priority: 1 },
  ];
}

/**
 * The pages the server sends (server/app.ts). index.html, for the app's private addresses,
 * preloads the router, the layout and the data screen, so they download beside the first
 * file instead of after it has run; public.html, for the public screens, preloads only the
 * router that draws them; login.html preloads nothing, as the login screen does without the
 * router (src/app/app.tsx).
 */
function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page-preloads: the build has no index.html');
      const html = String(index.source);
      const preloads = (names: string[]) => {
        const files = names.flatMap((name) => {
          const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === name);
          if (chunk?.type !== 'chunk') throw new Error(`page-preloads: the build has no ${name} chunk`);
          return [chunk.fileName, ...chunk.imports];
        });
        const links = [...new Set(files)].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('')}</head>`);
      };
      this.emitFile({ type: 'asset', fileName: 'login.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'public.html', source: preloads(['routed-app']) });
      index.source = preloads(['routed-app', 'dashboard-layout', 'module-data-screen']);
    },
  };
}

/**
 * material-react-table imports MUI X's pickers at its top for date column filters, which the
 * lists never show; its imports of them resolve to src/widgets/date-picker/table-filter-pickers.tsx,
 * which loads them on first render, so every list's code is 230 KB lighter.
 */
export function deferredTablePickers(): Plugin {
  const pickers = projectFile('src/widgets/date-picker/table-filter-pickers.tsx');
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
export default defineConfig(({ command }) => {
  const graph = moduleGraph();
  return {
    plugins: [react(), deferredTablePickers(), graph.plugin, pagePreloads()],
    resolve: {
      // React Router's package exports name only its development build, whose warnings keep
      // its code from being minified away (remix-run/react-router#12532); a build takes the
      // production one the package ships beside it.
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: projectFile('node_modules/react-router/dist/production/index.mjs') }] : [],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        output: {
          // Everything the first screen needs in one file rather than 28: each file is a request
          // (on HTTP/1.1, six at a time) and a module to instantiate, and one file compresses
          // better than its parts (the login screen's 224 KiB gzip became 212). The app behind
          // it takes three more (appChunks); other lazy screens keep their own chunks.
          codeSplitting: {
            groups: appChunks(graph),
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
      },
    },
  };
});
