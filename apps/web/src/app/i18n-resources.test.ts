import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ganado/shared/constants';
import { loadLocale, localeFiles, namespaces } from './i18n-resources';

/** Every key of a nested locale object as a dotted path, with its value. */
function flatten(texts: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, text] of flatten(value as Record<string, unknown>, path)) keys.set(nested, text);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

describe('locale files', () => {
  it('are found: the common namespace and the module namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'messages']));
  });

  it('are only in the languages we offer', () => {
    for (const file of localeFiles) expect(LANGUAGES, file.file).toContain(file.language);
  });

  it.each(namespaces)('namespace %s has the same keys in every language and no empty text', async (namespace) => {
    const [reference, ...others] = await Promise.all(
      LANGUAGES.map(async (language) => ({ language, keys: flatten((await loadLocale(language, namespace)) as Record<string, unknown>) })),
    );
    for (const { language, keys } of [reference!, ...others]) {
      expect(keys.size, `${namespace} has no ${language} texts`).toBeGreaterThan(0);
      for (const [key, text] of keys) {
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${namespace}:${key} is empty`).toBe(true);
      }
    }
    for (const other of others) {
      expect([...other.keys.keys()].sort(), `${other.language} vs ${reference!.language} in ${namespace}`).toEqual(
        [...reference!.keys.keys()].sort(),
      );
    }
  });

  it('refuses a namespace or a language it has no texts for', async () => {
    await expect(loadLocale('en', 'no-such-namespace')).rejects.toThrow('No en texts for the no-such-namespace namespace');
    await expect(loadLocale('xx', 'common')).rejects.toThrow();
    await expect(loadLocale('xx', 'messages')).rejects.toThrow();
  });
});
