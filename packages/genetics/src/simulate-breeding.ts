/**
 * The breeding behind simulateHerd (simulate.ts describes the herd): founders, then ten calving
 * seasons, each calf with its true parents and true effects. Exactly `animals` animals: each year's
 * calves are a quota drawn from the cows old enough to calve, so the total does not depend on luck.
 */
import { type SimulatedVariances } from './simulate';

const YEARS = 10;
const BULLS_PER_HERD = 3;
const AI_SHARE = 0.6;
/** Years an AI sire's semen is used for. */
const AI_YEARS = 6;
const DAY = 86_400_000;
const birthAt = (year: number, day: number) => Date.UTC(2016 + year, 2, 1) + day * DAY;

export interface BredHerd {
  ids: string[];
  /** True parents (−1 for founders). */
  sire: Int32Array;
  dam: Int32Array;
  birth: Float64Array;
  /** 0…9 for calves of the ten seasons; negative for founders. */
  birthYear: Int32Array;
  herd: Int32Array;
  male: Uint8Array;
  direct: Float64Array;
  maternal: Float64Array;
  environment: Float64Array;
}

export function breedHerd(animals: number, variances: SimulatedVariances, random: () => number, normal: () => number): BredHerd {
  const herds = Math.max(1, Math.round(animals / 1000));
  // Enough cows that about 85% of those old enough calve each year.
  const herdCows = Math.max(4, Math.ceil(animals / herds / 8.5));
  const founderAiSires = Math.max(3, Math.round(animals / 2500));
  const bred: BredHerd = {
    ids: new Array<string>(animals),
    sire: new Int32Array(animals).fill(-1),
    dam: new Int32Array(animals).fill(-1),
    birth: new Float64Array(animals),
    birthYear: new Int32Array(animals),
    herd: new Int32Array(animals),
    male: new Uint8Array(animals),
    direct: new Float64Array(animals),
    maternal: new Float64Array(animals),
    environment: new Float64Array(animals),
  };
  // Cholesky factor of G, to draw correlated direct and maternal values.
  const l11 = Math.sqrt(variances.direct);
  const l21 = variances.maternal > 0 ? variances.directMaternal / l11 : 0;
  const l22 = Math.sqrt(Math.max(0, variances.maternal - l21 * l21));
  const environmentSd = Math.sqrt(variances.permanentEnvironment);
  let count = 0;
  const add = (id: string, year: number, herd: number, male: boolean, sire: number, dam: number, scale: number) => {
    const i = count++;
    bred.ids[i] = id;
    bred.sire[i] = sire;
    bred.dam[i] = dam;
    bred.birthYear[i] = year;
    bred.birth[i] = birthAt(year, Math.floor(random() * 75));
    bred.herd[i] = herd;
    bred.male[i] = male ? 1 : 0;
    const z1 = normal();
    const z2 = normal();
    const average = (values: Float64Array) => 0.5 * ((sire >= 0 ? values[sire]! : 0) + (dam >= 0 ? values[dam]! : 0));
    bred.direct[i] = average(bred.direct) + scale * l11 * z1;
    bred.maternal[i] = average(bred.maternal) + scale * (l21 * z1 + l22 * z2);
    bred.environment[i] = environmentSd * normal();
    return i;
  };

  let cows: number[] = [];
  const bulls: number[][] = [];
  const aiSires: number[] = [];
  const aiFrom: number[] = [];
  const aiPopularity: number[] = [];
  const addAiSire = (animal: number, year: number) => {
    aiSires.push(animal);
    aiFrom.push(year);
    aiPopularity.push(Math.exp(normal())); // a few sires are used far more than others
  };
  for (let a = 0; a < founderAiSires; a += 1) addAiSire(add(`AI-${a}`, -4 - Math.floor(random() * 6), -1, true, -1, -1, 1), 0);
  for (let h = 0; h < herds; h += 1) {
    for (let c = 0; c < herdCows; c += 1) cows.push(add(`H${h}-F${c}`, -2 - Math.floor(random() * 8), h, false, -1, -1, 1));
    bulls.push(Array.from({ length: BULLS_PER_HERD }, (_, b) => add(`H${h}-B${b}`, -2 - Math.floor(random() * 3), h, true, -1, -1, 1)));
  }

  const founders = count;
  const serial = new Int32Array(herds);
  for (let year = 0; year < YEARS && count < animals; year += 1) {
    // AI sires in use this year, with their cumulative popularity.
    const inUse = aiSires.map((_, k) => k).filter((k) => aiFrom[k]! <= year && year < aiFrom[k]! + AI_YEARS);
    const cumulative = Float64Array.from(inUse, (k) => aiPopularity[k]!);
    for (let k = 1; k < cumulative.length; k += 1) cumulative[k]! += cumulative[k - 1]!;
    const pickAiSire = () => {
      const target = random() * cumulative[cumulative.length - 1]!;
      let low = 0;
      while (cumulative[low]! < target) low += 1;
      return aiSires[inUse[low]!]!;
    };

    const eligible = cows.filter((cow) => bred.birthYear[cow]! <= year - 2);
    for (let k = eligible.length - 1; k > 0; k -= 1) {
      const j = Math.floor(random() * (k + 1));
      [eligible[k], eligible[j]] = [eligible[j]!, eligible[k]!];
    }
    const quota = Math.min(eligible.length, Math.ceil((animals - count) / (YEARS - year)));
    // The cows that calve, herd by herd (as a herd's calving book is entered).
    const calving = eligible.slice(0, quota).sort((a, b) => bred.herd[a]! - bred.herd[b]! || a - b);
    const firstCalf = count;
    for (const dam of calving) {
      const h = bred.herd[dam]!;
      const herdBulls = bulls[h]!;
      const sire = random() < AI_SHARE && inUse.length > 0 ? pickAiSire() : herdBulls[Math.floor(random() * herdBulls.length)]!;
      add(`H${h}-${2016 + year}-${serial[h]!++}`, year, h, random() < 0.5, sire, dam, Math.SQRT1_2);
    }

    // Culling, then heifer calves of this year replace the cows culled in their herd.
    const kept = cows.filter((cow) => year - bred.birthYear[cow]! < 12 && random() >= 0.12);
    const perHerd = new Int32Array(herds);
    for (const cow of kept) perHerd[bred.herd[cow]!]! += 1;
    for (let calf = firstCalf; calf < count; calf += 1) {
      const h = bred.herd[calf]!;
      if (bred.male[calf] === 0 && perHerd[h]! < herdCows) {
        kept.push(calf);
        perHerd[h]! += 1;
      }
    }
    cows = kept;

    // The best bull calves of two seasons ago (by true direct merit) go to AI; each herd buys a yearling.
    const sons = Array.from({ length: count - founders }, (_, k) => founders + k).filter((calf) => bred.male[calf] === 1);
    const ofYear = (y: number) => sons.filter((calf) => bred.birthYear[calf] === y);
    ofYear(year - 1)
      .sort((a, b) => bred.direct[b]! - bred.direct[a]!)
      .slice(0, Math.max(1, Math.round(founderAiSires / 4)))
      .forEach((bull) => addAiSire(bull, year + 1));
    const yearlings = ofYear(year);
    if (yearlings.length > 0) for (const herdBulls of bulls) herdBulls[year % BULLS_PER_HERD] = yearlings[Math.floor(random() * yearlings.length)]!;
  }
  if (count < animals) throw new RangeError(`${animals} animals need more cows than the herd keeps; ${count} were born.`);
  return bred;
}
