import { convert } from '@ganado/shared/ledger';
import type { SessionMilk } from './compute/input';
import type { HerdColumns } from './compute/input.columns';
import type { AnimalRow, HerdRows } from './herd.repository';

/**
 * Cow's milk weighs 1.032 kg a litre (ICAR guidelines, section 2: litres are converted to kg with
 * this factor), so yields recorded in litres join those weighed.
 */
export const MILK_KG_PER_LITRE = 1.032;

const MS_PER_DAY = 86_400_000;

const kilograms = (value: number, unit: string | null): number | null => convert(value, unit ?? 'kg', 'kg') ?? null;

function milkKilograms(value: number, unit: string | null): number | null {
  if (unit === 'L') return value * MILK_KG_PER_LITRE;
  return kilograms(value, unit);
}

/** The day a milking belongs to (UTC), for adding a day's sessions together. */
const dayOf = (at: number) => Math.floor(at / MS_PER_DAY);

/** A day's milk of one cow: its sessions added together, fat and protein weighted by yield, cells by yield too (a bulk sample). */
interface DayMilk {
  animal: number;
  day: number;
  kg: number;
  fatKg: number;
  fatBase: number;
  proteinKg: number;
  proteinBase: number;
  cells: number;
  cellBase: number;
}

function milkDays(rows: HerdRows['milk'], animalOf: (id: string) => number | undefined): HerdColumns['milkTests'] {
  const days = new Map<string, DayMilk>();
  for (const row of rows) {
    const animal = animalOf(row.animalId);
    if (animal === undefined || row.value === null) continue;
    const kg = milkKilograms(row.value, row.unit);
    if (kg === null) continue;
    const key = `${animal}:${dayOf(row.at)}`;
    let day = days.get(key);
    if (!day) {
      day = { animal, day: dayOf(row.at), kg: 0, fatKg: 0, fatBase: 0, proteinKg: 0, proteinBase: 0, cells: 0, cellBase: 0 };
      days.set(key, day);
    }
    day.kg += kg;
    if (row.fatPercent !== null) {
      day.fatKg += (kg * row.fatPercent) / 100;
      day.fatBase += kg;
    }
    if (row.proteinPercent !== null) {
      day.proteinKg += (kg * row.proteinPercent) / 100;
      day.proteinBase += kg;
    }
    if (row.somaticCellCount !== null) {
      day.cells += kg * row.somaticCellCount;
      day.cellBase += kg;
    }
  }
  const tests = [...days.values()];
  return {
    animal: Int32Array.from(tests, (day) => day.animal),
    at: Float64Array.from(tests, (day) => day.day * MS_PER_DAY),
    kg: Float64Array.from(tests, (day) => day.kg),
    fatPercent: Float64Array.from(tests, (day) => (day.fatBase > 0 ? (100 * day.fatKg) / day.fatBase : Number.NaN)),
    proteinPercent: Float64Array.from(tests, (day) => (day.proteinBase > 0 ? (100 * day.proteinKg) / day.proteinBase : Number.NaN)),
    somaticCellCount: Float64Array.from(tests, (day) => (day.cellBase > 0 ? day.cells / day.cellBase : Number.NaN)),
  };
}

/** Numbers for the columns, NaN standing for none (input.columns.ts). */
const orNaN = (value: number | null | undefined) => (value === null || value === undefined ? Number.NaN : value);
const HEALTH_KINDS = ['disease', 'treatment', 'vaccination'] as const;

/**
 * The herd as `@ganado/herd-kpis` reads it, in the columns it travels in to the worker thread
 * (compute/input.columns.ts), from the animals in scope and their records (already cut at the as-of
 * day): weights in kg, a day's milkings as one test, an animal's first removal as its departure,
 * the sire of a service its herd bull or semen sire. Records of animals not in scope are left out.
 * `ref` numbers the ids and texts.
 */
