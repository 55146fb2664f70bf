import { THEME_COLORS } from '@ganado/shared/constants';
import { VitePWA } from 'vite-plugin-pwa';

/** Addresses the server answers itself: never the app's page, even offline (web.ts's isPageRequest). */
const SERVER_PAGES = /^\/(?:api|graphql|graphiql)(?:[/?#]|$)/;

/**
 * The installable app (docs/decisions.md, "Installable app"): a web app manifest and a Workbox
 * service worker that precaches the whole app shell — index.html, every chunk (each page and each
 * language's texts load lazily, and all must open offline), the icons — so any page's code opens
 * with no network. API answers are never cached here: the barn's offline data lives in IndexedDB.
 * A new release waits for the person to accept it (registerType 'prompt', app/pwa/UpdatePrompt.tsx),
 * so nobody's half-typed record is reloaded away. No service worker in `npm run dev`.
 */
export const installableApp = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by app/pwa (virtual:pwa-register/react): no inline script, which the CSP refuses.
    injectRegister: false,
    devOptions: { enabled: false },
    manifest: {
      name: 'Ganado',
      short_name: 'Ganado',
      description: 'Ganado: open-source livestock and farm management',
      // A signed-in person's home (app/route-map.ts); the guards send anyone else to /login.
      start_url: '/myfarm',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.secondary,
      background_color: '#f4f6f5',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are in the glob below; the plugin adds the manifest itself.
    includeManifestIcons: false,
    workbox: {
      // Everything the build writes (no font files: the theme uses the system's fonts). Workbox
      // leaves out, with a warning at build, a file over 2 MiB: the largest chunk is about 0.5 MiB.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      // The build's brotli and gzip copies (vite.config.ts, preCompress): the server picks one per
      // request, and the service worker's own fetch gets it through the same negotiation.
      globIgnores: ['**/*.br', '**/*.gz'],
      // Names under assets/ carry a content hash: fetched as they are, so the copy the browser
      // already downloaded for the first page serves the precache, not a second download.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [SERVER_PAGES],
      cleanupOutdatedCaches: true,
      // On its first install the worker takes the open page at once, so the pages it has not
      // loaded yet open in the barn without a reload first. A later release still waits for Reload.
      clientsClaim: true,
    },
  });
