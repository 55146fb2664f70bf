import { describe, expect, it } from 'vitest';
import { animalsAtRisk, drugCostPerAnimal, healthIncidence, normaliseLabel } from './health';
import type { HerdAnimal, HerdHealthEvent, HerdRecords, Window } from './records';

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const herd = (parts: Partial<HerdRecords>): HerdRecords => ({ animals: [], services: [], diagnoses: [], calvings: [], weighings: [], milkTests: [], health: [], ...parts });
const window = (from: string, to: string, asOf = at(to)): Window => ({ from: at(from), to: at(to), asOf });
const animal = (id: string, entered: string, departed: string | null = null): HerdAnimal => ({
  id,
  gender: 'female',
  birthAt: null,
  damId: null,
  enteredAt: at(entered),
  departure: departed === null ? null : { at: at(departed), reason: 'sold' },
  birthWeightKg: null,
  groupKey: null,
});
const event = (animalId: string, day: string, kind: HerdHealthEvent['kind'], label: string | null, cost: number | null = null): HerdHealthEvent => ({ animalId, at: at(day), kind, label, cost });

const records = herd({
  animals: [
    animal('H1', '2020-01-01'),
    // Left before the period.
    animal('H2', '2020-01-01', '2023-12-15'),
    // Bought during the period.
    animal('H3', '2024-03-01'),
    // Arrives after the period.
    animal('H4', '2024-08-01'),
    // Sold during the period: at risk.
    animal('H5', '2020-01-01', '2024-02-01'),
    animal('H6', '2020-01-01'),
    // Bought after the asOf of the second window.
    animal('H7', '2024-05-01'),
  ],
  health: [
    event('H1', '2024-02-01', 'disease', 'Mastitis '),
    event('H1', '2024-04-01', 'disease', 'mastitis'),
    event('H3', '2024-05-01', 'disease', 'MASTITIS'),
    event('H5', '2024-01-20', 'disease', 'Lameness'),
    event('H6', '2024-03-01', 'disease', null),
    event('H6', '2024-03-05', 'disease', 'scours'),
    event('H6', '2024-03-20', 'disease', ' Scours'),
    // Before the period; an animal not at risk.
    event('H1', '2023-12-31', 'disease', 'pneumonia'),
    event('H2', '2024-02-01', 'disease', 'mastitis'),
    event('H1', '2024-02-01', 'treatment', 'mastitis', 30),
    event('H3', '2024-05-01', 'treatment', 'mastitis', null),
    event('H5', '2024-01-15', 'vaccination', 'clostridia', 12.5),
    event('H6', '2024-06-30', 'vaccination', 'clostridia', 7.5),
    // On `to`, outside [from, to).
    event('H6', '2024-07-01', 'treatment', 'lameness', 100),
  ],
});
const period = window('2024-01-01', '2024-07-01');

describe('animalsAtRisk', () => {
  it('takes the animals in the herd at some time in the period, as known on asOf', () => {
    expect(animalsAtRisk(records, period)).toEqual(['H1', 'H3', 'H5', 'H6', 'H7']);
    expect(animalsAtRisk(records, window('2024-01-01', '2024-07-01', at('2024-03-31')))).toEqual(['H1', 'H3', 'H5', 'H6']);
  });
});

describe('healthIncidence', () => {
  const result = healthIncidence(records, period);

  it('counts every disease and treatment record per 100 animals at risk', () => {
    // 7 disease records over 5 animals at risk: 7 / 5 × 100 = 140; 2 treatments: 40.
    expect(result.casesPer100).toEqual({ value: 140, numerator: 7, denominator: 5, reliable: false, animalIds: ['H1', 'H3', 'H5', 'H6', 'H7'] });
    expect(result.treatmentsPer100).toMatchObject({ value: 40, numerator: 2, denominator: 5 });
  });

  it('gives each diagnosis’s risk, labels trimmed and case-folded, most animals first', () => {
    expect(result.byLabel.map(({ label, cases, sickAnimalIds, risk }) => ({ label, cases, sickAnimalIds, risk: risk.value }))).toEqual([
      // 2 of 5 animals: 0.4, from 3 records.
      { label: 'mastitis', cases: 3, sickAnimalIds: ['H1', 'H3'], risk: 0.4 },
      // One animal each: two cases before one, then by label, no label last.
      { label: 'scours', cases: 2, sickAnimalIds: ['H6'], risk: 0.2 },
      { label: 'lameness', cases: 1, sickAnimalIds: ['H5'], risk: 0.2 },
      { label: null, cases: 1, sickAnimalIds: ['H6'], risk: 0.2 },
    ]);
    expect(normaliseLabel('  ')).toBeNull();
  });

  it('ignores what is after asOf: later records and animals that arrived since', () => {
    const early = healthIncidence(records, window('2024-01-01', '2024-07-01', at('2024-03-31')));
    // At risk H1, H3, H5, H6; seen cases: H1 in February, H5, H6 three times = 5: 5 / 4 × 100 = 125.
    expect(early.casesPer100).toMatchObject({ value: 125, numerator: 5, denominator: 4 });
    expect(early.treatmentsPer100).toMatchObject({ value: 25, numerator: 1 });
    expect(early.byLabel[0]).toMatchObject({ label: 'scours', cases: 2 });
  });

  it('answers null, never NaN, for an empty herd', () => {
    const empty = healthIncidence(herd({}), period);
    expect(empty).toEqual({
      casesPer100: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] },
      treatmentsPer100: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] },
      byLabel: [],
    });
  });
});

describe('drugCostPerAnimal', () => {
  it('divides the known cost of treatments and vaccinations by the animals at risk', () => {
    // 30 + 12.5 + 7.5 = 50 over 5 animals = 10; H3's treatment has no cost.
    expect(drugCostPerAnimal(records, period)).toEqual({
      costPerAnimal: { value: 10, numerator: 50, denominator: 5, reliable: false, animalIds: ['H1', 'H3', 'H5', 'H6', 'H7'] },
      unknownCost: 1,
    });
    // As of 31 March: 30 + 12.5 = 42.5 over 4 = 10.625.
    expect(drugCostPerAnimal(records, window('2024-01-01', '2024-07-01', at('2024-03-31')))).toMatchObject({ costPerAnimal: { value: 10.625 }, unknownCost: 0 });
  });

  it('answers null, never NaN, for an empty herd', () => {
    expect(drugCostPerAnimal(herd({}), period)).toEqual({ costPerAnimal: { value: null, numerator: 0, denominator: 0, reliable: false, animalIds: [] }, unknownCost: 0 });
  });
});
