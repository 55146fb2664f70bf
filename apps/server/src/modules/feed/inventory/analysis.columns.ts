import type { AnimalFileColumn } from '@ganado/shared/animals';
import { FEED_NUTRIENTS } from '@ganado/shared/feed';

/**
 * The analysis file's columns (docs/decisions.md: feed analyses): the lot's number, the day, the
 * laboratory, the dry matter, then any nutrient by its id (cp, ndf, nem …) in the units of
 * nutrients.ts. The template's feed name is there to read and is skipped when the file comes back.
 */
export const ANALYSIS_COLUMNS: readonly AnimalFileColumn[] = [
  { name: 'lotNumber', header: { en: 'lotNumber', es: 'Número de lote' }, aliases: ['Lot number', 'Lot'], required: true },
  { name: 'analysedOn', header: { en: 'analysedOn', es: 'Fecha de análisis' }, aliases: ['Analysed on', 'Date'], required: true },
  { name: 'laboratory', header: { en: 'laboratory', es: 'Laboratorio' } },
  { name: 'dmPercent', header: { en: 'dmPercent', es: 'Materia seca' }, aliases: ['DM', 'MS'] },
  ...FEED_NUTRIENTS.map((id) => ({ name: id, header: { en: id, es: id } })),
  { name: 'feed', header: { en: 'feed', es: 'Alimento' }, exportOnly: true },
];
