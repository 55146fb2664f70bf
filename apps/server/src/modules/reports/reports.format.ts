import type { Language } from '@ganado/shared';
import { KPI_UNITS, type Kpi, type ReportCell, REPORT_WORDS, type ColumnKind } from '@ganado/shared/reports';

const UNIT_SUFFIX: Readonly<Record<string, Record<Language, string>>> = {
  days: { en: ' days', es: ' días' },
  months: { en: ' months', es: ' meses' },
  kg: { en: ' kg', es: ' kg' },
  kgPerDay: { en: ' kg/day', es: ' kg/día' },
  per100: { en: ' per 100', es: ' por 100' },
};

const number = (language: Language, digits: number) => new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** A figure's value as the files write it, in the reader's language; a dash when there is nothing to show. */
export function formatFigure(id: Kpi, value: number | null, language: Language, currency: string | null): string {
  if (value === null) return '—';
  const unit = KPI_UNITS[id];
  if (unit === 'share') return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  if (unit === 'money') return currency ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(value) : number(language, 2).format(value);
  const digits = unit === 'count' ? 0 : unit === 'kgPerDay' || unit === 'score' || unit === 'number' ? 2 : 1;
  return `${number(language, digits).format(value)}${UNIT_SUFFIX[unit]?.[language] ?? ''}`;
}

/** A table cell as text (the PDF) or a plain value (CSV, XLSX: shares as percentages, rounded to a tenth). */
export function cellText(cell: ReportCell, kind: ColumnKind, language: Language): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return REPORT_WORDS[cell.word][language];
  if (typeof cell === 'string') return cell;
  if (kind === 'share') return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(cell);
  return number(language, kind === 'count' ? 0 : 2).format(cell);
}

export function cellValue(cell: ReportCell, kind: ColumnKind, language: Language): string | number | null {
  if (cell === null || typeof cell === 'string') return cell;
  if (typeof cell === 'object') return REPORT_WORDS[cell.word][language];
  return kind === 'share' ? Math.round(cell * 1000) / 10 : cell;
}
