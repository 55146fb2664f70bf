import type { AreaUnit, LengthUnit } from '@ganado/shared/farms';
import { useTranslation } from 'react-i18next';

/** "94.71 ha", "3,927 m": a figure with its unit's symbol, in the reader's number format. */
export function useFigures() {
  const { t, i18n } = useTranslation('farms');
  const number = (value: number, digits: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  return {
    area: (value: number | null, unit: AreaUnit) => (value == null ? '—' : `${number(value, 2)} ${t(`unitSymbols.${unit}`)}`),
    length: (value: number | null, unit: LengthUnit) => (value == null ? '—' : `${number(value, unit === 'meter' || unit === 'foot' ? 0 : 2)} ${t(`unitSymbols.${unit}`)}`),
  };
}
