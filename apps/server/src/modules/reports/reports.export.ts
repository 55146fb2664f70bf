import type { Language } from '@ganado/shared';
import {
  CHART_TITLES,
  KPI_TEXTS,
  PAGE_LAYOUTS,
  REPORT_PAGE_TITLES,
  REPORT_WORDS,
  type ReportExportQuery,
  type ReportLabel,
  type ReportPage,
  type ReportPageData,
  TABLE_COLUMNS,
} from '@ganado/shared/reports';
import type { AppContext } from '../../context';
import { documentFile } from '../../http/document-file';
import { type TableFile, tableFile } from '../../http/table-file';
import { cellText, cellValue, formatFigure } from './reports.format';
import { computePage } from './reports.service';
import { reportAnswer } from './snapshots/snapshots.service';

const labelText = (label: ReportLabel, language: Language) => (typeof label === 'string' ? label : REPORT_WORDS[label.word][language]);

const FILTER_WORDS = {
  period: { en: 'Period', es: 'Periodo' },
  asOf: { en: 'As of', es: 'A fecha de' },
  computed: { en: 'Computed', es: 'Calculado' },
  of: { en: 'of', es: 'de' },
  notReliable: { en: 'too few to trust', es: 'muy pocos para fiarse' },
  definitions: { en: 'Definitions', es: 'Definiciones' },
  noRows: { en: 'Nothing recorded for this period.', es: 'Nada registrado en este periodo.' },
  more: { en: 'more rows in the CSV or XLSX file', es: 'filas más en el archivo CSV o XLSX' },
} as const;

/** Rows a printed report holds; the spreadsheet files hold them all. */
const PDF_MAX_ROWS = 200;

/**
 * A page as a printed report in the reader's language, from the page as its screen shows it: its
 * figures with their definitions, its charts drawn, and its table (docs/decisions.md: reports, the PDF).
 */
export function reportDocument(answer: ReportPageData, language: Language): Promise<TableFile> {
  const { page, period, asOf, currency, table } = answer;
  const w = (key: keyof typeof FILTER_WORDS) => FILTER_WORDS[key][language];
  const columns = TABLE_COLUMNS[PAGE_LAYOUTS[page].table];
  const rows = table.rows.slice(0, PDF_MAX_ROWS);
  return documentFile({
    name: `${page}-${asOf}`,
    title: REPORT_PAGE_TITLES[page][language],
    subtitle: `${w('period')}: ${period.from} – ${period.to} · ${w('asOf')}: ${asOf} · ${w('computed')}: ${answer.computedAt.slice(0, 16).replace('T', ' ')} UTC`,
    blocks: answer.figures.map((figure) => ({
      heading: KPI_TEXTS[figure.id].name[language],
      lines: [
        ['', `${formatFigure(figure.id, figure.value, language, currency)}${figure.value !== null && !figure.reliable ? ` (${w('notReliable')})` : ''}`],
        ['', KPI_TEXTS[figure.id].definition[language]],
      ],
    })),
    charts: answer.charts.map((chart) => ({
      title: CHART_TITLES[chart.id][language],
      kind: chart.kind,
      categories: chart.categories.map((category) => labelText(category, language)),
      series: chart.series.map((series) => ({ name: labelText(series.name, language), values: series.values })),
      share: chart.series.some((series) => series.share),
    })),
    tables: [
      {
        headers: columns.map((column) => column.header[language]),
        numeric: columns.flatMap((column, index) => (['count', 'number', 'share'].includes(column.kind) ? [index] : [])),
        rows: rows.map((row) => row.cells.map((cell, index) => cellText(cell, columns[index]!.kind, language))),
        empty: w('noRows'),
      },
    ],
    closing: table.total > rows.length ? [`${table.total - rows.length} ${w('more')}`] : [],
  });
}

/** A page as a PDF report, from its snapshot as its screen reads it; or as a CSV or XLSX table, every row worked out now. */
export async function exportReport(context: AppContext, organizationId: string, page: ReportPage, query: ReportExportQuery, language: Language): Promise<TableFile> {
  if (query.format === 'pdf') return reportDocument(await reportAnswer(context, organizationId, page, query), language);
  const computed = await computePage(context, organizationId, page, query);
  const columns = TABLE_COLUMNS[PAGE_LAYOUTS[page].table];
  const rows = computed.report.rows;
  return tableFile(query.format, {
    name: `${page}-${computed.window.asOf}`,
    sheetName: REPORT_PAGE_TITLES[page][language].slice(0, 31),
    headers: columns.map((column) => column.header[language]),
    batches: (async function* () {
      yield rows.map((row) => row.cells.map((cell, index) => cellValue(cell, columns[index]!.kind, language)));
    })(),
  });
}
