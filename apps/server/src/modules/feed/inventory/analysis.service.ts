import { ANIMAL_IMPORT_MAX_ERRORS } from '@ganado/shared/animals';
import { ANALYSIS_MAX_ROWS, FEED_NUTRIENTS } from '@ganado/shared/feed';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { feedLots } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { csvRows } from '../../../http/csv';
import type { UploadedFile } from '../../../http/multipart';
import type { TableFile } from '../../../http/table-file';
import { recordActivities } from '../../activity-log/activity-log.repository';
import { readSpreadsheet } from '../../animals/imports/animals.import.file';
import type { Session } from '../../sessions/authenticate';
import { ANALYSIS_COLUMNS } from './analysis.columns';
import { checkAnalysisRows } from './analysis.rows';
import { insertAnalyses, latestAnalyses, lotsInStock } from './lots.repository';

/**
 * POST /api/feed/inventory/analysis: a laboratory's file of lots (CSV or XLSX, bounded in bytes by
 * the route before it is read, in rows here). Every row is checked first; any bad row refuses the
 * whole file (422 with each row's problems) and nothing is written. Otherwise one analysis per
 * row, in one transaction, each in the activity log on its lot.
 */
export async function uploadAnalysis(context: AppContext, session: Session, file: UploadedFile, ip: string): Promise<{ analysed: number }> {
  const { organizationId } = session;
  const { headers, rows } = await readSpreadsheet(ANALYSIS_COLUMNS, file.filename, file.data, ANALYSIS_MAX_ROWS);
  return context.db.transaction(async (tx) => {
    const numbered = await tx.select({ id: feedLots.id, number: feedLots.number }).from(feedLots).where(eq(feedLots.organizationId, organizationId));
    const { entries, errors } = checkAnalysisRows(rows, headers, new Map(numbered.map((lot) => [lot.number, lot.id])), context.clock());
    if (errors.length > 0) throw AppError.invalid(errors.slice(0, ANIMAL_IMPORT_MAX_ERRORS));
    await insertAnalyses(
      tx,
      entries.map((entry) => ({ organizationId, lotId: entry.lotId, analysedOn: entry.analysedOn, laboratory: entry.laboratory, dmPercent: entry.dmPercent, nutrients: entry.nutrients, createdBy: session.userId })),
    );
    await recordActivities(
      tx,
      entries.map(({ lotId, row: _row, ...analysis }) => ({ organizationId, actorId: session.userId, action: 'feedLot.analysis' as const, entityType: 'feedLot', entityId: lotId, after: { fileName: file.filename, ...analysis }, ipAddress: ip })),
    );
    return { analysed: entries.length };
  });
}

/**
 * GET /api/feed/inventory/analysis-template: the file's header and one row per lot in stock, its
 * dry matter as the app knows it now (the lot's latest analysis, else the library's) to be
 * corrected, the rest to be filled in; the feed's name last, to read.
 */
export async function analysisTemplate(context: AppContext, session: Session): Promise<TableFile> {
  const lots = await lotsInStock(context.db, session.organizationId);
  const analyses = await latestAnalyses(context.db, session.organizationId, lots.map((row) => row.lot.id));
  const dryMatter = (id: string, library: number) => analyses.get(id)?.dmPercent ?? library;
  const header = ['lotNumber', 'analysedOn', 'laboratory', 'dmPercent', ...FEED_NUTRIENTS, 'feed'];
  const body = csvRows([header, ...lots.map((row) => [row.lot.number, null, null, dryMatter(row.lot.id, row.ingredientDmPercent), ...FEED_NUTRIENTS.map(() => null), row.ingredient.name])]);
  return { fileName: 'feed-analysis-template.csv', contentType: 'text/csv; charset=utf-8', body: Buffer.from(body) };
}
