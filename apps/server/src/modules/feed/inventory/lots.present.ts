import { FEED_EXPIRY_SOON_DAYS, type Lot } from '@ganado/shared/feed';
import type { Db } from '../../../db/client';
import { addDays } from '../composition';
import { type AnalysisRow, latestAnalyses, type LotRow } from './lots.repository';

/** At or below its low-stock mark. */
export const isLow = (row: LotRow) => row.lot.lowStockKg !== null && row.stockKg <= row.lot.lowStockKg;
/** Expires within FEED_EXPIRY_SOON_DAYS of `today`, or has (UTC days, as drug packs). */
export const isExpiringSoon = (row: LotRow, today: string) => row.lot.expiresOn !== null && row.lot.expiresOn <= addDays(today, FEED_EXPIRY_SOON_DAYS);

export function presentLot(row: LotRow, analysis: AnalysisRow | undefined, today: string): Lot {
  const { lot } = row;
  return {
    id: lot.id,
    number: lot.number,
    ingredient: row.ingredient,
    supplier: lot.supplierId && row.supplierName ? { id: lot.supplierId, name: row.supplierName } : null,
    lotCode: lot.lotCode,
    receivedAt: lot.receivedAt.toISOString(),
    expiresOn: lot.expiresOn,
    location: lot.location,
    pricePerTonne: lot.pricePerTonneMinor === null ? null : { amountMinor: lot.pricePerTonneMinor, currency: lot.priceCurrency! },
    stockKg: row.stockKg,
    lowStockKg: lot.lowStockKg,
    low: isLow(row),
    expiringSoon: isExpiringSoon(row, today),
    analysis: analysis ? { analysedOn: analysis.analysedOn, laboratory: analysis.laboratory, dmPercent: analysis.dmPercent, nutrients: analysis.nutrients } : null,
    createdAt: lot.createdAt.toISOString(),
  };
}

/** Lots as answered, each with its latest analysis. */
export async function presentLots(db: Db, organizationId: string, today: string, rows: readonly LotRow[]): Promise<Lot[]> {
  const analyses = await latestAnalyses(db, organizationId, rows.map((row) => row.lot.id));
  return rows.map((row) => presentLot(row, analyses.get(row.lot.id), today));
}
