import type { AreaUnit, LengthUnit } from '@ganado/shared/farms';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../components/format';

/** "94.71 ha", "3,927 m": a figure with its unit's symbol, in the reader's number format. */
export function useFigures() {
  const { t } = useTranslation('farms');
  const numberText = useNumberFormat();
  const number = (value: number, digits: number) => numberText(value, { digits });
  return {
    area: (value: number | null, unit: AreaUnit) => (value == null ? '—' : `${number(value, 2)} ${t(`unitSymbols.${unit}`)}`),
    length: (value: number | null, unit: LengthUnit) => (value == null ? '—' : `${number(value, unit === 'meter' || unit === 'foot' ? 0 : 2)} ${t(`unitSymbols.${unit}`)}`),
  };
}
