import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { isoToDisplayDate } from '@ganado/shared/format';
import { type StrawLabel, strawLabelPayload, type StrawLabelsQuery } from '@ganado/shared/semen';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { TableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { findBatches } from './batches.repository';

// The common A4 sheet of 24 labels, 3 across and 8 down, 70 × 37 mm each, in PDF points.
const MM = 72 / 25.4;
const ACROSS = 3;
const DOWN = 8;
const WIDTH = 70 * MM;
const HEIGHT = 37 * MM;
const TOP = (297 * MM - DOWN * HEIGHT) / 2;
const PADDING = 3 * MM;
// 25 mm with the label's padding keeps the code's quiet zone of four modules at the sizes these payloads take.
const CODE = 25 * MM;

/** The QR code of `payload` drawn as squares, so it stays sharp at any printer's resolution. */
function drawCode(document: PDFKit.PDFDocument, payload: string, x: number, y: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = CODE / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) document.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  document.fill('black');
}

/** One label: the code on the left, the facts it holds on the right, in words no language needs. */
function drawLabel(document: PDFKit.PDFDocument, label: StrawLabel, x: number, y: number): void {
  drawCode(document, strawLabelPayload(label), x + PADDING, y + (HEIGHT - CODE) / 2);
  const textX = x + 2 * PADDING + CODE;
  const width = WIDTH - (textX - x) - PADDING;
  const fit = { width, lineBreak: false, ellipsis: true };
  document.font('Helvetica-Bold').fontSize(9).text(label.naabCode ?? label.sire, textX, y + PADDING + 2, fit);
  document.font('Helvetica').fontSize(7.5);
  for (const line of [label.sire, isoToDisplayDate(label.collectedOn) ?? label.collectedOn, label.batchCode, label.centre]) {
    document.text(line, textX, document.y + 1.5, fit);
  }
}

/**
 * GET /api/semen/batch/{id}/labels (docs/decisions.md: straw labels): `count` labels of the batch
 * on A4 sheets of 24, each with its QR code; the organisation's batch only (404).
 */
export async function strawLabels(context: AppContext, session: Session, batchId: string, query: StrawLabelsQuery): Promise<TableFile> {
  const [row] = await findBatches(context.db, session.organizationId, [batchId]);
  if (!row) throw AppError.notFound();
  const label: StrawLabel = {
    naabCode: row.sire.naabCode,
    sire: row.sire.name,
    collectedOn: row.collection.collectedAt.toISOString().slice(0, 10),
    batchCode: row.batch.code,
    centre: row.collection.centre,
  };
  const document = new PDFDocument({ size: 'A4', margin: 0, info: { Title: row.batch.code } });
  const done = buffer(document);
  for (let index = 0; index < query.count; index += 1) {
    const place = index % (ACROSS * DOWN);
    if (index > 0 && place === 0) document.addPage();
    drawLabel(document, label, (place % ACROSS) * WIDTH, TOP + Math.floor(place / ACROSS) * HEIGHT);
  }
  document.end();
  return { fileName: `labels-${row.batch.code}.pdf`, contentType: 'application/pdf', body: await done };
}
