/** The browser's languages, most preferred first ('es-MX', 'en'); none outside a browser. */
export const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
