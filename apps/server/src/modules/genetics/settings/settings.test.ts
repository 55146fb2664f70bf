import { DEFAULT_REQUIRED_FIELDS, DEFAULT_VARIANCES, EVALUATED_TRAITS } from '@ganado/shared/genetics';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { geneticsTestbed } from '../testing';

const app = await buildTestApp();
const { ok, call, viewer, outsider } = await geneticsTestbed(app);
const everyTrait = () => EVALUATED_TRAITS.map((trait) => ({ trait, ...DEFAULT_VARIANCES[trait] }));

describe('genetic settings', () => {
  it('starts from the published defaults with their heritabilities, and keeps an organisation’s own variances', async () => {
    const defaults = await ok('GET', '/api/genetics/settings/model');
    const weaning = defaults.traits.find((trait: { trait: string }) => trait.trait === 'weaningWeight');
    // Koots et al. (1994): direct 0.24 and maternal 0.13 of a 900 kg² phenotype.
    expect(weaning).toMatchObject({ direct: 216, maternal: 117, isDefault: true });
    expect(weaning.heritability).toBeCloseTo(0.24, 2);
    expect(weaning.maternalHeritability).toBeCloseTo(0.13, 2);
    const traits = everyTrait().map((entry) => (entry.trait === 'birthWeight' ? { ...entry, direct: 8, residual: 12 } : entry));
    const saved = await ok('PUT', '/api/genetics/settings/model', { traits });
    expect(saved.traits.find((trait: { trait: string }) => trait.trait === 'birthWeight')).toMatchObject({ direct: 8, residual: 12, heritability: 0.4 });
    expect((await ok('GET', '/api/genetics/settings/model', undefined, outsider.headers)).traits[0].isDefault).toBe(true);
  });

  it('refuses a zero variance, a trait missing or twice, weaning weight without its maternal parts or with a covariance past a correlation of 1 (422), a viewer (403)', async () => {
    const put = async (traits: object[]) => (await call('PUT', '/api/genetics/settings/model', { traits })).body.errors.map((error: { param: string; key: string }) => [error.param, error.key]);
    expect(await put(everyTrait().map((entry, index) => (index === 0 ? { ...entry, residual: 0 } : entry)))).toEqual([['traits.0.residual', 'genetics.variancePositive']]);
    expect(await put(everyTrait().slice(1))).toEqual([['traits', 'genetics.traitMissing']]);
    expect(await put([...everyTrait(), everyTrait()[0]!])).toEqual([['traits.7.trait', 'genetics.traitTwice']]);
    const weaningIndex = EVALUATED_TRAITS.indexOf('weaningWeight');
    expect(await put(everyTrait().map((entry) => (entry.trait === 'weaningWeight' ? { ...entry, maternal: null } : entry)))).toEqual([[`traits.${weaningIndex}.maternal`, 'genetics.maternalRequired']]);
    expect(await put(everyTrait().map((entry) => (entry.trait === 'weaningWeight' ? { ...entry, directMaternal: -200 } : entry)))).toEqual([[`traits.${weaningIndex}.directMaternal`, 'genetics.covarianceTooLarge']]);
    expect((await call('PUT', '/api/genetics/settings/model', { traits: everyTrait() }, viewer.headers)).status).toBe(403);
  });

  it('keeps the fields a submission requires', async () => {
    expect(await ok('GET', '/api/genetics/settings/required-fields')).toEqual({ fields: [...DEFAULT_REQUIRED_FIELDS], isDefault: true });
    expect(await ok('PUT', '/api/genetics/settings/required-fields', { fields: ['regNo', 'birthWeight', 'regNo'] })).toEqual({ fields: ['regNo', 'birthWeight'], isDefault: false });
    expect((await call('PUT', '/api/genetics/settings/required-fields', { fields: ['shoeSize'] })).status).toBe(422);
    expect((await call('PUT', '/api/genetics/settings/required-fields', { fields: [] }, viewer.headers)).status).toBe(403);
  });
});
