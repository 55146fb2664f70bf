import type { Language } from '@ganado/shared';
import { FEED_FILE_TEXTS, type Formulation } from '@ganado/shared/feed';
import { farmLanguage, isoToDisplayDate } from '@ganado/shared/format';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { documentFile } from '../../../http/document-file';
import { AppError } from '../../../http/app-error';
import type { TableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { type FeedLine, perHead } from './per-head';
import { findRation } from './rations.repository';

/**
 * The order feeds go into a mixer (docs/decisions.md: the loading sheet): dry long forage first, so
 * it is cut before the rest arrives, then grains, protein meals, by-products, minerals and premixes,
 * and wet forages (silage) last, which would otherwise ball with the dry feed.
 */
const LOADING_ORDER = ['dryForage', 'grain', 'proteinMeal', 'byproduct', 'mineral', 'vitaminPremix', 'additive', 'forage'] as const;
/** A forage drier than this is hay or straw; wetter, silage or fresh. */
const DRY_FORAGE_DM_PERCENT = 60;

/** The ration's feeds a head a day as fed, in loading order (the heaviest first within a kind). */
export function loadingLines(result: Formulation): FeedLine[] {
  const rank = (line: FeedLine) =>
    LOADING_ORDER.indexOf((line.category === 'forage' && (line.kgDmPerHead / line.kgPerHead) * 100 >= DRY_FORAGE_DM_PERCENT ? 'dryForage' : line.category) as (typeof LOADING_ORDER)[number]);
  return perHead(result).sort((a, b) => rank(a) - rank(b) || b.kgPerHead - a.kgPerHead);
}

async function countryOf(db: Db, organizationId: string, result: Formulation): Promise<string | null> {
  const [row] = await rowsOf<{ country_code: string | null }>(
    db.execute(
      result.target.kind === 'group'
        ? sql`select f.country_code from animal_groups g join farms f on f.id = g.farm_id where g.organization_id = ${organizationId} and g.id = ${result.target.id}`
        : sql`select f.country_code from animals a join farms f on f.id = a.farm_id where a.organization_id = ${organizationId} and a.id = ${result.target.id}`,
    ),
  );
  return row?.country_code ?? null;
}

/**
 * GET /api/feed/ration/:number/loading-sheet: kg as fed of each feed per load for the head fed (the
 * ration's own unless given), in loading order with the scale's running reading, in the language of
 * the farm the group is on unless asked.
 */
export async function loadingSheet(
  context: AppContext,
  session: Session,
  number: number,
  query: { headCount?: number | undefined; loads: number; language?: Language | undefined },
): Promise<TableFile> {
  const ration = await findRation(context.db, session.organizationId, number);
  if (!ration) throw AppError.notFound();
  const result = ration.result;
  const language = query.language ?? farmLanguage(await countryOf(context.db, session.organizationId, result));
  const texts = FEED_FILE_TEXTS[language];
  const head = query.headCount ?? result.subGroups.reduce((sum, group) => sum + group.headCount, 0);
  const lines = loadingLines(result);
  const kilos = new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  let reading = 0;
  const rows = lines.map((line, index) => {
    const kg = (line.kgPerHead * head) / query.loads;
    reading += kg;
    return [String(index + 1), line.name, line.lotNumber === null ? '' : String(line.lotNumber), kilos.format(kg), kilos.format(reading)];
  });
  const today = context.clock().toISOString().slice(0, 10);
  return documentFile({
    name: `loading-sheet-${ration.number}-v${ration.version}-${today}`,
    title: texts.loadingSheet,
    subtitle: `${ration.name} (${texts.version} ${ration.version})`,
    blocks: [
      {
        heading: texts.ration,
        lines: [
          [texts.fedTo, result.target.name],
          [texts.headCount, String(head)],
          [texts.loads, String(query.loads)],
          [texts.date, isoToDisplayDate(today)],
        ],
      },
    ],
    tables: [{ heading: texts.perLoad, headers: [texts.order, texts.feed, texts.lot, texts.kgPerLoad, texts.cumulative], widths: [0.5, 4, 1, 1.5, 1.5], numeric: [3, 4], rows }],
    totals: [
      [texts.loadTotal, `${kilos.format(reading)} kg`],
      [texts.dayTotal, `${kilos.format(reading * query.loads)} kg`],
    ],
    closing: [texts.note],
  });
}
