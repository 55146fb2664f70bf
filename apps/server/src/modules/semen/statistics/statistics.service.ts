import { MIN_RELIABLE_SERVICES } from '@ganado/fertility';
import { addDays, resolveDateRange } from '@ganado/shared/http';
import { FERTILITY_DEFAULT_DAYS, FERTILITY_MAX_DAYS, type FertilityGroup, type FertilityGrouping, type FertilityQuery, type FertilityStatistics } from '@ganado/shared/semen';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { farmExists } from '../../animals/records/records.repository';
import type { Session } from '../../sessions/authenticate';
import { computeFertilityOffThread } from './statistics.off-thread';
import { herdSireIds, packHistories, type SireBook, sireBook } from './statistics.records';
import { loadHerdSires, loadHistories, loadSemenSires, namesOf } from './statistics.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Label = { label: string | null; code: string | null };

/**
 * What each group is called: an inseminator's name, a sire's name and NAAB code (a herd bull's
 * nickname and tag), a batch's code, a farm's name; a month (YYYY-MM) and a breed are their own.
 */
async function labelsOf(db: Db, organizationId: string, by: FertilityGrouping, keys: readonly (string | null)[], book: SireBook): Promise<(key: string | null) => Label> {
  const own = (key: string | null): Label => ({ label: key, code: null });
  if (by === 'month' || by === 'genotype') return own;
  if (by === 'sire') {
    return (key) => {
      const semen = key ? book.semen.get(key) : undefined;
      if (semen) return { label: semen.name, code: semen.naabCode };
      const bull = key ? book.herd.get(key) : undefined;
      return bull ? { label: bull.nickname ?? bull.tagNumber, code: bull.nickname ? bull.tagNumber : null } : own(key);
    };
  }
  const names = await namesOf(db, organizationId, by, keys.filter((key): key is string => key !== null && UUID.test(key)));
  return (key) => ({ label: key === null ? null : (names.get(key) ?? null), code: null });
}

/**
 * Groups as a reader looks for them, by name (code-unit order, the same on every machine, as the
 * package orders keys); the services with nothing recorded last.
 */
function byLabel(a: FertilityGroup, b: FertilityGroup): number {
  if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1;
  const [x, y] = [a.label ?? a.key ?? '', b.label ?? b.key ?? ''];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The period asked for, or the last twelve months to today; null when reversed or too long. */
function periodOf(query: FertilityQuery, asOf: Date) {
  const period = resolveDateRange(query, { lastDay: asOf.toISOString().slice(0, 10), defaultDays: FERTILITY_DEFAULT_DAYS, maxDays: FERTILITY_MAX_DAYS });
  if (!period) throw AppError.invalid({ param: 'from', key: 'reports.rangeReversed' });
  return period;
}

/**
 * The fertility statistics screens (docs/decisions.md: the statistics screens): the organisation's
 * AI services done in the period, of females on the farm and of the species and breed asked,
 * assessed with their animals' whole histories as of now, off the request thread; the
 * organisation's figures, the grouping asked for, and the months for the charts.
 */
export async function getFertilityStatistics(context: AppContext, session: Session, query: FertilityQuery): Promise<FertilityStatistics> {
  const { db } = context;
  const { organizationId } = session;
  if (query.farmId && !(await farmExists(db, organizationId, query.farmId))) throw new AppError(404, 'errors.notFound', { param: 'farmId' });
  const asOf = context.clock();
  const period = periodOf(query, asOf);
  const from = new Date(`${period.from}T00:00:00.000Z`);
  const to = new Date(`${addDays(period.to, 1)}T00:00:00.000Z`);
  const [{ rows, animals }, semenSires] = await Promise.all([
    loadHistories(db, organizationId, { from, to, farmId: query.farmId, speciesCode: query.speciesCode, breedCode: query.breedCode }),
    loadSemenSires(db, organizationId),
  ]);
  const book = sireBook(semenSires, await loadHerdSires(db, organizationId, herdSireIds(rows, semenSires)));
  const computed = await computeFertilityOffThread({ records: packHistories(rows, animals, book), asOf: asOf.getTime(), from: from.getTime(), to: to.getTime(), by: query.by });
  const label = await labelsOf(db, organizationId, query.by, computed.groups.map((group) => group.key), book);
  return {
    asOf: asOf.toISOString(),
    period,
    by: query.by,
    minReliableServices: MIN_RELIABLE_SERVICES,
    organisation: computed.organisation,
    groups: computed.groups.map((group) => ({ key: group.key, ...label(group.key), figures: group.figures })).sort(byLabel),
    months: computed.months.map((month) => ({ key: month.key, label: month.key, code: null, figures: month.figures })),
  };
}
