import { z } from 'zod';

// The server's Content-Security-Policy allows no eval (docs/decisions.md, "Security headers"): zod
// would try `new Function` once to see whether it may compile its object checks, and the browser
// reports that attempt as a violation. zod is not on the sign-in page's first load, so this is
// imported where parsing starts (api.ts, session-schema.ts); vite.config.ts keeps it in zod's chunk,
// so it runs as soon as zod does, whichever module loads zod first.
z.config({ jitless: true });
