import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { beefHerd, geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { org, ok, call, viewer, outsider, breeder } = await geneticsTestbed(app);
const herd = await beefHerd(app, org, 'VL');
await ok('POST', '/api/genetics/evaluation', {});
await app.jobs.idle();
const [toño, relámpago] = herd.bulls;
type Item = { animal: { id: string; tagNumber: string }; values: Record<string, { epd: number; accuracy: number; percentile: number | null }> };
const tags = (items: Item[]) => items.map((item) => item.animal.tagNumber);

describe('EPD lists', () => {
  it('lists the herd with every trait’s EPD, accuracy and percentile, sorted by a trait’s EPD, an animal with no evaluation last', async () => {
    const late = await insertAnimal(app, org, { tagNumber: 'VL-NUEVA', birthDate: '2026-10-01' });
    const list = await ok('GET', '/api/genetics?search=VL-&col=epd:weaningWeight&desc=true&limit=100');
    expect(list.total).toBe(21);
    const epds = (list.items as Item[]).filter((item) => item.values.weaningWeight).map((item) => item.values.weaningWeight!.epd);
    expect(epds).toEqual([...epds].sort((a, b) => b - a));
    expect(tags(list.items).at(-1)).toBe(late.tagNumber);
    const bull = (list.items as Item[]).find((item) => item.animal.id === relámpago!.id)!;
    expect(Object.keys(bull.values).sort()).toEqual(['birthWeight', 'milk', 'weaningWeight']);
    expect(bull.values.weaningWeight!.percentile).toBeGreaterThanOrEqual(1);
    expect(bull.animal).toMatchObject({ tagNumber: 'VL-T2', gender: 'male', inbreeding: 0 });
  });

  it('filters by a trait’s range and accuracy, sex and herd; search takes ranges on several traits; a herd not theirs is not found', async () => {
    // The answer rounds to 3 decimals; the floor a thousandth below keeps Relámpago in.
    const floor = (await ok('GET', `/api/genetics/animal/${relámpago!.id}/worth`)).values.weaningWeight.epd - 0.001;
    const males = await ok('GET', `/api/genetics?search=VL-&trait=weaningWeight&minEpd=${floor}&gender=male`);
    expect(tags(males.items)).toContain('VL-T2');
    expect(tags(males.items)).not.toContain('VL-T1');
    const above = await ok('GET', `/api/genetics?search=VL-&trait=weaningWeight&minEpd=${floor}&col=epd:weaningWeight&desc=true`);
    const searched = await ok('POST', '/api/genetics/search', { search: 'VL-', ranges: [{ trait: 'weaningWeight', minEpd: floor }, { trait: 'birthWeight', minAccuracy: 0 }], sort: 'epd:weaningWeight', desc: true });
    expect(tags(searched.items)).toEqual(tags(above.items));
    expect(searched.items.every((item: Item) => item.values.weaningWeight!.epd >= floor)).toBe(true);
    const narrower = await ok('POST', '/api/genetics/search', { search: 'VL-', ranges: [{ trait: 'weaningWeight', minEpd: floor }, { trait: 'birthWeight', minAccuracy: 0.99 }] });
    expect(narrower.total).toBe(0);
    const reversed = await call('POST', '/api/genetics/search', { ranges: [{ trait: 'weaningWeight', minEpd: 5, maxEpd: 1 }] });
    expect(reversed.body.errors[0]).toMatchObject({ param: 'ranges.0.maxEpd', key: 'genetics.rangeReversed' });
    const theirFarm = (await ok('GET', '/api/genetics?limit=1', undefined, outsider.headers)).items;
    expect(theirFarm).toEqual([]);
    const stranger = await beefHerd(app, outsider.organizationId, 'XX');
    expect((await call('POST', '/api/genetics/search', { farmId: stranger.farm.id })).status).toBe(404);
    expect((await ok('GET', `/api/genetics?farmId=${stranger.farm.id}`)).total).toBe(0);
  });

  it('compares two to four animals, and refuses one, five, or another organisation’s', async () => {
    const compared = await ok('GET', `/api/genetics/compare?ids=${relámpago!.id},${toño!.id}`);
    expect(compared.animals.map((item: Item) => item.animal.id)).toEqual([relámpago!.id, toño!.id]);
    expect(compared.evaluatedAt).toBe('2026-11-24T12:00:00.000Z');
    expect((await call('GET', `/api/genetics/compare?ids=${toño!.id}`)).body.errors[0]).toMatchObject({ param: 'ids', key: 'genetics.compareCount' });
    const five = herd.calves.slice(0, 5).map((calf) => calf.id).join(',');
    expect((await call('GET', `/api/genetics/compare?ids=${five}`)).status).toBe(422);
    const theirs = await insertAnimal(app, outsider.organizationId);
    expect((await call('GET', `/api/genetics/compare?ids=${toño!.id},${theirs.id}`)).status).toBe(404);
  });

  it('shows an animal’s worth with its history and what each EPD means, and exports the list', async () => {
    const worth = await ok('GET', `/api/genetics/animal/${toño!.id}/worth`);
    expect(worth.history).toHaveLength(1);
    expect(worth.history[0].values).toEqual(worth.values);
    const info = await ok('GET', `/api/genetics/animal/${toño!.id}/epd-info`);
    const weaning = info.traits.find((trait: { trait: string }) => trait.trait === 'weaningWeight');
    expect(weaning).toMatchObject({ unit: 'kg', heritability: 0.24 });
    expect(weaning.rangeHigh - weaning.rangeLow).toBeCloseTo(2 * weaning.value.possibleChange, 2);
    expect(weaning.herd.animals).toBeGreaterThanOrEqual(20);
    const marbling = info.traits.find((trait: { trait: string }) => trait.trait === 'marbling');
    expect(marbling).toMatchObject({ value: null, rangeLow: null });
    const csv = await app.inject({ method: 'GET', url: '/api/genetics/export?search=VL-T&format=csv&col=epd:weaningWeight&desc=true', headers: { ...breeder.headers, 'accept-language': 'es' } });
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, expect.stringMatching(/text\/csv/)]);
    const [header, first, second] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"Peso al destete DEP"');
    expect([first!.split(',')[0], second!.split(',')[0]]).toEqual(['"VL-T2"', '"VL-T1"']);
  });

  it('refuses a viewer nothing to read, another organisation’s animal (404), and a viewer’s evaluation or export (403)', async () => {
    expect((await call('GET', '/api/genetics', undefined, viewer.headers)).status).toBe(200);
    expect((await call('GET', '/api/genetics/export', undefined, viewer.headers)).status).toBe(403);
    const theirs = await insertAnimal(app, outsider.organizationId);
    for (const url of [`/api/genetics/animal/${theirs.id}/worth`, `/api/genetics/animal/${theirs.id}/epd-info`]) expect((await call('GET', url)).status).toBe(404);
    expect((await call('GET', '/api/genetics?col=weight')).status).toBe(422);
  });
});
