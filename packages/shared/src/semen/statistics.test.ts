import { describe, expect, it } from 'vitest';
import { FERTILITY_EXPORT_COLUMNS, FERTILITY_GROUPINGS, FERTILITY_SCREENS, FERTILITY_WORDS, genotypeStatisticsExportQuery, inseminatorStatisticsQuery, organisationStatisticsQuery } from './statistics';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the statistics screens’ queries', () => {
  it('default to each screen’s first grouping and take only the groupings it offers', () => {
    expect(inseminatorStatisticsQuery.parse({})).toEqual({ by: 'inseminator' });
    expect(organisationStatisticsQuery.parse({})).toEqual({ by: 'month' });
    expect(genotypeStatisticsExportQuery.parse({ by: 'sire' })).toEqual({ by: 'sire', format: 'csv' });
    expect(problems(inseminatorStatisticsQuery.safeParse({ by: 'genotype' }))).toEqual([['by', 'validation.invalid']]);
    expect(problems(organisationStatisticsQuery.safeParse({ by: 'inseminator' }))).toEqual([['by', 'validation.invalid']]);
    // Every grouping is offered by some screen.
    expect(new Set(Object.values(FERTILITY_SCREENS).flat())).toEqual(new Set(FERTILITY_GROUPINGS));
  });

  it('take a period of ISO dates, not reversed and at most ten years, a farm by id, a species and breed by code', () => {
    const query = { from: '2026-01-01', to: '2026-06-30', farmId: '00000000-0000-4000-8000-000000000001', speciesCode: 'cattle', breedCode: 'jersey' };
    expect(inseminatorStatisticsQuery.parse(query)).toEqual({ ...query, by: 'inseminator' });
    expect(problems(inseminatorStatisticsQuery.safeParse({ from: '2026-06-30', to: '2026-01-01' }))).toEqual([['from', 'reports.rangeReversed']]);
    expect(problems(inseminatorStatisticsQuery.safeParse({ from: '2010-01-01', to: '2026-01-01' }))).toEqual([['from', 'reports.rangeTooLong']]);
    expect(problems(inseminatorStatisticsQuery.safeParse({ from: '2026-02-30' }))).toEqual([['from', 'reports.dateInvalid']]);
    expect(problems(inseminatorStatisticsQuery.safeParse({ farmId: 'Los Álamos' }))).toEqual([['farmId', 'validation.invalid']]);
  });
});

describe('the statistics files', () => {
  it('name every column and word in both languages', () => {
    for (const column of FERTILITY_EXPORT_COLUMNS) expect([column.header.en, column.header.es].every((header) => header.trim() !== '')).toBe(true);
    expect(Object.keys(FERTILITY_WORDS.es).sort()).toEqual(Object.keys(FERTILITY_WORDS.en).sort());
    for (const by of FERTILITY_GROUPINGS) expect(FERTILITY_WORDS.es[by]).toBeTruthy();
    // A sheet's name has at most 31 characters.
    for (const language of ['en', 'es'] as const) {
      for (const sheet of ['inseminators', 'organisationSheet', 'genotypes'] as const) expect(FERTILITY_WORDS[language][sheet].length).toBeLessThanOrEqual(31);
    }
  });
});
