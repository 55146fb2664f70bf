import type { FeedCategory, Nutrients } from '@ganado/shared/feed';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counterparties } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { recordActivities } from '../activity-log/activity-log.repository';
import { insertCounterparty } from '../orders/counterparties/counterparties.repository';
import { addDays, dayOf } from './composition';
import { insertIngredient } from './ingredients/ingredients.repository';
import { insertAnalyses } from './inventory/lots.repository';
import { receiveInto } from './inventory/lots.service';
import { insertPrice } from './suppliers/suppliers.repository';

const DAY_MS = 86_400_000;
const FORAGE = 'Análisis de forraje del rancho, sept. 2026';
const MILL = 'Hoja técnica del proveedor';

interface DemoFeed {
  name: string;
  category: FeedCategory;
  dmPercent: number;
  nutrients: Nutrients;
  /** MXN a tonne as fed. */
  market: number;
  source: string;
  safety?: { maxPercentOfDm?: number; maxKgDmPerHead?: number; notForSpecies?: string[]; toxicity?: string };
}

/**
 * The feed room of Rancho Los Álamos as the farm typed it in: its own forage analyses and its
 * suppliers' sheets, plausible figures of the kind such sheets print (not a published table).
 */
const FEEDS: DemoFeed[] = [
  {
    name: 'Ensilado de maíz',
    category: 'forage',
    dmPercent: 34,
    nutrients: { cp: 8.1, rup: 2.3, rdp: 5.8, ndf: 43.5, adf: 26.2, fat: 3.1, starch: 31, ash: 4.6, tdn: 69, nem: 1.6, neg: 1, nel: 1.5, ca: 0.26, p: 0.23, mg: 0.16, k: 1.15, s: 0.12 },
    market: 1_800,
    source: FORAGE,
  },
  {
    name: 'Heno de alfalfa',
    category: 'forage',
    dmPercent: 88,
    nutrients: { cp: 19.2, rup: 4.8, rdp: 14.4, ndf: 41, adf: 31.5, fat: 2.3, ash: 10.2, tdn: 60, nem: 1.3, neg: 0.74, nel: 1.31, ca: 1.45, p: 0.27, mg: 0.3, k: 2.4, s: 0.26 },
    market: 6_500,
    source: FORAGE,
  },
  {
    name: 'Heno de avena',
    category: 'forage',
    dmPercent: 89,
    nutrients: { cp: 9.4, rup: 2.6, rdp: 6.8, ndf: 61, adf: 37.5, fat: 2.2, ash: 8.1, tdn: 56, nem: 1.16, neg: 0.6, nel: 1.19, ca: 0.48, p: 0.23, mg: 0.19, k: 1.85 },
    market: 4_200,
    source: FORAGE,
  },
  {
    name: 'Maíz molido',
    category: 'grain',
    dmPercent: 88,
    nutrients: { cp: 9.1, rup: 5, rdp: 4.1, ndf: 10.5, adf: 3.4, fat: 4, starch: 70.5, ash: 1.5, tdn: 86, nem: 2.17, neg: 1.49, nel: 1.98, ca: 0.03, p: 0.29, mg: 0.12, k: 0.4, s: 0.11 },
    market: 6_200,
    source: MILL,
    safety: { maxPercentOfDm: 75 },
  },
  {
    name: 'Cebada rolada',
    category: 'grain',
    dmPercent: 89,
    nutrients: { cp: 12.4, rup: 3.4, rdp: 9, ndf: 20, adf: 7.2, fat: 2.1, starch: 56.5, ash: 2.8, tdn: 83, nem: 2.04, neg: 1.38, nel: 1.89, ca: 0.06, p: 0.38, mg: 0.14, k: 0.55 },
    market: 5_900,
    source: MILL,
    safety: { maxPercentOfDm: 60 },
  },
  {
    name: 'Pasta de soya',
    category: 'proteinMeal',
    dmPercent: 89,
    nutrients: { cp: 48.8, rup: 17, rdp: 31.5, ndf: 10, adf: 6.4, fat: 1.6, ash: 7.1, tdn: 83, nem: 2.02, neg: 1.36, nel: 1.92, ca: 0.38, p: 0.7, mg: 0.31, k: 2.3, s: 0.44 },
    market: 11_800,
    source: MILL,
    // The farm's nutritionist caps protein meals: past a fifth of the ration they only cost more.
    safety: { maxPercentOfDm: 20 },
  },
  {
    name: 'Pasta de canola',
    category: 'proteinMeal',
    dmPercent: 90,
    nutrients: { cp: 39.5, rup: 13, rdp: 26, ndf: 28, adf: 19.5, fat: 3.4, ash: 7.5, tdn: 73, nem: 1.76, neg: 1.13, nel: 1.68, ca: 0.72, p: 1.1, mg: 0.58, k: 1.35, s: 0.8 },
    market: 8_900,
    source: MILL,
    safety: { maxPercentOfDm: 20 },
  },
  {
    name: 'Granos secos de destilería (DDGS)',
    category: 'byproduct',
    dmPercent: 89,
    nutrients: { cp: 30.5, rup: 16.5, rdp: 14, ndf: 35.5, adf: 15, fat: 10.2, ash: 5.2, tdn: 86, nem: 2.19, neg: 1.51, nel: 2.04, ca: 0.06, p: 0.85, mg: 0.32, k: 1.05, s: 0.62 },
    market: 7_200,
    source: MILL,
    safety: { maxPercentOfDm: 30, toxicity: 'Azufre alto: la ración completa no debe pasar de 0.4 % de S (polioencefalomalacia).' },
  },
  {
    name: 'Carbonato de calcio',
    category: 'mineral',
    dmPercent: 99,
    nutrients: { ash: 96, ca: 37.5, mg: 0.6 },
    market: 2_400,
    source: MILL,
    safety: { maxPercentOfDm: 2 },
  },
  {
    name: 'Premezcla mineral engorda',
    category: 'mineral',
    dmPercent: 97,
    nutrients: { ash: 90, ca: 16, p: 8, mg: 4, na: 8, cl: 12, co: 30, cu: 1_500, i: 100, mn: 3_000, se: 25, zn: 4_500, vitA: 400_000, vitD: 80_000, vitE: 1_500 },
    market: 28_000,
    source: MILL,
    safety: { maxPercentOfDm: 1.5, maxKgDmPerHead: 0.15, notForSpecies: ['sheep'], toxicity: 'Contiene cobre: tóxico para borregos.' },
  },
];