export function herdColumnsOf(animals: readonly AnimalRow[], rows: HerdRows, ref: (value: string | null) => number): HerdColumns {
  const indexOf = new Map(animals.map((animal) => [animal.id, ref(animal.id)]));
  const animalOf = (id: string) => indexOf.get(id);
  const inScope = <T extends { animalId: string }>(list: readonly T[]) => list.filter((row) => indexOf.has(row.animalId));
  const departures = new Map<string, { at: number; reason: string }>();
  for (const row of rows.removals) {
    const known = departures.get(row.animalId);
    if (!known || row.at < known.at) departures.set(row.animalId, { at: row.at, reason: row.reason ?? 'other' });
  }
  const services = inScope(rows.services);
  const checks = inScope(rows.checks).filter((row) => row.result === 'pregnant' || row.result === 'open');
  const calvings = inScope(rows.calvings);
  const weighings = inScope(rows.weights).flatMap((row) => {
    const kg = row.value === null ? null : kilograms(row.value, row.unit);
    return kg === null ? [] : [{ animalId: row.animalId, at: row.at, kg }];
  });
  const health = inScope(rows.health);
  const calfStart = new Int32Array(calvings.length + 1);
  calvings.forEach((calving, i) => (calfStart[i + 1] = calfStart[i]! + (calving.calfIds?.length ?? 0)));
  return {
    animals: {
      id: Int32Array.from(animals, (a) => indexOf.get(a.id)!),
      gender: Int32Array.from(animals, (a) => ref(a.gender)),
      birthAt: Float64Array.from(animals, (a) => (a.birthDate ? Date.parse(`${a.birthDate}T00:00:00.000Z`) : Number.NaN)),
      dam: Int32Array.from(animals, (a) => ref(a.damId)),
      enteredAt: Float64Array.from(animals, (a) => a.enteredAt),
      departureAt: Float64Array.from(animals, (a) => orNaN(departures.get(a.id)?.at)),
      departureReason: Int32Array.from(animals, (a) => ref(departures.get(a.id)?.reason ?? null)),
      birthWeightKg: Float64Array.from(animals, (a) => orNaN(a.birthWeight === null ? null : kilograms(a.birthWeight, a.birthWeightUnit))),
      groupKey: Int32Array.from(animals, (a) => ref(a.groupId)),
    },
    services: {
      animal: Int32Array.from(services, (s) => animalOf(s.animalId)!),
      at: Float64Array.from(services, (s) => s.at),
      inseminator: Int32Array.from(services, (s) => ref(s.inseminatorId)),
      sire: Int32Array.from(services, (s) => ref(s.sireId ?? s.semenSireId ?? s.semenCode)),
      batch: Int32Array.from(services, (s) => ref(s.semenBatchId)),
    },
    diagnoses: {
      animal: Int32Array.from(checks, (c) => animalOf(c.animalId)!),
      at: Float64Array.from(checks, (c) => c.at),
      pregnant: Uint8Array.from(checks, (c) => (c.result === 'pregnant' ? 1 : 0)),
    },
    calvings: {
      animal: Int32Array.from(calvings, (c) => animalOf(c.animalId)!),
      at: Float64Array.from(calvings, (c) => c.at),
      calfStart,
      calfIds: Int32Array.from(calvings.flatMap((c) => c.calfIds ?? []), (id) => ref(id)),
    },
    weighings: {
      animal: Int32Array.from(weighings, (w) => animalOf(w.animalId)!),
      at: Float64Array.from(weighings, (w) => w.at),
      kg: Float64Array.from(weighings, (w) => w.kg),
    },
    milkTests: milkDays(rows.milk, animalOf),
    health: {
      animal: Int32Array.from(health, (h) => animalOf(h.animalId)!),
      at: Float64Array.from(health, (h) => h.at),
      kind: Uint8Array.from(health, (h) => HEALTH_KINDS.indexOf(h.type)),
      label: Int32Array.from(health, (h) => ref(h.label)),
      cost: Float64Array.from(health, (h) => orNaN(h.costMinor)),
    },
  };
}

const SESSION_ORDER = ['morning', 'midday', 'evening', 'daily'];

/** Milk by milking session over the period [from, to), from the records before a day's sessions become one test. */
export function milkBySession(animals: readonly AnimalRow[], rows: HerdRows['milk'], period: { from: Date; to: Date }): SessionMilk[] {
  const inScope = new Set(animals.map((animal) => animal.id));
  const sessions = new Map<string, SessionMilk>();
  for (const row of rows) {
    if (!inScope.has(row.animalId) || row.value === null || row.at < period.from.getTime() || row.at >= period.to.getTime()) continue;
    const kg = milkKilograms(row.value, row.unit);
    if (kg === null) continue;
    const key = row.session ?? 'daily';
    const session = sessions.get(key) ?? { session: key, records: 0, kg: 0 };
    session.records += 1;
    session.kg += kg;
    sessions.set(key, session);
  }
  return [...sessions.values()].sort((a, b) => SESSION_ORDER.indexOf(a.session) - SESSION_ORDER.indexOf(b.session));
}
