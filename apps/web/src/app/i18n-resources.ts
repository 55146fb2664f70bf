import type { Resource, ResourceKey } from 'i18next';
import { LANGUAGES } from '@ganado/shared/constants';
import { messageCatalog } from '@ganado/shared/messages';

/**
 * The locale files, found by convention so a new module only has to add its own files:
 * `app/locales/<lang>.json` is the `common` namespace, `modules/<x>/locales/<lang>.json` is `x`.
 */
const commonFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
const moduleFiles = import.meta.glob<Record<string, unknown>>('../modules/*/locales/*.json', {
  eager: true,
  import: 'default',
});

export interface LocaleFile {
  readonly file: string;
  readonly namespace: string;
  readonly language: string;
  readonly texts: Record<string, unknown>;
}

const LOCALE_FILE_PATH = /(?:modules\/([^/]+)\/)?locales\/([^/]+)\.json$/;

export const localeFiles: readonly LocaleFile[] = Object.entries({ ...commonFiles, ...moduleFiles }).map(
  ([file, texts]) => {
    const [, module, language = ''] = LOCALE_FILE_PATH.exec(file) ?? [];
    return { file, namespace: module ?? 'common', language, texts };
  },
);

/** The shared message catalogue (spec §5 and §8 texts) is exposed as is, as the `messages` namespace. */
export const MESSAGES_NAMESPACE = 'messages';

export const namespaces: readonly string[] = [
  ...new Set([...localeFiles.map((locale) => locale.namespace), MESSAGES_NAMESPACE]),
];

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = { [MESSAGES_NAMESPACE]: messageCatalog[language] };
  }
  for (const { language, namespace, texts } of localeFiles) {
    resources[language] = { ...resources[language], [namespace]: texts as ResourceKey };
  }
  return resources;
}
