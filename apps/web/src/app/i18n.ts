import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@ganado/shared/constants';
import { buildResources, namespaces } from './i18n-resources';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Storage can be unavailable (private browsing, blocked cookies): the app still works, in the default. */
function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// Our own instance rather than i18next's global one: a test can load a fresh one.
const i18n = createInstance();

// Registered before init so the first language (the restored one) is applied too.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits; nothing else to do.
  }
});

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: namespaces,
  defaultNS: 'common',
  // React escapes already.
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
  // Keeps the library's advertisement out of the browser console.
  showSupportNotice: false,
});

export default i18n;
