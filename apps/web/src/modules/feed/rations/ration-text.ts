import { useTranslation } from 'react-i18next';
import type { Formulation } from '@ganado/shared/feed';
import { measureOf, useFeedFigures } from '../figures';

/** What a limit of the formulator is about, read from its id (`nutrient:ca:min`, `ingredient:<id>:max-of-dm`, `stock:<id>`, `dmi:max`). */
export interface LimitId {
  kind: 'dmi' | 'nutrient' | 'nutrientOfDm' | 'ingredient' | 'ingredientOfDm' | 'stock' | 'other';
  side: 'min' | 'max' | 'target';
  /** The nutrient or the feed the limit is about. */
  subject: string;
}

export function parseLimit(id: string): LimitId {
  const [head = '', ...rest] = id.split(':');
  const last = rest.at(-1) ?? '';
  const ofDm = last.endsWith('-of-dm');
  const side = (ofDm ? last.slice(0, -'-of-dm'.length) : last) as LimitId['side'];
  switch (head) {
    case 'dmi':
      return { kind: 'dmi', side, subject: '' };
    case 'stock':
      return { kind: 'stock', side: 'max', subject: rest.join(':') };
    case 'nutrient':
    case 'ingredient':
      return { kind: ofDm ? (`${head}OfDm` as const) : head, side, subject: rest.slice(0, -1).join(':') };
    default:
      return { kind: 'other', side: 'min', subject: id };
  }
}

/**
 * The names of the feeds a formulation speaks of by id (a lot's or a library feed's): from its
 * rations, and from the feeds chosen (an infeasible answer has no ration to name them by).
 */
export function feedNames(formulation: Formulation, chosen: readonly { lotId: string | null; ingredientId: string | null; name: string; lotNumber: number | null }[], lotName: (number: number, name: string) => string): Map<string, string> {
  const names = new Map<string, string>();
  for (const feed of chosen) {
    const name = feed.lotNumber === null ? feed.name : lotName(feed.lotNumber, feed.name);
    if (feed.lotId) names.set(feed.lotId, name);
    if (feed.ingredientId) names.set(feed.ingredientId, name);
  }
  for (const group of formulation.subGroups) {
    if (group.outcome.status !== 'optimal') continue;
    for (const item of group.outcome.ingredients) {
      if (item.lotId && item.lotNumber !== null) names.set(item.lotId, lotName(item.lotNumber, item.name));
      if (!names.has(item.ingredientId)) names.set(item.ingredientId, item.name);
    }
  }
  return names;
}

/** A step of a limit a farmer thinks in: a round figure near a fifth of its size (1 g of 38 g of calcium, 1 Mcal of 7), a point of a share. */
function stepOf(limit: number, unit: string): number {
  const { measure, toBase } = measureOf(unit);
  if (measure === 'share' || measure === 'percent') return 1;
  if (measure === 'energyDensity') return 0.1;
  const size = Math.abs(limit * toBase) / 5;
  return size > 0 ? 10 ** Math.floor(Math.log10(size)) : 1;
}

/** How the formulator's limits, conflicts and shadow prices read, with the feeds named. */
export function useRationText(names: ReadonlyMap<string, string>, currency: string) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const feed = (id: string) => names.get(id) ?? t('rations.someFeed');
  const subjectParams = (limit: LimitId) => ({ nutrient: figures.nutrient(limit.subject), nutrientInText: figures.nutrientInText(limit.subject), feed: feed(limit.subject) });

  /** "Minimum of NEm: 12.4 Mcal per head per day" (with the limit's value), or "the minimum of NEm" (without). */
  const limitText = (id: string, value?: { limit: number; unit: string }) => {
    const limit = parseLimit(id);
    if (limit.kind === 'other') return id;
    const params = subjectParams(limit);
    return value ? t(`rations.limits.${limit.kind}.${limit.side}`, { ...params, value: figures.quantity(value.limit, value.unit) }) : t(`rations.limitNames.${limit.kind}.${limit.side}`, params);
  };

  /** "1 Mcal more NEm costs 0.12 EUR more per head per day": the shadow price for a step of the limit. */
  const shadowText = (binding: { constraint: string; limit: number; shadowPrice: number; limitUnit: string }) => {
    const { toBase } = measureOf(binding.limitUnit);
    const step = stepOf(binding.limit, binding.limitUnit) / toBase;
    const price = binding.shadowPrice * step;
    if (Math.abs(price) < 1e-9) return t('rations.binding.free');
    const limit = parseLimit(binding.constraint);
    const what = limit.kind === 'other' ? binding.constraint : t(`rations.binding.what.${limit.kind}`, subjectParams(limit));
    return t(price > 0 ? 'rations.binding.costs' : 'rations.binding.saves', { step: figures.quantity(step, binding.limitUnit), what, price: figures.cost(Math.abs(price), currency, true) });
  };

  /**
   * A conflict as a sentence (its key is `rations.conflicts.<kind>.<min|max|target.min|target.max>`):
   * what is short or over and by how much against which limit, then what would help.
   */
  const conflictText = (conflict: { constraint: string; messageKey: string; params: Record<string, string | number>; limit: number; reached: number; missedBy: number; unit: string }) => {
    const limit = parseLimit(conflict.constraint);
    const unit = typeof conflict.params.unit === 'string' ? conflict.params.unit : conflict.unit;
    const missed = conflict.messageKey.endsWith('.max') ? 'max' : 'min';
    const ingredient = typeof conflict.params.ingredient === 'string' ? conflict.params.ingredient : null;
    // The server names the feed too: the name of the feeds chosen (with its lot) is preferred, its own else.
    const named = typeof conflict.params.ingredientName === 'string' ? conflict.params.ingredientName : null;
    const feedName = (id: string) => names.get(id) ?? named ?? feed(id);
    const nutrient = typeof conflict.params.nutrient === 'string' ? conflict.params.nutrient : limit.subject;
    const params = {
      ...subjectParams({ ...limit, subject: limit.kind.startsWith('nutrient') ? nutrient : (ingredient ?? limit.subject) }),
      ...(ingredient && !limit.kind.startsWith('nutrient') ? { feed: feedName(ingredient) } : {}),
      limit: figures.quantity(conflict.limit, unit),
      reached: figures.quantity(conflict.reached, unit),
      missedBy: figures.quantity(conflict.missedBy, unit),
    };
    const move = t(`rations.conflicts.move.${limit.side === 'target' ? `target.${missed}` : missed}`);
    const statement = t([conflict.messageKey, 'rations.conflicts.unknown'], { ...params, constraint: conflict.constraint });
    let remedy: string;
    if (limit.kind === 'nutrient' || limit.kind === 'nutrientOfDm') {
      remedy = ingredient ? t(`rations.conflicts.remedy.${missed === 'min' ? 'richer' : 'leaner'}`, { ...params, feed: feedName(ingredient), move }) : t('rations.conflicts.remedy.none', { move });
    } else if (limit.kind === 'stock') {
      remedy = t('rations.conflicts.remedy.stock');
    } else {
      remedy = t('rations.conflicts.remedy.limit', { move, reached: params.reached });
    }
    return t('rations.conflicts.sentence', { statement, remedy });
  };

  return { limitText, shadowText, conflictText, feed };
}
