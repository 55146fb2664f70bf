import { describe, expect, it } from 'vitest';
import { feedLotAnalyses } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { feedTestbed } from '../testing';
import { feedsForRation, lotsToDraw } from './feeds-for-ration';

const NOW = new Date('2026-11-24T12:00:00Z');
const app = await buildTestApp({ clock: () => NOW });
const { db } = app.database;
const { org, outsider, ok, ingredient, supplier, lot } = await feedTestbed(app);
const tonne = (amountMinor: number) => ({ amountMinor, currency: 'MXN' });

describe('feeds for a ration', () => {
  it('gives a lot the library’s values overridden by its latest analysis, priced at what it cost, else its supplier’s price, else the market’s', async () => {
    const feed = await ingredient({ dmPercent: 35, nutrients: { cp: 8, ndf: 44, nem: 1.6, nel: 1.5 }, marketPrice: tonne(200_000), caAbsorption: 0.6, safety: { maxPercentOfDm: 60, notForSpecies: ['horse'] } });
    const grower = await supplier();
    await ok('POST', `/api/feed/supplier/${grower.id}/price`, { ingredientId: feed.id, pricePerTonne: tonne(150_000), validFrom: '2026-01-01' });
    await ok('POST', `/api/feed/supplier/${grower.id}/price`, { ingredientId: feed.id, pricePerTonne: tonne(170_000), validFrom: '2026-11-20' });
    const paid = await lot(feed.id, { supplierId: grower.id, pricePerTonne: tonne(180_050), quantityKg: 40_000, expiresOn: '2027-05-01' });
    // No price typed and no supplier: the market's.
    const marketPriced = await lot(feed.id, { quantityKg: 5_000 });
    const analysed = await lot(feed.id, { quantityKg: 7_000 });
    await db.insert(feedLotAnalyses).values([
      { organizationId: org, lotId: analysed.id, analysedOn: '2026-11-01', dmPercent: 30, nutrients: { cp: 9 } },
      { organizationId: org, lotId: analysed.id, analysedOn: '2026-11-10', dmPercent: 32.5, nutrients: { cp: 7.5, nel: 1.42 } },
    ]);
    const grown = await lot(feed.id, { supplierId: grower.id, quantityKg: 1_000, receivedAt: '2026-11-21' });
    // Its price cleared: its supplier's today.
    await ok('PUT', `/api/feed/inventory/${grown.number}`, {});

    const feeds = await feedsForRation(db, org, [{ lotId: analysed.id }, { lotId: paid.id }, { lotId: grown.id }, { lotId: marketPriced.id }, { ingredientId: feed.id }], NOW);
    expect(feeds.map((item) => [item.lotNumber, item.pricePerTonne, item.currency, item.stockKg])).toEqual([
      [analysed.number, 2000, 'MXN', 7_000],
      [paid.number, 1800.5, 'MXN', 40_000],
      [grown.number, 1700, 'MXN', 1_000],
      [marketPriced.number, 2000, 'MXN', 5_000],
      [null, 1700, 'MXN', 53_000],
    ]);
    expect(feeds[0]).toEqual({
      lotId: analysed.id,
      lotNumber: analysed.number,
      ingredientId: feed.id,
      name: feed.name,
      category: 'forage',
      dmPercent: 32.5,
      nutrients: { cp: 7.5, ndf: 44, nem: 1.6, nel: 1.42 },
      caAbsorption: 0.6,
      pAbsorption: null,
      pricePerTonne: 2000,
      currency: 'MXN',
      stockKg: 7_000,
      maxPercentOfDm: 60,
      maxKgDmPerHead: null,
      notForSpecies: ['horse'],
      expiresOn: null,
    });
    expect(feeds[1]).toMatchObject({ dmPercent: 35, nutrients: { cp: 8, ndf: 44, nem: 1.6, nel: 1.5 }, expiresOn: '2027-05-01' });
    expect(feeds[4]).toMatchObject({ lotId: null, dmPercent: 35, expiresOn: null });
  });

  it('prices a library feed at the cheaper of its market and suppliers’ prices, with no stock when it has no lot; refuses another organisation’s feed or lot (404)', async () => {
    const cheapMarket = await ingredient({ marketPrice: tonne(100_000) });
    const unpriced = await ingredient({ marketPrice: null });
    const [feeds] = [await feedsForRation(db, org, [{ ingredientId: cheapMarket.id }, { ingredientId: unpriced.id }], NOW)];
    expect(feeds.map((item) => [item.pricePerTonne, item.currency, item.stockKg])).toEqual([
      [1000, 'MXN', null],
      [null, null, null],
    ]);
    const theirs = await ingredient({}, outsider.headers);
    const theirLot = await lot(theirs.id, {}, outsider.headers);
    await expect(feedsForRation(db, org, [{ ingredientId: cheapMarket.id }, { ingredientId: theirs.id }], NOW)).rejects.toMatchObject({ status: 404 });
    await expect(feedsForRation(db, org, [{ lotId: theirLot.id }], NOW)).rejects.toMatchObject({ status: 404 });
  });
});

describe('lots to draw', () => {
  it('takes the soonest to expire first (no expiry last), then by number, emptying each; the last is asked for what is short', async () => {
    const feed = await ingredient();
    const undated = await lot(feed.id, { quantityKg: 100 });
    const later = await lot(feed.id, { quantityKg: 200, expiresOn: '2027-03-01' });
    const sooner = await lot(feed.id, { quantityKg: 50, expiresOn: '2026-12-15' });
    const twin = await lot(feed.id, { quantityKg: 30, expiresOn: '2026-12-15' });
    const emptied = await lot(feed.id, { quantityKg: 10, expiresOn: '2026-12-01' });
    await ok('POST', `/api/feed/inventory/${emptied.number}/stock`, { move: 'counted', quantityKg: 0, occurredAt: '2026-11-20' });
    const draw = async (kg: number) => (await lotsToDraw(db, org, feed.id, kg)).map((item) => [item.lotNumber, item.kg]);
    expect(await draw(60)).toEqual([
      [sooner.number, 50],
      [twin.number, 10],
    ]);
    expect(await draw(300)).toEqual([
      [sooner.number, 50],
      [twin.number, 30],
      [later.number, 200],
      [undated.number, 20],
    ]);
    expect(await draw(400)).toEqual([
      [sooner.number, 50],
      [twin.number, 30],
      [later.number, 200],
      [undated.number, 120],
    ]);
    expect(await lotsToDraw(db, org, (await ingredient()).id, 10)).toEqual([]);
    expect(await lotsToDraw(db, outsider.organizationId, feed.id, 10)).toEqual([]);
  });
});
