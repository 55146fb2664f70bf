/** ALTCHA's per-language bundles register their texts on load and export nothing. */
declare module 'altcha/i18n/es-es';
