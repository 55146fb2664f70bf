import { useTranslation } from 'react-i18next';
import type { Language } from '@ganado/shared';
import { CHART_TITLES, KPI_TEXTS, KPI_UNITS, type Kpi, type ReportChart, REPORT_WORDS, type ReportLabel } from '@ganado/shared/reports';
import { numberText } from '../../../components/format';

/** The reader's language as the shared texts are keyed (docs/decisions.md: reports, one text for screen and file). */
export const languageOf = (language: string): Language => (language.startsWith('es') ? 'es' : 'en');

/** "Mar 2026", "mar 2026": a month (YYYY-MM, UTC) in the reader's language. */
export const monthText = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The figures' names, definitions, units and the words of charts and tables, in the reader's language. */
export function useReportTexts() {
  const { t, i18n } = useTranslation('reports');
  const language = languageOf(i18n.language);
  const number = (value: number, digits: number) => numberText(value, i18n.language, { digits });
  return {
    language,
    kpi: (id: Kpi) => ({ name: KPI_TEXTS[id].name[language], definition: KPI_TEXTS[id].definition[language], source: KPI_TEXTS[id].source }),
    chart: (id: ReportChart) => CHART_TITLES[id][language],
    label: (label: ReportLabel) => (typeof label === 'string' ? label : REPORT_WORDS[label.word][language]),
    month: (month: string) => monthText(month, i18n.language),
    /** "3 Dec", "3 dic": a day on a chart's axis. */
    day: (day: string) => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    number,
    percent: (share: number) => `${number(share * 100, 1)} %`,
    /** A figure's value with its unit: "24.5 %", "367 days", "€12.40"; a dash for nothing. */
    figure: (id: Kpi, value: number | null, currency: string | null) => {
      if (value === null) return '—';
      const unit = KPI_UNITS[id];
      if (unit === 'share') return `${number(value * 100, 1)} %`;
      if (unit === 'money') return currency ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(value) : number(value, 2);
      if (unit === 'count') return number(value, 0);
      return t(`units.${unit}`, { value: number(value, unit === 'days' || unit === 'kg' ? 0 : unit === 'months' || unit === 'per100' ? 1 : 2) });
    },
  };
}
