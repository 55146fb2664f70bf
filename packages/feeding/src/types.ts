/**
 * What the feed module hands the package and gets back. Feed values are in the units a laboratory
 * writes (% of DM, Mcal/kg DM, mg/kg DM, IU/kg DM: @ganado/shared's feed nutrients), prices in the
 * currency's major units per tonne as fed. Nothing is rounded.
 */
import type { RationResult } from '@ganado/rations';

export type FeedingSystem = 'beefGrowing' | 'dairyLactating' | 'dairyDry';

/** An animal as its records describe it today. */
export interface FeedingAnimal {
  id: string;
  /** Latest weight, kg. */
  bodyWeightKg: number;
  sex: 'male' | 'female' | 'castrated';
  /** Age today in whole months, when the birth date is known. */
  ageMonths: number | null;
  /** Calvings so far (0 for a heifer). */
  calvings: number;
  /** Since the latest calving. */
  daysInMilk: number | null;
  /** Since the conception of a pregnancy confirmed and not yet ended; 0 when open. */
  daysPregnant: number;
  /** The latest milk record's day, when within a month. */
  milk: { kgPerDay: number; fatPercent: number | null; proteinPercent: number | null; lactosePercent: number | null } | null;
  bodyConditionScore: number | null;
}

export interface FeedOption {
  /** Unique within the problem. */
  id: string;
  name: string;
  category: string;
  dmPercent: number;
  nutrients: Readonly<Record<string, number>>;
  caAbsorption: number | null;
  pAbsorption: number | null;
  /** Per tonne as fed; null when unpriced (counted as 0, with a warning). */
  pricePerTonne: number | null;
  /** kg as fed on hand; null when bought as needed. */
  stockKg: number | null;
  minPercentOfDm: number | null;
  maxPercentOfDm: number | null;
  maxKgDmPerHead: number | null;
}

export interface FeedingProblem {
  system: FeedingSystem;
  animals: readonly FeedingAnimal[];
  feeds: readonly FeedOption[];
  /** Sub-groups by weight, 1 or more. */
  subGroups: number;
  /** Days the stock must last. */
  days: number;
  /** Beef. */
  targetGainKgPerDay?: number | null;
  finalWeightKg?: number | null;
  /** Dairy: per kg of milk. */
  milkPricePerKg?: number | null;
}

export interface RequirementFigure {
  id: 'nem' | 'neg' | 'nel' | 'mp' | 'ca' | 'p';
  unit: 'Mcal/d' | 'g/d';
  total: number;
  parts: { maintenance: number; gain: number; lactation: number; pregnancy: number };
  basis: 'dietary' | 'absorbed' | null;
}

export interface Warning {
  key: string;
  params: Record<string, string | number>;
}

export interface SubGroupResult {
  index: number;
  animalIds: string[];
  averageWeightKg: number;
  requirements: { dmiKg: number; nutrients: RequirementFigure[] };
  /** The last formulation, its nutrients as the screen reads them (net energy by the two pools). */
  result: RationResult;
  /** Dairy with a milk price: milk income less feed cost a head a day. */
  incomeOverFeedCostPerHead: number | null;
  /** Formulations run until intake and the energy split settled. */
  iterations: number;
}

export interface FeedingResult {
  subGroups: SubGroupResult[];
  warnings: Warning[];
}
