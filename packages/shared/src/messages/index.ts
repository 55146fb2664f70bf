import type { Language } from '../constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey };

export const messageCatalog: Record<Language, Record<MessageKey, string>> = { en, es };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The text of a message key in a language, its {placeholders} filled from `values`; unknown keys come back as they are. */
export function translateMessage(key: string, language: Language = DEFAULT_LANGUAGE, values?: Readonly<Record<string, string>>): string {
  const text = isMessageKey(key) ? messageCatalog[language][key] : key;
  return values ? text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '') : text;
}

/**
 * Picks our language from an Accept-Language header ("es-ES,es;q=0.9,en;q=0.8"),
 * honouring q-values; anything we do not offer falls back to the default.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
