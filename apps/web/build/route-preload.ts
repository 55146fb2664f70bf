import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@ganado/shared/constants';
import { SHELL_NAMESPACES, UP_FRONT_NAMESPACES } from '../src/app/namespaces';
import { routeMap } from '../src/app/route-map';

/** A module.ts declaration of a page or a prefetch: `'<path>': (…) => import('<file>')`. */
const DECLARED_IMPORT = /'(\/[^']*)':\s*\([^)]*\)\s*=>\s*import\('([^']+)'\)/g;
const DECLARED_NAMESPACES = /namespaces:\s*\[([^\]]*)\]/;
const MODULE_DECLARATION = /src[\\/]modules[\\/][^\\/]+[\\/]module\.ts$/;
const SHELL = /src[\\/]layouts[\\/]shell[\\/]AppShell\.tsx$/;

/** The source file of a locale namespace in a language (app/i18n-resources.ts finds them the same way). */
function isLocaleSource(id: string, namespace: string, language: string): boolean {
  if (namespace === 'messages') return id.endsWith(path.join('packages', 'shared', 'src', 'messages', `${language}.ts`));
  if (namespace === 'common') return id.endsWith(path.join('src', 'app', 'locales', `${language}.json`));
  return id.endsWith(path.join('src', 'modules', namespace, 'locales', `${language}.json`));
}

/** React Router's pattern as a regular expression's source, for the script to test location.pathname. */
const patternSource = (pattern: string) =>
  `^${pattern.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}/?$`;

/** Fewer parameters first: a static segment wins over a parameter, as React Router ranks them. */
const parameters = (pattern: string) => pattern.split(':').length;

/**
 * Lists, for every page, the chunks its first load needs beyond what index.html already preloads
 * (the page, the signed-in shell for a signed-in page, their static imports, and the texts of its
 * namespaces in each language), in a small classic script index.html runs before the entry: it adds
 * `<link rel="modulepreload">` for the current path and language (deferred, it blocks no rendering; deferred
 * scripts and modules run in document order, so it runs first), so they download beside the entry
 * instead of after it has run (docs/decisions.md, "Initial load"). A file rather than an inline
 * script: the Content-Security-Policy allows only our own files (script-src 'self'). It reads the
 * route map and the shared constants, TypeScript of the workspace, so Vite loads its config through
 * its module runner (`--configLoader runner`, apps/web/package.json).
 */
export function routePreload(): Plugin {
  let outDir = '';
  return {
    name: 'ganado-route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route preload: no entry chunk');
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = chunks.find((other) => other.fileName === imported);
          if (next) closure(next, into);
        }
        return into;
      };
      const preloaded = closure(entry);
      const chunkOf = (test: (id: string) => boolean) => chunks.find((chunk) => chunk.facadeModuleId !== null && test(chunk.facadeModuleId));
      const filesOf = (chunk: Rolldown.OutputChunk | undefined) => (chunk ? [...closure(chunk)].filter((file) => !preloaded.has(file)) : []);

      // Path → the sources its module declares for it, and the module's namespaces.
      const declared = new Map<string, { sources: string[]; namespaces: string[] }>();
      for (const chunk of chunks)
        for (const id of chunk.moduleIds.filter((moduleId) => MODULE_DECLARATION.test(moduleId))) {
          const text = await readFile(id, 'utf8');
          const namespaces = [...(DECLARED_NAMESPACES.exec(text)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
          for (const [, routePath, source] of text.matchAll(DECLARED_IMPORT)) {
            const page = declared.get(routePath!) ?? { sources: [], namespaces };
            page.sources.push(path.resolve(path.dirname(id), source!));
            declared.set(routePath!, page);
          }
        }

      // Each file once, named by its index in the script: a few kilobytes rather than 150.
      const files: string[] = [];
      const indexes = (names: Iterable<string>) =>
        [...names].map((name) => {
          if (!files.includes(name)) files.push(name);
          return files.indexOf(name);
        });
      const shell = chunkOf((id) => SHELL.test(id));
      const routes = routeMap
        .filter((route) => route.kind !== 'redirect')
        .sort((a, b) => parameters(a.path) - parameters(b.path))
        .map((route) => {
          const page = declared.get(route.path);
          const signedIn = route.kind !== 'public';
          const namespaces = [...new Set([...UP_FRONT_NAMESPACES, ...(signedIn ? SHELL_NAMESPACES : []), ...(page?.namespaces ?? [])])];
          const code = new Set([
            ...(signedIn ? filesOf(shell) : []),
            ...(page?.sources ?? []).flatMap((source) => filesOf(chunkOf((id) => id.replace(/\.tsx?$/, '') === source))),
          ]);
          const texts = Object.fromEntries(
            LANGUAGES.map((language) => [language, indexes(namespaces.flatMap((namespace) => filesOf(chunkOf((id) => isLocaleSource(id, namespace, language)))))]),
          );
          return [patternSource(route.path), indexes(code), texts] as const;
        });

      const script = `(function(){var files=${JSON.stringify(files)},routes=${JSON.stringify(routes)},language;try{language=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}if(${JSON.stringify(LANGUAGES)}.indexOf(language)<0)language=${JSON.stringify(DEFAULT_LANGUAGE)};for(var i=0;i<routes.length;i++)if(new RegExp(routes[i][0]).test(location.pathname)){routes[i][1].concat(routes[i][2][language]).forEach(function(file){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href='/'+files[file];document.head.appendChild(link)});return}})();\n`;
      const fileName = `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
      await writeFile(path.join(outDir, fileName), script);
      const htmlFile = path.join(outDir, 'index.html');
      const html = await readFile(htmlFile, 'utf8');
      await writeFile(htmlFile, html.replace(/(\s*)<script type="module"/, `$1<script defer src="/${fileName}"></script>$1<script type="module"`));
    },
  };
}
