import { translateMessage } from '@ganado/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { FULL, feedTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { keeper, viewer, outsider, call, ok, unique, ingredient, supplier, lot } = await feedTestbed(app);
const tonne = (amountMinor: number) => ({ amountMinor, currency: 'MXN' });
type Item = { kind: string; messageKey: string; params: Record<string, string | number>; lotNumber: number | null; ingredientId: string | null; savingPerTonne: number | null };

describe('feed suggestions', () => {
  it('names lots to feed first, feeds to buy, a cheaper supplier and a cheaper feed alike, each with its message', async () => {
    const barley = await ingredient({ name: unique('Cebada'), category: 'grain', nutrients: { cp: 12, nem: 2.04, nel: 1.9 }, marketPrice: tonne(590_000) });
    const wheat = await ingredient({ name: unique('Trigo'), category: 'grain', nutrients: { cp: 12.9, nem: 2.1 }, marketPrice: tonne(560_000) });
    const corn = await ingredient({ name: unique('Maíz'), category: 'grain', nutrients: { cp: 9, nem: 2.17, nel: 1.98 }, marketPrice: tonne(400_000) });
    const soya = await ingredient({ name: unique('Soya'), category: 'proteinMeal', nutrients: { cp: 48 }, marketPrice: tonne(1_180_000) });
    const mill = await supplier();
    await ok('POST', `/api/feed/supplier/${mill.id}/price`, { ingredientId: soya.id, pricePerTonne: tonne(1_150_000), validFrom: '2026-11-15' });

    const expiring = await lot(barley.id, { quantityKg: 6_000, expiresOn: '2026-12-04', pricePerTonne: tonne(600_000) });
    await lot(barley.id, { quantityKg: 500, expiresOn: '2026-11-20' });
    const oldSoya = await lot(soya.id, { quantityKg: 50, lowStockKg: 500, receivedAt: '2026-09-01', pricePerTonne: tonne(1_300_000) });
    const newSoya = await lot(soya.id, { quantityKg: 4_000, lowStockKg: 5_000, receivedAt: '2026-11-01', pricePerTonne: tonne(1_220_000) });
    await lot(corn.id, { quantityKg: 9_000, expiresOn: '2027-06-01', pricePerTonne: tonne(390_000) });

    const { items } = (await ok('GET', '/api/feed/suggestion', undefined, viewer.headers)) as { items: Item[] };
    expect(items.map((item) => [item.kind, item.lotNumber, item.ingredientId, item.savingPerTonne])).toEqual([
      ['useSoon', expiring.number, barley.id, null],
      ['lowStock', newSoya.number, soya.id, null],
      ['cheaperSupplier', newSoya.number, soya.id, 700],
      ['cheaperSubstitute', null, barley.id, 300],
    ]);
    expect(items.map((item) => item.lotNumber)).not.toContain(oldSoya.number);
    const [useSoon, lowStock, cheaperSupplier, substitute] = items;
    expect(translateMessage(useSoon!.messageKey, 'en', useSoon!.params as Record<string, string>)).toBe(`${barley.name} (lot ${expiring.number}) expires on 2026-12-04 with 6000 kg left: feed it first.`);
    expect(lowStock!.params).toMatchObject({ name: soya.name, stockKg: 4000, lowStockKg: 5000 });
    expect(translateMessage(cheaperSupplier!.messageKey, 'es', cheaperSupplier!.params as Record<string, string>)).toBe(
      `${mill.name} vende ${soya.name} a 11500 MXN la tonelada, 700 MXN menos de lo que costó el lote ${newSoya.number}.`,
    );
    // Wheat is like barley in protein and maintenance energy and cheaper than barley's 5,900 (its latest lot has no price: the
    // market's); corn's protein is too far off.
    expect(substitute!.params).toMatchObject({ name: barley.name, substitute: wheat.name, substitutePrice: 5600, currency: 'MXN', saving: 300 });
  });

  it('answers nothing for an organisation with no feed; another organisation’s lots are not suggested; permission denied (403)', async () => {
    const newcomer = await createMember(app, { grants: { feed: FULL } });
    expect(await ok('GET', '/api/feed/suggestion', undefined, newcomer.headers)).toEqual({ items: [] });
    await lot((await ingredient({}, outsider.headers)).id, { expiresOn: '2026-11-30' }, outsider.headers);
    expect(await ok('GET', '/api/feed/suggestion', undefined, newcomer.headers)).toEqual({ items: [] });
    const stranger = await createMember(app, { organizationId: keeper.organizationId, grants: { animals: ['view'] } });
    expect((await call('GET', '/api/feed/suggestion', undefined, stranger.headers)).status).toBe(403);
  });
});
