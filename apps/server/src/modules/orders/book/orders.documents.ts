import type { Language } from '@ganado/shared';
import { isoToDisplayDate } from '@ganado/shared/format';
import { moneyText } from '@ganado/shared/money';
import { ORDER_FILE_TEXTS, ORDER_WORDS, quantityWords, type Order } from '@ganado/shared/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { documentFile, type DocumentBlock } from '../../../http/document-file';
import type { TableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { findCounterparties } from '../counterparties/counterparties.repository';
import { presentOrder } from './orders.service';

const percent = (basisPoints: number, language: Language) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
const quantityText = (line: Order['lines'][number], language: Language) => quantityWords(line.quantity, line.unit, language);
/** "Sale 12 · LA-2026-1187": the order by its number in its series, and the counterparty's reference. */
const orderTitle = (order: Order, language: Language) => `${ORDER_WORDS[language][order.direction]} ${order.number}${order.reference ? ` · ${order.reference}` : ''}`;
const lineName = (line: Order['lines'][number]) => [line.product.name, line.animal?.tagNumber, line.description].filter(Boolean).join(' · ');

/** Who is who on the paper: the organisation sells to or buys from the counterparty. */
async function parties(db: Db, session: Session, order: Order, language: Language): Promise<DocumentBlock[]> {
  const texts = ORDER_FILE_TEXTS[language];
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, session.organizationId));
  const [counterparty] = await findCounterparties(db, session.organizationId, [order.counterparty.id]);
  const us: DocumentBlock = { heading: order.direction === 'sale' ? texts.seller : texts.buyer, lines: [['', organization?.name ?? '']] };
  const them: DocumentBlock = {
    heading: order.direction === 'sale' ? texts.buyer : texts.supplier,
    lines: [
      ['', order.counterparty.name],
      [texts.address, order.address ?? counterparty?.address ?? null],
      [texts.taxId, counterparty?.taxId ?? null],
      [texts.email, counterparty?.email ?? null],
      [texts.phone, counterparty?.phone ?? null],
    ],
  };
  const facts: DocumentBlock = {
    heading: texts.order,
    lines: [
      [texts.date, isoToDisplayDate(order.createdAt.slice(0, 10))],
      [texts.reference, order.reference],
      [texts.shipOn, order.shipOn && isoToDisplayDate(order.shipOn)],
    ],
  };
  return [us, them, facts];
}

/** GET /api/order/{id}/invoice: a sale's invoice or a purchase's record, every figure the server's, in minor units written in the language. */
export async function orderInvoice(context: AppContext, session: Session, id: string, language: Language): Promise<TableFile> {
  const order = await presentOrder(context.db, session.organizationId, id);
  const texts = ORDER_FILE_TEXTS[language];
  const money = (amount: { amountMinor: number; currency: string }) => moneyText(amount.amountMinor, amount.currency, language);
  return documentFile({
    name: `${order.direction === 'sale' ? 'invoice' : 'purchase'}-${order.number}`,
    title: order.direction === 'sale' ? texts.invoice : texts.purchaseInvoice,
    subtitle: orderTitle(order, language),
    blocks: await parties(context.db, session, order, language),
    tables: [
      {
        headers: [texts.product, texts.quantity, texts.unitPrice, texts.tax, texts.net, texts.gross],
        widths: [3, 1.2, 1.3, 0.8, 1.4, 1.4],
        numeric: [1, 2, 3, 4, 5],
        rows: order.lines.map((line) => [lineName(line), quantityText(line, language), money(line.unitPrice), percent(line.taxRateBasisPoints, language), money(line.net), money(line.gross)]),
      },
    ],
    totals: [
      [texts.totalNet, money(order.totals.net)],
      [texts.totalTax, money(order.totals.tax)],
      [texts.totalGross, money(order.totals.gross)],
    ],
    ...(order.notes ? { closing: [order.notes] } : {}),
  });
}

/** GET /api/order/{id}/delivery-note: what goes, without prices, with a line for who receives it. */
export async function orderDeliveryNote(context: AppContext, session: Session, id: string, language: Language): Promise<TableFile> {
  const order = await presentOrder(context.db, session.organizationId, id);
  const texts = ORDER_FILE_TEXTS[language];
  return documentFile({
    name: `delivery-note-${order.direction}-${order.number}`,
    title: texts.deliveryNote,
    subtitle: orderTitle(order, language),
    blocks: await parties(context.db, session, order, language),
    tables: [{ headers: [texts.product, texts.animal, texts.quantity], widths: [3, 1.5, 1.2], numeric: [2], rows: order.lines.map((line) => [line.product.name, line.animal?.tagNumber ?? null, quantityText(line, language)]) }],
    closing: [...(order.notes ? [order.notes] : []), `${texts.received}: ______________________________________________`],
  });
}
