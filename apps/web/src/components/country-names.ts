import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguages } from '../app/browser-languages';

interface CountryEntry {
  Code: string;
  Name: string;
}

/**
 * Countries named in the reader's language ("México", "España" in Spanish) by the browser's own
 * list of region names, the server's English name where the browser has none; choices sorted by
 * that name as the language sorts.
 */
export function useCountryNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'none' }) : undefined;
    const nameOf = (entry: CountryEntry) => {
      try {
        return names?.of(entry.Code) ?? entry.Name;
      } catch {
        return entry.Name; // a code the browser does not know as a region
      }
    };
    const collator = new Intl.Collator(i18n.language);
    const optionsOf = (entries: readonly CountryEntry[]) =>
      entries.map((entry) => ({ value: entry.Code, label: nameOf(entry) })).sort((a, b) => collator.compare(a.label, b.label));
    return { nameOf, optionsOf };
  }, [i18n.language]);
}

/** The country of the browser's first language that names one ('es-MX' is Mexico), if any: a form's first guess. */
export function browserCountry(): string | undefined {
  for (const tag of browserLanguages()) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return undefined;
}
