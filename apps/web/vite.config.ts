import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * MUI's createTheme imports its CSS-variables theme builder even for a theme without CSS variables
 * (it is only called with `cssVariables: true` or `colorSchemes`, which this app never sets): about
 * 4.5 kB of gzip on every page, the login's included. The builder is replaced by a function that
 * fails at once if it is ever called, so a theme that starts to need it cannot go unnoticed.
 */
function withoutMuiCssVariablesTheme(): Plugin {
  return {
    name: 'manabiya:without-mui-css-variables-theme',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/.test(id)) return null;
      return [
        "const unsupported = () => { throw new Error('Manabiya builds MUI without CSS-variable themes (apps/web/vite.config.ts).'); };",
        'export const createGetCssVar = unsupported;',
        'export default unsupported;',
      ].join('\n');
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, which the server
 * sends to a browser that accepts the encoding (apps/server/src/platform/web-static.ts): the login
 * page's 450 kB of JavaScript travel as about 130 kB, compressed once at build time at the highest
 * levels rather than per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'manabiya:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt)$/.test(fileName) || fileName === 'index.html') continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        const brotli = brotliCompressSync(content, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** The namespaces only the admin portal's pages use: a chunk of their own, which the other portals never load. */
const STAFF_NAMESPACES = ['admin', 'staff', 'permissionRoles', 'teachers', 'companies', 'students'];

/**
 * The chunk of a catalogue file: 'catalogues-ja' (the shell's and the student and company portals'),
 * 'catalogues-ja-staff' (STAFF_NAMESPACES), and none for the English ones a login page shows
 * (lib/i18n.ts), which stay small files of their own.
 */
function catalogueChunkOf(id: string): string | null {
  const [, language, namespace] = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id) ?? [];
  if (!language || !namespace) return null;
  if (language === 'en' && ['common', 'errors', 'auth'].includes(namespace)) return null;
  return STAFF_NAMESPACES.includes(namespace) ? `catalogues-${language}-staff` : `catalogues-${language}`;
}

export default defineConfig({
  plugins: [react(), withoutMuiCssVariablesTheme(), precompressAssets()],
  resolve: {
    alias: [
      // react-i18next reads the store through the shim that React < 18 needed; React 19 has it built in.
      { find: /^use-sync-external-store\/shim$/, replacement: path.join(import.meta.dirname, 'src/app/use-sync-external-store-shim.ts') },
      // react-router's exports name only its development build (the same code with its warnings
      // on); its production build sits beside it.
      { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
    ],
  },
  server: {
    port: 3000,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics for its side effects only (it has none); its one use,
      // withTheme, is never called here.
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs before the login page can be used goes out as one file: one
            // request, and gzip compresses it better than the dozen small chunks it would otherwise be.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // The portal shell (menu, header, layouts, the query cache) and the MUI components it
            // draws with, which every portal loads first: one file rather than some thirty.
            { name: 'shell', test: /[\\/]apps[\\/]web[\\/]src[\\/](shell[\\/]|app[\\/]query-provider\.tsx$)/, priority: 2 },
            // A language's catalogues in two files (about 6 and 3 kB of gzip), fetched with the first
            // portal, rather than one request per namespace.
            { name: catalogueChunkOf, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every catalogue namespace loaded up front (the app loads them with the portal chunks).
    setupFiles: ['src/test/setup-i18n.ts'],
  },
});
