import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { drawChart, type PrintedChart } from './pdf-chart';
import type { TableFile } from './table-file';

/**
 * A printed document (an invoice, a delivery note, a movement sheet): A4 portrait, a title, blocks
 * of labelled facts side by side, tables that break across pages with their header repeated, and
 * closing lines (totals, declarations). PDFKit's standard fonts cover Spanish (WinAnsi).
 */
export interface DocumentBlock {
  heading: string;
  /** Label and value; a line with an empty label is the value alone (a name), one with no value is left out. */
  lines: readonly (readonly [label: string, value: string | null])[];
}
export interface DocumentTable {
  heading?: string;
  headers: readonly string[];
  /** Relative column widths (equal when left out). */
  widths?: readonly number[];
  /** Columns written right-aligned (amounts). */
  numeric?: readonly number[];
  rows: readonly (readonly (string | null)[])[];
  /** What the table says when it has no rows. */
  empty?: string;
}
export interface PrintedDocument {
  name: string;
  title: string;
  subtitle?: string;
  blocks: readonly DocumentBlock[];
  /** Charts after the blocks, two to a row (an analytics report). */
  charts?: readonly PrintedChart[];
  tables: readonly DocumentTable[];
  /** Label and value lines under the tables, right-aligned (totals). */
  totals?: readonly (readonly [label: string, value: string])[];
  /** Paragraphs at the end (a declaration, a note). */
  closing?: readonly string[];
}

const MARGIN = 40;
const ROW = 14;
const FONT = 8.5;
const CHART_HEIGHT = 170;

export async function documentFile(printed: PrintedDocument): Promise<TableFile> {
  const document = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: printed.title } });
  const done = buffer(document);
  const width = document.page.width - 2 * MARGIN;
  const bottom = () => document.page.height - MARGIN - ROW;
  let y = MARGIN;
  const ensure = (height: number) => {
    if (y + height <= bottom()) return false;
    document.addPage();
    y = MARGIN;
    return true;
  };

  document.font('Helvetica-Bold').fontSize(16).text(printed.title, MARGIN, y, { width });
  y = document.y + 2;
  if (printed.subtitle) {
    document.font('Helvetica').fontSize(10).fillColor('#444444').text(printed.subtitle, MARGIN, y, { width });
    document.fillColor('black');
    y = document.y + 6;
  }
  y += 8;

  // Blocks two to a row: who sells and who buys, where from and where to. A block with nothing to say is left out.
  const blocks = printed.blocks.filter((block) => block.lines.some(([, value]) => value !== null && value !== ''));
  for (let index = 0; index < blocks.length; index += 2) {
    const pair = blocks.slice(index, index + 2);
    const columnWidth = (width - 16) / 2;
    let lowest = y;
    pair.forEach((block, column) => {
      const x = MARGIN + column * (columnWidth + 16);
      document.font('Helvetica-Bold').fontSize(9.5).text(block.heading, x, y, { width: columnWidth });
      for (const [label, value] of block.lines) {
        if (value === null || value === '') continue;
        if (label === '') {
          document.font('Helvetica').fontSize(FONT).text(value, x, document.y + 1, { width: columnWidth });
          continue;
        }
        document.font('Helvetica-Bold').fontSize(FONT).text(`${label}: `, x, document.y + 1, { width: columnWidth, continued: true });
        document.font('Helvetica').text(value);
      }
      lowest = Math.max(lowest, document.y);
    });
    y = lowest + 12;
    ensure(ROW * 3);
  }

  const charts = printed.charts ?? [];
  for (let index = 0; index < charts.length; index += 2) {
    const columnWidth = (width - 16) / 2;
    ensure(CHART_HEIGHT + 12);
    charts.slice(index, index + 2).forEach((chart, column) => drawChart(document, chart, MARGIN + column * (columnWidth + 16), y, columnWidth, CHART_HEIGHT));
    y += CHART_HEIGHT + 12;
  }

  for (const table of printed.tables) {
    const weights = table.widths ?? table.headers.map(() => 1);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const columns = weights.map((weight) => (weight / total) * width);
    const line = (cells: readonly (string | null)[], font: string) => {
      document.font(font).fontSize(FONT);
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const align = table.numeric?.includes(index) ? 'right' : 'left';
        document.text(cell ?? '', x + 2, y + 3, { width: columns[index]! - 4, height: ROW, lineBreak: false, ellipsis: true, align });
        x += columns[index]!;
      });
      y += ROW;
    };
    const header = () => {
      document.rect(MARGIN, y, width, ROW).fillColor('#E8F5EE').fill();
      document.fillColor('black');
      line(table.headers, 'Helvetica-Bold');
    };
    ensure(ROW * 4);
    if (table.heading) {
      document.font('Helvetica-Bold').fontSize(10).text(table.heading, MARGIN, y, { width });
      y = document.y + 4;
    }
    header();
    if (table.rows.length === 0 && table.empty) line([table.empty], 'Helvetica-Oblique');
    for (const row of table.rows) {
      if (ensure(ROW)) header();
      line(row, 'Helvetica');
      document.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.25).strokeColor('#BBBBBB').stroke();
      document.strokeColor('black');
    }
    y += 12;
  }

  if (printed.totals) {
    ensure(ROW * printed.totals.length);
    for (const [index, [label, value]] of printed.totals.entries()) {
      const font = index === printed.totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica';
      document.font(font).fontSize(10).text(label, MARGIN + width / 2, y, { width: width / 4, align: 'right', lineBreak: false });
      document.text(value, MARGIN + (3 * width) / 4, y, { width: width / 4, align: 'right', lineBreak: false });
      y += ROW + 2;
    }
    y += 8;
  }

  for (const paragraph of printed.closing ?? []) {
    ensure(ROW * 3);
    document.font('Helvetica').fontSize(FONT).text(paragraph, MARGIN, y, { width });
    y = document.y + 8;
  }

  document.end();
  return { fileName: `${printed.name}.pdf`, contentType: 'application/pdf', body: await done };
}
