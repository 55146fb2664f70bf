import type { Ingredient } from '@ganado/rations';
import type { FeedingSystem, FeedOption } from './types';

/**
 * What a feed supplies, per kg of its DM, in the formulator's units (fractions of DM, Mcal/kg DM),
 * including what no laboratory reports but the requirements are stated in.
 *
 * Metabolisable protein, by the NRC (1996) level 1 method NASEM (2016) keeps for beef, used here
 * for dairy cows too (NASEM 2021's own protein supply needs inputs a feed analysis rarely has; the
 * approximation is docs/decisions.md's): microbes grow 0.13 kg of crude protein per kg of TDN when
 * rumen-degradable protein allows, and that protein is 80 % true and 80 % digested (0.64); the
 * undegraded protein is 80 % digested. So MP = 0.8 × RUP + 0.64 × 0.13 × TDN, and the rumen must
 * have the RDP the microbes use: Σ (RDP − 0.13 × TDN) ≥ 0, the `rdpBalance` row.
 */
export const MICROBIAL_CP_PER_TDN = 0.13;
export const MICROBIAL_MP_PER_CP = 0.64;
export const RUP_DIGESTIBILITY = 0.8;

/**
 * Absorption of a feed's Ca and P by a dairy cow when the feed gives none of its own: NRC (2001)
 * Nutrient Requirements of Dairy Cattle, ch. 6: forages 0.30 and 0.64, other feeds 0.60 and 0.70.
 * A mineral source is better given its own (limestone, dicalcium phosphate differ).
 */
export const DEFAULT_ABSORPTION = { forage: { ca: 0.3, p: 0.64 }, other: { ca: 0.6, p: 0.7 } } as const;

/** Units whose figures the formulator takes as they are: energies and the ids it does not know. */
const PERCENT_OF_DM = new Set(['cp', 'rup', 'rdp', 'ndf', 'adf', 'fat', 'starch', 'sugar', 'ash', 'tdn', 'ca', 'p', 'mg', 'k', 'na', 'cl', 's']);
const ENERGIES = new Set(['nem', 'neg', 'nel', 'me', 'de']);

/** RUP and RDP split CP: either one gives the other. */
export function proteinSplit(nutrients: Readonly<Record<string, number>>): { rup: number | undefined; rdp: number | undefined } {
  const { cp, rup, rdp } = nutrients;
  return {
    rup: rup ?? (cp !== undefined && rdp !== undefined ? Math.max(0, cp - rdp) : undefined),
    rdp: rdp ?? (cp !== undefined && rup !== undefined ? Math.max(0, cp - rup) : undefined),
  };
}

/** The feed's concentrations for the formulator: fractions of DM and energies, plus `mp` and `rdpBalance`. */
export function supplied(feed: FeedOption, system: FeedingSystem): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, value] of Object.entries(feed.nutrients)) {
    if (PERCENT_OF_DM.has(id)) out[id] = value / 100;
    else if (ENERGIES.has(id)) out[id] = value;
  }
  const split = proteinSplit(feed.nutrients);
  const tdn = (feed.nutrients.tdn ?? 0) / 100;
  out.mp = RUP_DIGESTIBILITY * ((split.rup ?? 0) / 100) + MICROBIAL_MP_PER_CP * MICROBIAL_CP_PER_TDN * tdn;
  out.rdpBalance = (split.rdp ?? 0) / 100 - MICROBIAL_CP_PER_TDN * tdn;
  if (system !== 'beefGrowing') {
    // NASEM (2021) states a cow's Ca and P as absorbed grams: the feed's are its content times its absorption.
    const defaults = feed.category === 'forage' ? DEFAULT_ABSORPTION.forage : DEFAULT_ABSORPTION.other;
    out.ca = (out.ca ?? 0) * (feed.caAbsorption ?? defaults.ca);
    out.p = (out.p ?? 0) * (feed.pAbsorption ?? defaults.p);
  }
  return out;
}

/** A feed as the formulator's ingredient, with its limits (the caller gives the tighter of the farm's and the library's). */
export function ingredientOf(feed: FeedOption, system: FeedingSystem): Ingredient {
  return {
    id: feed.id,
    name: feed.name,
    dmPercent: feed.dmPercent,
    pricePerTonneAsFed: feed.pricePerTonne ?? 0,
    nutrients: supplied(feed, system),
    ...(feed.minPercentOfDm === null ? {} : { minFractionOfDm: feed.minPercentOfDm / 100 }),
    ...(feed.maxPercentOfDm === null ? {} : { maxFractionOfDm: feed.maxPercentOfDm / 100 }),
    ...(feed.maxKgDmPerHead === null ? {} : { maxKgDmPerHead: feed.maxKgDmPerHead }),
    ...(feed.stockKg === null ? {} : { stockKgAsFed: feed.stockKg }),
  };
}
