import type { DepartureReason, HerdAnimal, HerdCalving, HerdDiagnosis, HerdHealthEvent, HerdRecords, HerdService, HerdWeighing } from '@ganado/herd-kpis';
import { convert } from '@ganado/shared/ledger';
import type { SessionMilk } from './compute/input';
import type { AnimalRow, RecordRow } from './herd.repository';

/**
 * Cow's milk weighs 1.032 kg a litre (ICAR guidelines, section 2: litres are converted to kg with
 * this factor), so yields recorded in litres join those weighed.
 */
export const MILK_KG_PER_LITRE = 1.032;

const kilograms = (value: number, unit: string | null): number | null => convert(value, unit ?? 'kg', 'kg') ?? null;

function milkKilograms(value: number, unit: string | null): number | null {
  if (unit === 'L') return value * MILK_KG_PER_LITRE;
  return kilograms(value, unit);
}

/** The day a milking belongs to (UTC), for adding a day's sessions together. */
const dayOf = (at: number) => Math.floor(at / 86_400_000);

/** A day's milk of one cow: its sessions added together, fat and protein weighted by yield, cells by yield too (a bulk sample). */
interface DayMilk {
  animalId: string;
  at: number;
  kg: number;
  fatKg: number;
  fatBase: number;
  proteinKg: number;
  proteinBase: number;
  cells: number;
  cellBase: number;
}

function milkDays(rows: readonly RecordRow[]): HerdRecords['milkTests'] {
  const days = new Map<string, DayMilk>();
  for (const row of rows) {
    if (row.type !== 'milk' || row.value === null) continue;
    const kg = milkKilograms(row.value, row.unit);
    if (kg === null) continue;
    const key = `${row.animalId}:${dayOf(row.at)}`;
    let day = days.get(key);
    if (!day) {
      day = { animalId: row.animalId, at: dayOf(row.at) * 86_400_000, kg: 0, fatKg: 0, fatBase: 0, proteinKg: 0, proteinBase: 0, cells: 0, cellBase: 0 };
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
  return [...days.values()].map((day) => ({
    animalId: day.animalId,
    at: new Date(day.at),
    kg: day.kg,
    fatPercent: day.fatBase > 0 ? (100 * day.fatKg) / day.fatBase : null,
    proteinPercent: day.proteinBase > 0 ? (100 * day.proteinKg) / day.proteinBase : null,
    somaticCellCount: day.cellBase > 0 ? day.cells / day.cellBase : null,
  }));
}

/**
 * The herd as `@ganado/herd-kpis` reads it from the animals in scope and their records (already cut
 * at the as-of day): weights in kg, a day's milkings as one test, an animal's first removal as its
 * departure, the sire of a service its herd bull or semen sire.
 */
export function herdRecordsOf(animals: readonly AnimalRow[], rows: readonly RecordRow[]): HerdRecords {
  const departures = new Map<string, { at: Date; reason: DepartureReason }>();
  for (const row of rows) {
    if (row.type !== 'removal') continue;
    const known = departures.get(row.animalId);
    if (!known || row.at < known.at.getTime()) departures.set(row.animalId, { at: new Date(row.at), reason: (row.reason ?? 'other') as DepartureReason });
  }
  const herdAnimals: HerdAnimal[] = animals.map((animal) => ({
    id: animal.id,
    gender: animal.gender,
    birthAt: animal.birthDate ? new Date(`${animal.birthDate}T00:00:00.000Z`) : null,
    damId: animal.damId,
    enteredAt: new Date(animal.enteredAt),
    departure: departures.get(animal.id) ?? null,
    birthWeightKg: animal.birthWeight === null ? null : kilograms(animal.birthWeight, animal.birthWeightUnit),
    groupKey: animal.groupId,
  }));
  const services: HerdService[] = [];
  const diagnoses: HerdDiagnosis[] = [];
  const calvings: HerdCalving[] = [];
  const weighings: HerdWeighing[] = [];
  const health: HerdHealthEvent[] = [];
  rows.forEach((row, index) => {
    const at = new Date(row.at);
    if (row.type === 'service') {
      const sireId = row.sireId ?? row.semenSireId ?? row.semenCode;
      services.push({ id: `${row.animalId}:${index}`, animalId: row.animalId, at, inseminatorId: row.inseminatorId, sireId, batchId: row.semenBatchId });
    } else if (row.type === 'pregnancyCheck' && (row.result === 'pregnant' || row.result === 'open')) {
      diagnoses.push({ animalId: row.animalId, at, pregnant: row.result === 'pregnant' });
    } else if (row.type === 'calving') {
      calvings.push({ animalId: row.animalId, at, calfIds: row.calfIds ?? [] });
    } else if (row.type === 'weight') {
      const kg = row.value === null ? null : kilograms(row.value, row.unit);
      if (kg !== null) weighings.push({ animalId: row.animalId, at, kg });
    } else if (row.type === 'disease' || row.type === 'treatment' || row.type === 'vaccination') {
      health.push({ animalId: row.animalId, at, kind: row.type, label: row.label, cost: row.costMinor });
    }
  });
  return { animals: herdAnimals, services, diagnoses, calvings, weighings, milkTests: milkDays(rows), health };
}

const SESSION_ORDER = ['morning', 'midday', 'evening', 'daily'];

/** Milk by milking session over the period [from, to), from the records before a day's sessions become one test. */
export function milkBySession(rows: readonly RecordRow[], period: { from: Date; to: Date }): SessionMilk[] {
  const sessions = new Map<string, SessionMilk>();
  for (const row of rows) {
    if (row.type !== 'milk' || row.value === null || row.at < period.from.getTime() || row.at >= period.to.getTime()) continue;
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
