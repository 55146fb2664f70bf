import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { CSV_BOM, type CsvCell, csvRows } from './csv';

/** A file the server sends for a download: its name, type and bytes. */
export interface TableFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export interface Table {
  /** The file's name without its extension (`animals-2026-11-24`). */
  name: string;
  sheetName: string;
  /** A PDF's heading (its sheet name when left out): what the printed register is, and for when. */
  title?: string;
  /** A PDF's relative column widths (equal when left out). */
  widths?: readonly number[];
  headers: readonly string[];
  /** The rows, a batch at a time, so a big table never sits in memory as rows. */
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>;
}

async function csvFile(table: Table): Promise<Buffer> {
  const parts = [CSV_BOM, csvRows([table.headers])];
  for await (const rows of table.batches) parts.push(csvRows(rows));
  return Buffer.from(parts.join(''));
}

/** Text cells are typed as text in the sheet (never formulas), so they need no neutralising as in CSV. */
async function xlsxFile(table: Table): Promise<Buffer> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.headers.map((header) => ({ header, width: Math.max(16, header.length + 2) }));
  const write = async () => {
    for await (const rows of table.batches) {
      for (const row of rows) sheet.addRow([...row]).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  const failed = (error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  };
  const [file] = await Promise.all([buffer(out), write().catch(failed)]);
  return file;
}

const PDF_MARGIN = 28;
const PDF_FONT_SIZE = 7;
const PDF_ROW_HEIGHT = 11;

/**
 * A printable table: A4 landscape, one line per row (a cell too long ends in an ellipsis), the
 * header repeated on every page. PDFKit's standard fonts cover Spanish (WinAnsi).
 */
async function pdfFile(table: Table): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, bufferPages: false, info: { Title: table.title ?? table.sheetName } });
  const done = buffer(document);
  const width = document.page.width - 2 * PDF_MARGIN;
  const weights = table.widths ?? table.headers.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const columns = weights.map((weight) => (weight / total) * width);
  const bottom = () => document.page.height - PDF_MARGIN - PDF_ROW_HEIGHT;
  let y = PDF_MARGIN;
  const line = (cells: readonly CsvCell[], font: string) => {
    document.font(font).fontSize(PDF_FONT_SIZE);
    let x = PDF_MARGIN;
    cells.forEach((cell, index) => {
      const text = cell === null || cell === undefined ? '' : String(cell);
      document.text(text, x + 2, y + 2, { width: columns[index]! - 4, height: PDF_ROW_HEIGHT, lineBreak: false, ellipsis: true });
      x += columns[index]!;
    });
    y += PDF_ROW_HEIGHT;
  };
  const heading = () => {
    line(table.headers, 'Helvetica-Bold');
    document.moveTo(PDF_MARGIN, y).lineTo(PDF_MARGIN + width, y).lineWidth(0.5).stroke();
  };
  document.font('Helvetica-Bold').fontSize(11).text(table.title ?? table.sheetName, PDF_MARGIN, y, { lineBreak: false });
  y += 20;
  heading();
  for await (const rows of table.batches) {
    for (const row of rows) {
      if (y > bottom()) {
        document.addPage();
        y = PDF_MARGIN;
        heading();
      }
      line(row, 'Helvetica');
    }
  }
  document.end();
  return done;
}

/**
 * The one writer of downloadable tables (CSV through `csvRows`, XLSX streamed by ExcelJS, PDF by PDFKit). The
 * whole file is made before the answer starts, so a failure is an error answer, never a 200 with
 * half a file.
 */
export async function tableFile(format: 'csv' | 'xlsx' | 'pdf', table: Table): Promise<TableFile> {
  if (format === 'pdf') return { fileName: `${table.name}.pdf`, contentType: 'application/pdf', body: await pdfFile(table) };
  if (format === 'xlsx') {
    return { fileName: `${table.name}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: await xlsxFile(table) };
  }
  return { fileName: `${table.name}.csv`, contentType: 'text/csv; charset=utf-8', body: await csvFile(table) };
}

/** Answers a made file as a download. */
export const sendFile = (reply: FastifyReply, file: Omit<TableFile, 'body'> & { body: Buffer | string }) =>
  reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