/** Who the farm buys feed from: the feed mill (new), and the forage grower the orders' demo already buys silage from. */
const MILL_SUPPLIER = { name: 'Molino La Norteña', address: 'Parque Industrial, Cuauhtémoc, Chihuahua', phone: '+52 625 581 4470', email: 'ventas@molinolanortena.mx' };
const FORAGE_SUPPLIER = 'Forrajes Anáhuac';

/** Price lists (MXN a tonne): a price from three months ago and today's, where it changed. */
const PRICE_LISTS: Record<'mill' | 'forage', [feed: string, before: number, now: number][]> = {
  mill: [
    ['Maíz molido', 6_400, 6_100],
    ['Cebada rolada', 5_900, 5_800],
    ['Pasta de soya', 12_400, 11_500],
    ['Pasta de canola', 9_100, 8_900],
    ['Granos secos de destilería (DDGS)', 7_300, 7_100],
    ['Carbonato de calcio', 2_400, 2_400],
    ['Premezcla mineral engorda', 27_500, 28_500],
  ],
  forage: [
    ['Ensilado de maíz', 1_750, 1_800],
    ['Heno de alfalfa', 6_300, 6_600],
    ['Heno de avena', 4_100, 4_200],
  ],
};

/**
 * Lots in store (kg as fed), enough to feed a pen of finishing steers for months: the bunker of
 * silage, the hay barn, and the mill's sacks and bulk bins. The barley is near its date, the canola
 * below its mark and the soya bought before the mill's price fell: something for each suggestion.
 */
const LOTS: { feed: string; supplier: 'mill' | 'forage'; kg: number; daysAgo: number; expiresInDays?: number; price?: number; code?: string; location: string; lowStockKg?: number }[] = [
  { feed: 'Ensilado de maíz', supplier: 'forage', kg: 120_000, daysAgo: 70, expiresInDays: 240, code: 'SILO-2026-1', location: 'Silo búnker 1', lowStockKg: 15_000 },
  { feed: 'Heno de alfalfa', supplier: 'forage', kg: 18_000, daysAgo: 40, expiresInDays: 300, code: 'ALF-0926', location: 'Bodega de pacas' },
  { feed: 'Heno de avena', supplier: 'forage', kg: 9_000, daysAgo: 35, expiresInDays: 300, location: 'Bodega de pacas' },
  { feed: 'Maíz molido', supplier: 'mill', kg: 25_000, daysAgo: 20, expiresInDays: 90, code: 'MN-44120', location: 'Tolva 1', lowStockKg: 5_000 },
  { feed: 'Cebada rolada', supplier: 'mill', kg: 6_000, daysAgo: 75, expiresInDays: 10, code: 'MN-43871', location: 'Tolva 2' },
  { feed: 'Pasta de soya', supplier: 'mill', kg: 4_000, daysAgo: 50, expiresInDays: 120, price: 12_200, code: 'MN-43990', location: 'Almacén de costales', lowStockKg: 1_000 },
  { feed: 'Pasta de canola', supplier: 'mill', kg: 1_200, daysAgo: 45, expiresInDays: 120, code: 'MN-44015', location: 'Almacén de costales', lowStockKg: 1_500 },
  { feed: 'Granos secos de destilería (DDGS)', supplier: 'mill', kg: 10_000, daysAgo: 15, expiresInDays: 75, code: 'MN-44188', location: 'Tolva 3' },
  { feed: 'Carbonato de calcio', supplier: 'mill', kg: 1_000, daysAgo: 60, location: 'Almacén de costales' },
  { feed: 'Premezcla mineral engorda', supplier: 'mill', kg: 500, daysAgo: 30, expiresInDays: 180, code: 'PX-2231', location: 'Almacén de costales', lowStockKg: 100 },
];

