/// <reference types="vitest/config" />
import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkReport } from './scripts/chunkReport.ts';
import { prerenderFirstScreen } from './scripts/prerender.ts';

// Light and dark theme colours: the page background of each theme (src/ui/styles.css, --bg).
export const THEME = { light: '#f4f5f7', dark: '#14171d' };
/** Where the entry chunk goes, by a name no lazy chunk has. */
const ENTRY_PREFIX = 'assets/app-';

type ModuleGraph = { getModuleInfo(id: string): Rollup.ModuleInfo | null };

/** Whether `id` is `root`, or imported statically by a module that is, however deep. */
function reachedFrom(id: string, ctx: ModuleGraph, root: (m: Rollup.ModuleInfo) => boolean): boolean {
  const seen = new Set<string>();
  const reached = (at: string): boolean => {
    if (seen.has(at)) return false;
    seen.add(at);
    const m = ctx.getModuleInfo(at);
    return !!m && (root(m) || m.importers.some(reached));
  };
  return reached(id);
}

/**
 * Every module the entry imports statically, however deep, goes into one chunk: the first screen is one file, not 26,
 * with no import and export lists between them. A lazy chunk imports what it shares with the first screen from it.
 */
const firstScreenGroup = (id: string, ctx: ModuleGraph): string | null =>
  reachedFrom(id, ctx, (m) => m.isEntry) ? 'first' : null;

/** The modules main.tsx fetches beside the first screen's texts and runs before the first render (start-up's). */
const START_UP = [/\/src\/app\/boot\.ts$/];

/**
 * Start-up's code and every module it imports that the first screen has not (the library's handle, the saved board's
 * format, the address mirror) go into one chunk too: all of it is fetched at start, and one request
 * on a slow network, where a browser opens six connections to a host, beats ten.
 */
const startUpGroup = (id: string, ctx: ModuleGraph): string | null =>
  reachedFrom(id, ctx, (m) => START_UP.some((re) => re.test(m.id))) ? 'startUp' : null;

export default defineConfig({
  base: './', // relative asset paths: the built app runs from any folder it is copied to
  plugins: [
    react(),
    // Installable and offline: a manifest, and a Workbox service worker that precaches the app, every mode's chunk
    // and every worker. A new version waits for the user's word (registerType 'prompt': src/ui/shell/UpdatePrompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Hexlab',
        short_name: 'Hexlab',
        description:
          'Hexagonal boards: no-guess hex Minesweeper, a coordinate lab, a board editor, pathfinding and Proximity.',
        lang: 'en',
        display: 'standalone',
        // Relative to the manifest, so the app installs and runs from any folder it is served from.
        start_url: '.',
        scope: '.',
        theme_color: THEME.light,
        background_color: THEME.light,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // A page at a doubled slash asks for its files there: answered from the files kept (public/sw-slashes.js).
        importScripts: ['sw-slashes.js'],
        cleanupOutdatedCaches: true,
      },
    }),
    chunkReport(),
    // The first screen's HTML, rendered by React at build time into index.html (docs/first-screen.md, "The first paint").
    prerenderFirstScreen(),
  ],
  server: { host: '127.0.0.1' },
  build: {
    // The entry chunk has a name of its own, so that a lazy chunk's preload list can leave it out.
    rolldownOptions: {
      output: {
        entryFileNames: `${ENTRY_PREFIX}[hash].js`,
        codeSplitting: {
          groups: [
            { name: firstScreenGroup, debugName: 'first screen' },
            { name: startUpGroup, debugName: 'start-up' },
          ],
        },
      },
    },
    modulePreload: {
      // Every browser Hexlab runs in preloads modules itself: the first screen needs no polyfill for it.
      polyfill: false,
      // A lazy chunk that imports from the entry listed it among its preloads, and the preload helper, which knows
      // only the page's <link>s, added a <link rel="modulepreload"> for the entry the page had already run from its
      // <script>: a second request for it at a game's first click, which Firefox reported as failing to load.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((d) => !d.startsWith(ENTRY_PREFIX)) : deps,
    },
  },
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testSetup.ts'],
    // Property tests draw hundreds of cases; on a busy machine (a second suite beside this one) some take more than
    // vitest's default 5 s. A hang still fails, after 30 s.
    testTimeout: 30_000,
  },
});
