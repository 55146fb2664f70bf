import { isMessageKey, type MessageKey } from '@ganado/shared';
import { analysisRow, FEED_NUTRIENTS } from '@ganado/shared/feed';
import { isDateInFuture } from '@ganado/shared/format';
import type { FieldProblem } from '../../../http/app-error';
import type { FileRow, Headers } from '../../animals/imports/animals.import.file';
import { dateOf } from '../../animals/imports/animals.import.values';
import { knownNutrients } from '../composition';

/** A checked row: the lot it analyses and what it found. */
export interface AnalysisEntry {
  row: number;
  lotId: string;
  analysedOn: string;
  laboratory: string | null;
  dmPercent: number | null;
  nutrients: Record<string, number>;
}

const NUMBER_COLUMNS = new Set<string>(['dmPercent', ...FEED_NUTRIENTS]);

/** A figure as a laboratory sheet writes it: a decimal comma is a point. */
function numberOf(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/**
 * Checks every row before anything is written: each cell reads as its field, the row as an
 * analysis (`analysisRow`, nutrients by id), its day not after today, and its lot number one of the
 * organisation's lots. Answers the entries, or every row's problems (the column as the file heads it).
 */
export function checkAnalysisRows(rows: readonly FileRow[], headers: Headers, lots: ReadonlyMap<number, string>, now: Date): { entries: AnalysisEntry[]; errors: FieldProblem[] } {
  const column = (name: string) => headers[name] ?? name;
  const entries: AnalysisEntry[] = [];
  const errors: FieldProblem[] = [];
  for (const { row, values } of rows) {
    const problems = new Map<string, MessageKey>();
    const add = (name: string, key: MessageKey) => problems.has(name) || problems.set(name, key);
    const nutrients: Record<string, number | undefined> = {};
    for (const name of NUMBER_COLUMNS) {
      const text = values[name] ?? '';
      if (text === '') continue;
      const value = numberOf(text);
      if (value === undefined) add(name, 'validation.invalid');
      else nutrients[name] = value;
    }
    const day = values.analysedOn ? dateOf(values.analysedOn) : { key: 'validation.required' as const };
    if ('key' in day) add('analysedOn', day.key);
    const { dmPercent, ...composition } = nutrients;
    const parsed = analysisRow.safeParse({ lotNumber: values.lotNumber, analysedOn: 'value' in day ? day.value.slice(0, 10) : undefined, laboratory: values.laboratory, dmPercent, nutrients: composition });
    if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path.at(-1) ?? 'lotNumber'), isMessageKey(issue.message) ? issue.message : 'validation.invalid');
    const lotId = parsed.success ? lots.get(parsed.data.lotNumber) : undefined;
    if (parsed.success && !lotId) add('lotNumber', 'feed.analysisLotUnknown');
    if (parsed.success && isDateInFuture(parsed.data.analysedOn, now)) add('analysedOn', 'animals.recordInFuture');
    if (problems.size > 0 || !parsed.success) {
      for (const [name, key] of problems) errors.push({ row, param: column(name), key, params: { column: column(name) } });
      continue;
    }
    const { analysedOn, laboratory } = parsed.data;
    entries.push({ row, lotId: lotId!, analysedOn, laboratory: laboratory ?? null, dmPercent: parsed.data.dmPercent ?? null, nutrients: knownNutrients(parsed.data.nutrients) });
  }
  return { entries, errors };
}