/**
 * The demo's feed room (docs/decisions.md: feed management): ten library feeds with the farm's
 * figures, the feed mill and the forage grower with their price lists, lots in store received
 * through the same path as the screen's, and the silage lot's own laboratory analysis.
 */
export async function seedDemoFeed(db: Db, demo: DemoOrganization, now = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const today = dayOf(now);
  const feeds = new Map<string, string>();
  for (const feed of FEEDS) {
    const { maxPercentOfDm = null, maxKgDmPerHead = null, notForSpecies = [], toxicity = null } = feed.safety ?? {};
    const id = await insertIngredient(db, organizationId, adminId, {
      name: feed.name,
      category: feed.category,
      dmPercent: feed.dmPercent,
      nutrients: feed.nutrients as Record<string, number>,
      caAbsorption: null,
      pAbsorption: null,
      marketPriceMinor: feed.market * 100,
      marketPriceCurrency: 'MXN',
      maxPercentOfDm,
      maxKgDmPerHead,
      notForSpecies,
      toxicity,
      source: feed.source,
    });
    feeds.set(feed.name, id);
  }
  await recordActivities(db, [...feeds].map(([name, id]) => ({ organizationId, actorId: adminId, action: 'ingredient.create' as const, entityType: 'ingredient', entityId: id, after: { name } })));

  const [grower] = await db.select({ id: counterparties.id }).from(counterparties).where(and(eq(counterparties.organizationId, organizationId), eq(counterparties.name, FORAGE_SUPPLIER)));
  const forageId = grower?.id ?? (await insertCounterparty(db, organizationId, adminId, { name: FORAGE_SUPPLIER, kind: 'supplier', email: null, phone: null, taxId: null, address: null, country: 'México', notes: null }));
  const millId = await insertCounterparty(db, organizationId, adminId, { ...MILL_SUPPLIER, kind: 'supplier', taxId: null, country: 'México', notes: 'Entrega a granel los martes.' });
  await recordActivities(db, [{ organizationId, actorId: adminId, action: 'feedSupplier.create', entityType: 'feedSupplier', entityId: millId, after: MILL_SUPPLIER }]);
  const suppliers = { mill: millId, forage: forageId };
  for (const [supplier, list] of Object.entries(PRICE_LISTS) as [keyof typeof PRICE_LISTS, (typeof PRICE_LISTS)['mill']][]) {
    for (const [feed, before, price] of list) {
      const values = { organizationId, supplierId: suppliers[supplier], ingredientId: feeds.get(feed)!, currency: 'MXN', createdBy: adminId };
      await insertPrice(db, { ...values, priceMinor: before * 100, validFrom: addDays(today, -90) });
      if (price !== before) await insertPrice(db, { ...values, priceMinor: price * 100, validFrom: addDays(today, -10) });
    }
  }

  const actor = { organizationId, userId: adminId };
  for (const lot of LOTS) {
    const receivedAt = new Date(now.getTime() - lot.daysAgo * DAY_MS).toISOString();
    const { id } = await receiveInto(
      db,
      actor,
      {
        ingredientId: feeds.get(lot.feed)!,
        supplierId: suppliers[lot.supplier],
        lotCode: lot.code ?? null,
        receivedAt,
        quantityKg: lot.kg,
        pricePerTonne: lot.price ? { amountMinor: lot.price * 100, currency: 'MXN' } : null,
        expiresOn: lot.expiresInDays === undefined ? null : addDays(today, lot.expiresInDays),
        lowStockKg: lot.lowStockKg ?? null,
        location: lot.location,
      },
      now,
    );
    if (lot.feed === 'Ensilado de maíz') {
      // The bunker sampled a fortnight after opening: a little wetter and leaner than the library's figures.
      const nutrients = { cp: 7.6, rup: 2.1, rdp: 5.5, ndf: 45.2, tdn: 68, adf: 27.4, starch: 29.5, ash: 4.9, nem: 1.55, neg: 0.96, nel: 1.46, ca: 0.24, p: 0.22 };
      await insertAnalyses(db, [{ organizationId, lotId: id, analysedOn: addDays(today, -55), laboratory: 'Laboratorio Agropecuario de Cuauhtémoc', dmPercent: 32.5, nutrients, createdBy: adminId }]);
      await recordActivities(db, [{ organizationId, actorId: adminId, action: 'feedLot.analysis', entityType: 'feedLot', entityId: id, after: { dmPercent: 32.5, nutrients } }]);
    }
  }
}
