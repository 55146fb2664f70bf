import type { Language } from '../constants';

/** Countries whose language is Spanish: a farm there prints its papers in Spanish (docs/decisions.md: shipments). */
const SPANISH_SPEAKING = new Set(['AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'ES', 'GQ', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE', 'PR', 'PY', 'SV', 'UY', 'VE']);

/** The language a farm's printed papers are in (a movement sheet, a mixer loading sheet): its country's. */
export const farmLanguage = (countryCode: string | null | undefined): Language => (countryCode && SPANISH_SPEAKING.has(countryCode.toUpperCase()) ? 'es' : 'en');
