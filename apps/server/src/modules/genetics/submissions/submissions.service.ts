import type { PageQuery } from '@ganado/shared/http';
import type { EpdData, Submission, SubmissionCheck, SubmissionRequest } from '@ganado/shared/genetics';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { geneticSubmissions, users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { TableFile } from '../../../http/table-file';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { requiredFieldsOf } from '../settings/settings.service';
import { sheetOf } from '../sheets/sheet';
import { loadSheetSources } from '../sheets/sheets.service';
import { isFilled, submissionFile, submittedFields } from './submission.file';

/** The chosen animals' sheets in the order asked; another organisation's animal is not found, on its field. */
async function sheetsOf(db: Db, organizationId: string, animalIds: readonly string[]): Promise<EpdData[]> {
  const unique = [...new Set(animalIds)];
  const sheets = new Map((await loadSheetSources(db, organizationId, unique)).map((sources) => [sources.animal.id, sheetOf(sources)]));
  const missing = animalIds.findIndex((id) => !sheets.has(id));
  if (missing >= 0) throw new AppError(404, 'errors.notFound', { param: `animalIds.${missing}` });
  return unique.map((id) => sheets.get(id)!);
}

/** Each animal with the required fields of the chosen sections its sheet lacks. */
async function check(db: Db, organizationId: string, request: SubmissionRequest, sheets: readonly EpdData[]): Promise<SubmissionCheck> {
  const submitted = new Set(submittedFields(request.sections).map((field) => field.name));
  const required = (await requiredFieldsOf(db, organizationId)).fields.filter((field) => submitted.has(field));
  const animals = sheets.map((sheet) => ({ id: sheet.animal.id, tagNumber: sheet.animal.tagNumber, missing: required.filter((field) => !isFilled(sheet.fields[field])) }));
  return { required, animals, ready: animals.filter((animal) => animal.missing.length === 0).length };
}

export async function checkSubmission(context: AppContext, session: Session, request: SubmissionRequest): Promise<SubmissionCheck> {
  return check(context.db, session.organizationId, request, await sheetsOf(context.db, session.organizationId, request.animalIds));
}

const withCreator = (db: Db) =>
  db
    .select({ submission: geneticSubmissions, creatorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(geneticSubmissions)
    .leftJoin(users, eq(users.id, geneticSubmissions.createdBy));

function present({ submission, creatorName }: { submission: typeof geneticSubmissions.$inferSelect; creatorName: string | null }): Submission {
  return {
    id: submission.id,
    fileName: submission.fileName,
    sections: submission.sections,
    animals: submission.animals,
    createdBy: submission.createdBy && creatorName ? { id: submission.createdBy, name: creatorName } : null,
    createdAt: submission.createdAt.toISOString(),
  };
}

/**
 * `v2/data-submission`: the file of the chosen animals and sections, refused (422) while any animal
 * lacks a required field, and kept in the history with who made it.
 */
export function createSubmission(context: AppContext, session: Session, request: SubmissionRequest, ip: string): Promise<Submission> {
  return context.db.transaction(async (tx) => {
    const sheets = await sheetsOf(tx, session.organizationId, request.animalIds);
    const checked = await check(tx, session.organizationId, request, sheets);
    const incomplete = checked.animals.length - checked.ready;
    if (incomplete > 0) throw AppError.invalid({ param: 'animalIds', key: 'genetics.submissionIncomplete', params: { count: String(incomplete) } });
    const fileName = `submission-${context.clock().toISOString().slice(0, 10)}-${sheets.length}.csv`;
    const [row] = await tx
      .insert(geneticSubmissions)
      .values({ organizationId: session.organizationId, fileName, sections: request.sections, animals: sheets.length, content: submissionFile(sheets, request.sections), createdBy: session.userId })
      .returning({ id: geneticSubmissions.id });
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'submission.create',
      entityType: 'submission',
      entityId: row!.id,
      after: { fileName, sections: request.sections, animalIds: sheets.map((sheet) => sheet.animal.id) },
      ipAddress: ip,
    });
    const [created] = await withCreator(tx).where(eq(geneticSubmissions.id, row!.id));
    return present(created!);
  });
}

export async function getSubmissions(context: AppContext, session: Session, query: PageQuery) {
  const where = eq(geneticSubmissions.organizationId, session.organizationId);
  const rows = await withCreator(context.db)
    .where(where)
    .orderBy(desc(geneticSubmissions.createdAt), desc(geneticSubmissions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await context.db.select({ value: count() }).from(geneticSubmissions).where(where);
  return { items: rows.map(present), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

export async function downloadSubmission(context: AppContext, session: Session, id: string): Promise<TableFile> {
  const [row] = await context.db
    .select({ fileName: geneticSubmissions.fileName, content: geneticSubmissions.content })
    .from(geneticSubmissions)
    .where(and(eq(geneticSubmissions.organizationId, session.organizationId), eq(geneticSubmissions.id, id)));
  if (!row) throw AppError.notFound();
  return { fileName: row.fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(row.content) };
}
