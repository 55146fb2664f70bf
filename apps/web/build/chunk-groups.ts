import type { Rolldown } from 'vite';

type Context = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The first load of every page: the entry, and the sign-in page (the most visited first load) with the code it loads on first focus. */
const FIRST_LOAD = /src[\\/](?:main\.tsx|modules[\\/]auth[\\/](?:LoginPage\.tsx|sign-in\.ts))$/;
/** What the signed-out pages start from: the entry, the public layout and pages, the sign-in area. */
const PUBLIC_ROOTS = /src[\\/](?:main\.tsx$|pages[\\/]|layouts[\\/]PublicLayout|modules[\\/]auth[\\/](?!IdleLogout))/;
/** Where every page is declared as a dynamic import: reaching one of them says nothing about who uses a module. */
const PAGE_DECLARATIONS = /src[\\/](?:modules[\\/][^\\/]+[\\/]module\.ts|app[\\/]routes\.tsx|app[\\/]guards\.tsx)$/;

type Side = 'firstLoad' | 'signedIn' | 'both';
const sides = new Map<string, Side>();

/**
 * Who needs a module: the entry or the sign-in page (`firstLoad`), only signed-in code (`signedIn`:
 * its importers, followed up to a page's declaration, never reach a public page), or public pages
 * loaded later as well as signed-in ones (`both`).
 */
function side(id: string, ctx: Context): Side {
  let found = sides.get(id);
  if (!found) {
    if (reached(id, ctx, FIRST_LOAD, () => false)) found = 'firstLoad';
    else found = reached(id, ctx, PUBLIC_ROOTS, (importer) => !PAGE_DECLARATIONS.test(importer)) ? 'both' : 'signedIn';
    sides.set(id, found);
  }
  return found;
}

/** Whether a chain of importers leads from a module matching `roots` to `id`, following the dynamic imports `follow` accepts. */
function reached(id: string, ctx: Context, roots: RegExp, follow: (importer: string) => boolean, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (roots.test(id)) return true;
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  return [...info.importers, ...info.dynamicImporters.filter(follow)].some((importer) => reached(importer, ctx, roots, follow, seen));
}

/** Libraries big enough that only the pages using them should load them: maps, charts, the calendar, the captcha, forms. */
const HEAVY = /node_modules[\\/](?:leaflet|react-leaflet|@react-leaflet|@turf|echarts|zrender|@fullcalendar|altcha|react-hook-form|@hookform)[\\/]/;
const heavy = new Map<string, boolean>();

/** Whether a module imports a heavy library, directly or through other modules (statically). */
function bringsHeavy(id: string, ctx: Context, seen = new Set<string>()): boolean {
  const known = heavy.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const answer = (ctx.getModuleInfo(id)?.importedIds ?? []).some((imported) => HEAVY.test(imported) || bringsHeavy(imported, ctx, seen));
  heavy.set(id, answer);
  return answer;
}

/**
 * MUI's chunks (docs/decisions.md, "Initial load"): what the entry and the sign-in page show (one
 * request in the first round trip), what only signed-in code uses (one request for the shell and
 * every page, nothing added to a signed-out first load), and what both sides use beyond the sign-in
 * page (one request again, for the public pages that load it later and the signed-in ones).
 */
export const muiChunk: Rolldown.CodeSplittingNameFunction = (id, ctx) =>
  PICKERS.test(id) ? 'pickers' : ({ firstLoad: 'mui', signedIn: 'mui-app', both: 'mui-more' } as const)[side(id, ctx)];

/** MUI X's date pickers: one chunk that the forms with a date bring, not part of every signed-in page's first load. */
const PICKERS = /node_modules[\\/]@mui[\\/]x-/;

/**
 * Our modules that several pages share (the group's `minShareCount`), in the same way: one chunk of
 * what only signed-in code uses, one of what public pages loaded later use too, rather than a small
 * chunk each; not those that bring a heavy library, which would then come with every page.
 */
export const sharedChunk: Rolldown.CodeSplittingNameFunction = (id, ctx) => {
  if (bringsHeavy(id, ctx)) return null;
  return ({ firstLoad: null, signedIn: 'app', both: 'app-more' } as const)[side(id, ctx)];
};
