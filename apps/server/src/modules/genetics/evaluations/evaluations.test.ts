import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { beefHerd, geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { org, ok, call, viewer, outsider } = await geneticsTestbed(app);

describe('genetic evaluations', () => {
  it('runs in the background and publishes EPDs with accuracies for the whole pedigree, the faster bull’s calves ahead', async () => {
    const herd = await beefHerd(app, org, 'EV');
    const started = await ok('POST', '/api/genetics/evaluation', {});
    expect(started).toMatchObject({ status: 'queued', progress: 0, traits: [] });
    await app.jobs.idle();
    const evaluation = await ok('GET', `/api/genetics/evaluation/${started.id}`);
    expect(evaluation, JSON.stringify(evaluation)).toMatchObject({ status: 'completed', progress: 1, current: true, error: null });
    const weaning = evaluation.traits.find((run: { trait: string }) => run.trait === 'weaningWeight');
    expect(weaning).toMatchObject({ records: 12, singletons: 0, groups: 2, skipped: null });
    expect(weaning.relativeResidual).toBeLessThanOrEqual(1e-8);
    const list = await ok('GET', '/api/genetics?col=epd:weaningWeight&desc=true&limit=100&search=EV-');
    const [toño, relámpago] = herd.bulls.map((bull) => list.items.find((item: { animal: { id: string } }) => item.animal.id === bull.id));
    expect(relámpago.values.weaningWeight.epd).toBeGreaterThan(toño.values.weaningWeight.epd);
    expect(relámpago.values.weaningWeight.accuracy).toBeGreaterThan(0);
    expect(relámpago.values.milk).toBeDefined();
  });

  it('refuses a second evaluation while one is queued (409), a viewer (403), another organisation’s evaluation (404)', async () => {
    const first = await ok('POST', '/api/genetics/evaluation', { traits: ['birthWeight'] });
    const second = await call('POST', '/api/genetics/evaluation', {});
    expect([second.status, second.body.errors]).toEqual([409, []]);
    expect(second.body.message).toMatch(/already running/);
    expect((await call('POST', '/api/genetics/evaluation', {}, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/genetics/evaluation/${first.id}`, undefined, outsider.headers)).status).toBe(404);
    expect((await call('POST', '/api/genetics/evaluation', { traits: ['height'] })).status).toBe(422);
    await app.jobs.idle();
  });
});
