import type { ResourceKey } from 'i18next';
import { LANGUAGES, type Language } from '@ganado/shared/constants';
import { MESSAGES_NAMESPACE } from './namespaces';

/**
 * The locale files, found by convention so a new module only has to add its own files:
 * `app/locales/<lang>.json` is the `common` namespace, `modules/<x>/locales/<lang>.json` is `x`.
 * Each file is a chunk of its own, loaded when its language and namespace are first needed (i18n.ts):
 * the first load carries no module's texts and no other language's.
 */
const loaders = import.meta.glob<ResourceKey>(['./locales/*.json', '../modules/*/locales/*.json'], { import: 'default' });

export interface LocaleFile {
  readonly file: string;
  readonly namespace: string;
  readonly language: string;
  readonly load: () => Promise<ResourceKey>;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const LOCALE_FILE_PATH = /(?:modules\/([^/]+)\/)?locales\/([^/]+)\.json$/;

export const localeFiles: readonly LocaleFile[] = Object.entries(loaders).map(([file, load]) => {
  const [, module, language = ''] = LOCALE_FILE_PATH.exec(file) ?? [];
  return { file, namespace: module ?? 'common', language, load };
});

export const namespaces: readonly string[] = [
  ...new Set([...localeFiles.map((locale) => locale.namespace), MESSAGES_NAMESPACE]),
];

/** Each language's messages are a module of their own in the shared package, so a chunk of their own here. */
const messageLoaders: Readonly<Record<Language, () => Promise<ResourceKey>>> = {
  en: () => import('@ganado/shared/messages/en').then((module) => module.en),
  es: () => import('@ganado/shared/messages/es').then((module) => module.es),
};

/** The texts of one namespace in one language (i18next's backend calls this). */
export async function loadLocale(language: string, namespace: string): Promise<ResourceKey> {
  if (namespace === MESSAGES_NAMESPACE) {
    if (isLanguage(language)) return messageLoaders[language]();
  } else {
    const file = localeFiles.find((locale) => locale.language === language && locale.namespace === namespace);
    if (file) return file.load();
  }
  throw new Error(`No ${language} texts for the ${namespace} namespace`);
}
