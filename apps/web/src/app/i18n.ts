import { createInstance, type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@ganado/shared/constants';
import { browserLanguages } from './browser-languages';
import { isLanguage, loadLocale, namespaces } from './i18n-resources';
import { UP_FRONT_NAMESPACES } from './namespaces';

export { isLanguage };

/** Kept for the next visit; storage can be unavailable, and then it is simply not remembered. */
function storeLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits; nothing else to do.
  }
}

/** The first of the browser's languages we speak ('es-MX' is Spanish), if any. */
function browserLanguage(): Language | undefined {
  return browserLanguages().map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
}

/**
 * The language chosen on an earlier visit; until one is chosen, the browser's (docs/decisions.md,
 * "First language"). Storage can be unavailable (private browsing, blocked cookies): the app still
 * works, in the browser's language or the default.
 */
function firstLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Nothing stored to read: the browser's language decides.
  }
  return browserLanguage() ?? DEFAULT_LANGUAGE;
}

export interface I18nLoad {
  /** Loaded with the instance; any other namespace loads when a page or a component first asks for it. */
  namespaces: readonly string[];
  /** Other languages loaded at the start too (besides `language`). */
  languages?: readonly Language[];
}

/**
 * An instance whose texts load per language and namespace (i18n-resources.ts), with the promise of
 * its first ones. A route's `lazy` loads its page's namespaces with its chunk (routes.tsx), and
 * react-i18next suspends a component whose namespace is not there yet, so no key is ever shown;
 * changing the language loads every namespace loaded so far, in the new language, before switching.
 */
export function createI18n(language: Language, load: I18nLoad): { i18n: I18n; ready: Promise<unknown>; choose: (language: Language) => Promise<unknown> } {
  // Our own instance rather than i18next's global one: a test can load a fresh one.
  const instance = createInstance();
  // Registered before init so the first language (the restored one) is applied too; it is stored
  // only once changed, so a language taken from the browser follows the browser until one is chosen.
  instance.on('languageChanged', (current) => {
    document.documentElement.lang = current;
    if (instance.isInitialized) storeLanguage(current);
  });
  const ready = instance
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      // Every namespace has every key in every language (i18n-resources.test.ts), so there is no
      // fallback to load: a Spanish reader downloads Spanish texts only.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      // i18next adds the namespaces it loads later to this array.
      ns: [...load.namespaces],
      preload: load.languages ? [...load.languages] : false,
      defaultNS: 'common',
      // React escapes already.
      interpolation: { escapeValue: false },
      // Starts loading now, in `language`: a route loading its namespaces right away loads them in it.
      initAsync: false,
      // Keeps the library's advertisement out of the browser console.
      showSupportNotice: false,
    });
  /**
   * Switches to `language`, remembered at once: the switch itself waits for the new language's
   * texts, and a page left or reloaded meanwhile must still come back in the chosen one.
   */
  const choose = (next: Language) => {
    storeLanguage(next);
    return instance.changeLanguage(next);
  };
  return { i18n: instance, ready, choose };
}

/**
 * Tests render pages outside the router (whose routes load their namespaces) and read texts in
 * both languages at once: there, every namespace of every language is loaded before any test runs.
 */
const underTest = import.meta.env.MODE === 'test';
const { i18n, ready, choose } = createI18n(
  firstLanguage(),
  underTest ? { namespaces, languages: LANGUAGES } : { namespaces: UP_FRONT_NAMESPACES },
);
if (underTest) await ready;

/** What the language menu, the sign-in and the profile call to switch the interface's language. */
export const chooseLanguage = choose;

/** Resolves once the current language's up-front texts are loaded: main.tsx paints after it. */
export const i18nReady = ready;

export default i18n;
