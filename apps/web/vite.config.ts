import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { muiChunk, sharedChunk } from './build/chunk-groups';
import { installableApp } from './build/pwa';
import { routePreload } from './build/route-preload';

/** The build's text files, and the size under which compressing gains nothing (the server's threshold too). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the build; the
 * server sends the one the browser accepts as it is (apps/server/src/http/web.ts), so the strongest
 * settings cost once, here, instead of on every request.
 */
function preCompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'ganado-pre-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < COMPRESS_FROM_BYTES) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
          await writeFile(`${full}.br`, await brotli(body, { params }));
          await writeFile(`${full}.gz`, await gzipped(body, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), routePreload(), preCompress(), installableApp()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across our
        // releases, which matters on the metered connections many farms have. Every page is a lazy
        // chunk (app/routes.tsx); `entriesAware` splits a library group by the set of chunks that
        // use each part, so a page loads the parts it shows.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // zod and the line that turns its compiled checks off share a chunk, so no schema parses
            // before it runs: a chunk of ours parsing at load would otherwise try `new Function`,
            // which the Content-Security-Policy refuses (app/no-eval.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]no-eval\.ts$/ },
            // MUI by who needs it (build/chunk-groups.ts): three chunks rather than dozens, since the
            // server speaks HTTP/1.1 (six connections). An `entriesAware` group merged small parts
            // into neighbours, so /login downloaded dialogs and menus it never shows
            // (docs/decisions.md, "Initial load").
            {
              name: muiChunk,
              debugName: 'mui',
              // MUI with the small libraries it is built on.
              test: /node_modules[\\/](@mui|@emotion|@popperjs|clsx|react-transition-group|dom-helpers|react-is|prop-types|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
              // A part both sides use stays where its own rule puts it, not with whoever imports it.
              includeDependenciesRecursively: false,
            },
            {
              name: sharedChunk,
              debugName: 'app',
              test: /(apps[\\/]web|packages[\\/]shared)[\\/]src[\\/].*\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|@turf|robust-predicates|sweepline-intersections|tinyqueue|point-in-polygon-hao)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API server (apps/server) listens on 3000 in development.
    // ws: the live chat's WebSocket (modules/enquiries) goes through the same proxy.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
