import type { FeedingAnimal, FeedOption } from './types';

/**
 * Feeds and animals the tests share. The compositions are typical values a farm's own analyses
 * give (rounded), not a publication's table; the tests check arithmetic and behaviour, not them.
 */
const feed = (id: string, category: string, dmPercent: number, pricePerTonne: number, nutrients: Record<string, number>, extra: Partial<FeedOption> = {}): FeedOption => ({
  id,
  name: id,
  category,
  dmPercent,
  nutrients,
  caAbsorption: null,
  pAbsorption: null,
  pricePerTonne,
  stockKg: null,
  minPercentOfDm: null,
  maxPercentOfDm: null,
  maxKgDmPerHead: null,
  ...extra,
});

export const cornSilage = feed('corn silage', 'forage', 35, 45, { cp: 8.5, rup: 2.3, rdp: 6.2, ndf: 42, adf: 25, fat: 3.2, tdn: 70, nem: 1.6, neg: 1.0, nel: 1.55, ca: 0.25, p: 0.22 });
export const alfalfaHay = feed('alfalfa hay', 'forage', 89, 180, { cp: 19, rup: 5, rdp: 14, ndf: 42, adf: 32, fat: 2.5, tdn: 58, nem: 1.24, neg: 0.68, nel: 1.3, ca: 1.4, p: 0.26 });
export const groundCorn = feed('ground corn', 'grain', 88, 210, { cp: 9, rup: 4.5, rdp: 4.5, ndf: 9.5, adf: 3.4, fat: 4.2, tdn: 88, nem: 2.2, neg: 1.52, nel: 2.0, ca: 0.03, p: 0.28 });
export const soybeanMeal = feed('soybean meal', 'proteinMeal', 89, 420, { cp: 49.9, rup: 17, rdp: 32.9, ndf: 9.8, adf: 6.2, fat: 1.6, tdn: 84, nem: 2.07, neg: 1.41, nel: 1.94, ca: 0.4, p: 0.71 });
export const limestone = feed('limestone', 'mineral', 99, 90, { ca: 38, ash: 96 }, { caAbsorption: 0.6 });

const animal = (id: string, bodyWeightKg: number, extra: Partial<FeedingAnimal> = {}): FeedingAnimal => ({
  id,
  bodyWeightKg,
  sex: 'castrated',
  ageMonths: 14,
  calvings: 0,
  daysInMilk: null,
  daysPregnant: 0,
  milk: null,
  bodyConditionScore: null,
  ...extra,
});

/** Ten finishing steers from 380 to 470 kg. */
export const steers = Array.from({ length: 10 }, (_, index) => animal(`steer-${String(index).padStart(2, '0')}`, 380 + index * 10));

/** Four cows in their second lactation, 120 days in milk, giving 30–36 kg of 3.9 % fat and 3.2 % protein milk. */
export const cows = Array.from({ length: 4 }, (_, index) =>
  animal(`cow-${index}`, 640, {
    sex: 'female',
    ageMonths: 50,
    calvings: 2,
    daysInMilk: 120,
    milk: { kgPerDay: 30 + index * 2, fatPercent: 3.9, proteinPercent: 3.2, lactosePercent: null },
    bodyConditionScore: 3,
  }),
);
