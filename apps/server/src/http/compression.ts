import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers gain less than compressing them costs (and fit in one packet anyway). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text, JSON, JavaScript, XML and SVG. Not `application/octet-stream`, which the library's default
 * list has: a file of unknown type may be anything, and is often compressed already. Pictures,
 * PDFs and spreadsheets (zip files) are left alone by mime-db's flags.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|javascript|xml)(?:;|$)/;

/**
 * Compresses answers above the threshold with brotli or gzip, as the client accepts
 * (docs/decisions.md, "Compression"): API answers on the fly (brotli at quality 4, the library's
 * default, cheap enough per request); the web app's files come pre-compressed from the build
 * (web.ts) and already carry their `content-encoding`, so they pass through untouched. A client
 * sending `x-no-compression` gets the answer as it is. Request bodies are never decompressed:
 * uploads reach the multipart parser exactly as sent.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
      globalDecompression: false,
    });
  },
  { name: 'ganado-compression' },
);
