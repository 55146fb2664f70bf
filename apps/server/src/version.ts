import rootPackage from '../../../package.json' with { type: 'json' };
import serverPackage from '../package.json' with { type: 'json' };

/** The product's version is the root package's; the server's own is the fallback until it has one. */
export const version: string = (rootPackage as { version?: string }).version ?? serverPackage.version;
