import { describe, expect, it } from 'vitest';
import { simulateHerd } from './simulate';

describe('the simulated beef herd', () => {
  const herd = simulateHerd({ animals: 20_000, seed: 4 });
  const { pedigree, rows, records } = herd;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const year = (birth: number) => new Date(birth).getUTCFullYear();

  it('has exactly the animals asked for, and is the same for the same seed', { timeout: 30_000 }, () => {
    expect(pedigree.ids.length).toBe(20_000);
    const again = simulateHerd({ animals: 20_000, seed: 4 });
    expect(again.records.y).toEqual(records.y);
    expect(simulateHerd({ animals: 20_000, seed: 5 }).records.y).not.toEqual(records.y);
  });

  it('has calves born over ten years of dams from earlier years, and some unknown parents', () => {
    const calves = rows.filter((row) => row.sire !== null || row.dam !== null);
    expect(new Set(calves.map((row) => year(row.birth!)))).toEqual(new Set([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]));
    for (const calf of calves) {
      if (calf.dam !== null) expect(year(byId.get(calf.dam)!.birth!)).toBeLessThanOrEqual(year(calf.birth!) - 2);
    }
    const withoutSire = calves.filter((row) => row.sire === null).length / calves.length;
    const withoutDam = calves.filter((row) => row.dam === null).length / calves.length;
    expect(withoutSire).toBeGreaterThan(0.02);
    expect(withoutSire).toBeLessThan(0.04);
    expect(withoutDam).toBeGreaterThan(0.005);
    expect(withoutDam).toBeLessThan(0.025);
  });

  it('uses AI sires widely: across herds, some far more than others', () => {
    const herdsOfSire = new Map<string, Set<string>>();
    const calvesOfSire = new Map<string, number>();
    for (const row of rows) {
      if (row.sire === null) continue;
      herdsOfSire.set(row.sire, (herdsOfSire.get(row.sire) ?? new Set()).add(row.id.split('-')[0]!));
      calvesOfSire.set(row.sire, (calvesOfSire.get(row.sire) ?? 0) + 1);
    }
    // Sires with calves in several herds are AI sires: over half the calves, the busiest in every herd.
    const ai = [...herdsOfSire.entries()].filter(([, herds]) => herds.size >= 3).map(([sire]) => sire);
    const aiCalves = ai.reduce((sum, sire) => sum + calvesOfSire.get(sire)!, 0);
    expect(aiCalves / rows.filter((row) => row.sire !== null).length).toBeGreaterThan(0.5);
    expect(Math.max(...ai.map((sire) => herdsOfSire.get(sire)!.size))).toBe(20);
    const counts = ai.map((sire) => calvesOfSire.get(sire)!).sort((a, b) => b - a);
    expect(counts[0]!).toBeGreaterThan(4 * counts[counts.length - 1]!);
  });

  it('weighs most calves, grouped by herd, year and sex, with dam age as a second factor', () => {
    expect(records.y.length / pedigree.ids.length).toBeGreaterThan(0.75);
    expect(records.fixed[0]!.count).toBe(20 * 10 * 2);
    expect(records.fixed[1]!.count).toBe(6);
    const mean = records.y.reduce((sum, y) => sum + y, 0) / records.y.length;
    expect(mean).toBeGreaterThan(200);
    expect(mean).toBeLessThan(300);
  });

  it('has true effects with the variances asked for, and none maternal for a direct-only trait', () => {
    // Founders: listed without parents and not born in the ten seasons (calves are named H<herd>-<year>-<n>).
    const founders = rows.flatMap((row, r) => (row.sire === null && row.dam === null && !/-20\d\d-/.test(row.id) ? [pedigree.rowIndex[r]!] : []));
    const variance = (values: Float64Array) => founders.reduce((sum, i) => sum + values[i]! ** 2, 0) / founders.length;
    expect(variance(herd.truth.direct) / herd.variances.direct).toBeGreaterThan(0.8);
    expect(variance(herd.truth.direct) / herd.variances.direct).toBeLessThan(1.2);
    expect(variance(herd.truth.maternal) / herd.variances.maternal).toBeGreaterThan(0.8);
    expect(variance(herd.truth.maternal) / herd.variances.maternal).toBeLessThan(1.2);
    const direct = simulateHerd({ animals: 2000, seed: 4, maternal: false });
    expect(direct.truth.maternal.every((value) => value === 0)).toBe(true);
    expect(direct.variances.maternal).toBe(0);
  });
});
