import type { FeedingProblem, FeedOption, Warning } from '@ganado/feeding';
import type { MessageKey } from '@ganado/shared';
import type { Formulation, FormulationRequest } from '@ganado/shared/feed';
import { fromMinor } from '@ganado/shared/money';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { type FeedForRation, feedsForRation } from '../inventory/feeds-for-ration';
import { targetAnimals } from './animals.repository';
import { feedId, presentFormulation } from './formulation.present';
import { formulateOffThread } from './formulation.off-thread';

export interface Formulated {
  formulation: Formulation;
  /** The country of the farm the animals are on. */
  countryCode: string | null;
}

/** POST /api/feed/formulation: the least-cost ration, nothing written. */
export async function formulateRation(context: AppContext, session: Session, request: FormulationRequest): Promise<Formulation> {
  return (await context.db.transaction((tx) => formulated(tx, session.organizationId, request, context.clock()))).formulation;
}

/**
 * Reads the animals and the feeds, checks what no formulation may use, and formulates off the
 * request thread. Throws 404 for another organisation's group, animal or feed, 422 naming the field
 * for a feed unsafe for the species, a group with no weights, prices in two currencies.
 */
export async function formulated(tx: Db, organizationId: string, request: FormulationRequest, on: Date): Promise<Formulated> {
  const herd = await targetAnimals(tx, organizationId, request.target, on);
  const targetParam = request.target.kind === 'group' ? 'target.groupId' : 'target.animalId';
  if (herd.target.headCount === 0) throw AppError.invalid({ param: targetParam, key: 'feed.emptyGroup' });
  if (herd.animals.length === 0) throw AppError.invalid({ param: targetParam, key: 'feed.noWeights' });
  if (request.system === 'dairyLactating' && herd.animals.every((animal) => animal.milk === null)) throw AppError.invalid({ param: targetParam, key: 'feed.noMilkRecords' });
  const feeds = await feedsForRation(tx, organizationId, request.feeds, on);
  refuseUnsafe(feeds, herd.speciesCodes);
  const currency = currencyOf(feeds, request);
  const problem: FeedingProblem = {
    system: request.system,
    animals: herd.animals,
    feeds: feeds.map((feed, index) => feedOption(feed, request.feeds[index]!)),
    subGroups: request.subGroups,
    days: request.days,
    targetGainKgPerDay: request.targetGainKgPerDay ?? null,
    finalWeightKg: request.finalWeightKg ?? null,
    milkPricePerKg: request.milkPrice ? fromMinor(request.milkPrice.amountMinor, request.milkPrice.currency) : null,
  };
  const outcome = await formulateOffThread(problem);
  if (!outcome.ok) throw AppError.invalid({ param: paramOf(outcome.field), key: outcome.key as MessageKey });
  const warnings: Warning[] = [...outcome.result.warnings];
  if (herd.unweighed.length > 0) warnings.unshift({ key: 'feed.warnings.unweighed', params: { count: herd.unweighed.length, tags: herd.unweighed.join(', ') } });
  return { formulation: presentFormulation(herd.target, request.system, currency, feeds, { ...outcome.result, warnings }), countryCode: herd.countryCode };
}

/** The farm's limits and the library's safety limits together: the tighter of each. */
function feedOption(feed: FeedForRation, chosen: FormulationRequest['feeds'][number]): FeedOption {
  const maxima = [chosen.maxPercentOfDm, feed.maxPercentOfDm].filter((value): value is number => value !== null && value !== undefined);
  return {
    id: feedId(feed),
    name: feed.name,
    category: feed.category,
    dmPercent: feed.dmPercent,
    nutrients: feed.nutrients,
    caAbsorption: feed.caAbsorption,
    pAbsorption: feed.pAbsorption,
    pricePerTonne: feed.pricePerTonne,
    stockKg: feed.stockKg,
    minPercentOfDm: chosen.minPercentOfDm ?? null,
    maxPercentOfDm: maxima.length === 0 ? null : Math.min(...maxima),
    maxKgDmPerHead: feed.maxKgDmPerHead,
  };
}

/** A feed the library says must not be fed to one of the species (copper to sheep) is refused by name. */
function refuseUnsafe(feeds: readonly FeedForRation[], speciesCodes: readonly string[]): void {
  const problems = feeds.flatMap((feed, index) =>
    feed.notForSpecies.some((code) => speciesCodes.includes(code)) ? [{ param: `feeds.${index}.${feed.lotId ? 'lotId' : 'ingredientId'}`, key: 'feed.notForSpecies' as const }] : [],
  );
  if (problems.length > 0) throw AppError.invalid(problems);
}

/** One currency for every price of the formulation: the feeds' and the milk's. */
function currencyOf(feeds: readonly FeedForRation[], request: FormulationRequest): string {
  const priced = feeds.map((feed, index) => ({ currency: feed.currency, index })).filter((entry) => entry.currency !== null && feeds[entry.index]!.pricePerTonne !== null);
  const currency = priced[0]?.currency ?? request.milkPrice?.currency ?? 'USD';
  const other = priced.find((entry) => entry.currency !== currency);
  if (other) throw AppError.invalid({ param: `feeds.${other.index}`, key: 'feed.currenciesDiffer' });
  if (request.milkPrice && request.milkPrice.currency !== currency) throw AppError.invalid({ param: 'milkPrice.currency', key: 'feed.currenciesDiffer' });
  return currency;
}

/** The request's field a package's refusal is about: a feed's figure is its feed, an animal's its target. */
function paramOf(field: string): string {
  const feed = /^ingredients\[(\d+)\]/.exec(field);
  if (feed) return `feeds.${feed[1]}`;
  if (field === 'targetGainKgPerDay') return 'targetGainKgPerDay';
  if (field === 'matureWeightKg') return 'finalWeightKg';
  if (field === 'days') return 'days';
  return 'target';
}
