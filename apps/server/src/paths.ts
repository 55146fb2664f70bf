import { fileURLToPath } from 'node:url';

/**
 * Folders found relative to this package rather than the working directory, so the server
 * behaves the same whether it is started from the repository root or from apps/server.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
