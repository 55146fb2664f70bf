import { z } from 'zod';

// The server's Content-Security-Policy allows no eval (docs/decisions.md, "Security headers"): zod
// would try `new Function` once to see whether it may compile its object checks, and the browser
// reports that attempt as a violation. Imported first by main.tsx, before any module parses.
z.config({ jitless: true });
