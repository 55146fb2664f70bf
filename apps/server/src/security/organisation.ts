import { randomBytes } from 'node:crypto';
import type { RecordType } from '@ganado/shared/animals';
import type { TaskCategory } from '@ganado/shared/action-list';
import type { FeedCategory } from '@ganado/shared/feed';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { assets, contemporaryGroups, counterparties, geneticEvaluations, geneticSubmissions, genotypePanels, genotypes, departments, inseminators, semenBatches, semenCollections, semenPacks, semenSires, semenTanks, shipmentAnimals, shipments, drugOrderLines, drugOrders, drugProtocols, drugReservations, farms, imports, orderLines, products, roles, tasks, taskAnimals, users, zones, reportSchedules, faqEntries, goals } from '../db/schema';
import { writeEvents } from '../modules/ledger/events.writer';
import { insertSupply } from '../modules/supplies/supplies.repository';
import { insertDrug } from '../modules/drugs/cabinet/drugs.repository';
import { insertPacks } from '../modules/drugs/packs/packs.repository';
import { insertOrder, updateOrderRow } from '../modules/orders/book/orders.repository';
import { insertIngredient } from '../modules/feed/ingredients/ingredients.repository';
import { insertLot } from '../modules/feed/inventory/lots.repository';
import { insertPrice } from '../modules/feed/suppliers/suppliers.repository';
import { insertEquipment, insertGroup as insertEquipmentGroup } from '../modules/equipment/equipment.repository';
import { insertPlan } from '../modules/equipment/plans.repository';
import { insertAnimal, insertGroup, insertRecord } from '../test/herd';
import { multipart, PNG } from '../test/multipart';
import { createMember, type Member } from '../test/people';

/** A farm's drawn land and a zone inside it (about 95 ha near Madrid). */
export const FARM_LAND = [
  { latitude: 40, longitude: -3, label: null },
  { latitude: 40.01, longitude: -3, label: null },
  { latitude: 40.01, longitude: -2.99, label: null },
  { latitude: 40, longitude: -2.99, label: null },
];
export const ZONE_LAND = [
  { latitude: 40.002, longitude: -2.998, label: null },
  { latitude: 40.008, longitude: -2.998, label: null },
  { latitude: 40.008, longitude: -2.992, label: null },
];

/** Letters only, as names of farms, zones and people must be (docs/product.md §5): "Finca Qhzt". */
export const letters = (count: number) =>
  Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());

export type Organisation = Awaited<ReturnType<typeof prepareOrganisation>>;

/**
 * An organisation with an administrator (the role's flag, so permission is never why a request
 * is refused) and factories for its things, each call a fresh one: a request that deletes or
 * changes what it names never spoils the next. Rows are written straight to the database, as
 * the other API tests' factories do, so the walk does not depend on the routes it walks.
 */
export async function prepareOrganisation(app: App) {
  const { db } = app.database;
  const admin = await createMember(app, { administrator: true });
  const organizationId = admin.organizationId;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: admin.headers, payload }).then((response) => response.json().data);

  const farm = async () => {
    const [row] = await db
      .insert(farms)
      .values({ organizationId, name: `Finca ${letters(4)}`, perimeterPoints: FARM_LAND, latitude: 40.005, longitude: -2.995 })
      .returning();
    return row!.id;
  };
  const zone = async (farmId?: string) => {
    const [row] = await db
      .insert(zones)
      .values({ organizationId, farmId: farmId ?? (await farm()), name: `Zona ${letters(4)}`, points: ZONE_LAND, areaSquareMeters: 1, perimeterMeters: 4 })
      .returning();
    return row!.id;
  };
  const animal = async (options: { gender?: 'female' | 'male'; birthDate?: string; farmId?: string } = {}) =>
    (await insertAnimal(app, organizationId, { gender: options.gender, birthDate: options.birthDate ?? '2021-04-02', farmId: options.farmId })).id;
  const group = async () => (await insertGroup(app, organizationId, `Lote ${letters(4)}`)).id;
  const record = async (animalId: string, type: RecordType = 'weight', farmId?: string) =>
    (await insertRecord(app, organizationId, animalId, type === 'weight' ? { type, quantity: { value: 320, unit: 'kg' } } : { type, farmId })).id;
  const task = async (category: TaskCategory, animalIds: string[] = []) => {
    const [row] = await db
      .insert(tasks)
      .values({ organizationId, name: 'Revisar bebederos', category, startAt: new Date(Date.now() - 3_600_000), endAt: new Date(Date.now() + 3_600_000), timeZone: 'UTC' })
      .returning();
    if (animalIds.length > 0) await db.insert(taskAnimals).values(animalIds.map((animalId) => ({ organizationId, taskId: row!.id, animalId })));
    return row!.id;
  };
  /** A supply with a litre in stock, so a use of some of it succeeds. */
  const supply = async () => {
    const id = await insertSupply(db, { organizationId, name: `Yodo ${letters(6)}`, unit: 'mL', allowsNegativeStock: false, createdBy: admin.userId });
    const receipt = { type: 'supplyReceived', status: 'done' as const, occurredAt: new Date('2024-01-02'), assets: [], quantities: [{ value: 1, unit: 'L', assetId: id, adjustment: 'increment' as const }] };
    await writeEvents(db, { organizationId, userId: admin.userId }, [receipt]);
    return id;
  };
  /** A drug of the cabinet (no label species: the cascade's case). */
  const drug = () =>
    insertDrug(db, organizationId, admin.userId, {
      name: `Penicilina ${letters(6)}`,
      format: 'injection',
      doseUnit: 'mL',
      doseBasis: 'perHead',
      activeIngredients: [],
      routes: ['intramuscular'],
      prescriptionOnly: true,
      stockUnit: 'mL',
    });
  /** A 250 mL pack of a drug, received into stock. */
  const pack = async (drugId?: string) => {
    const [id] = await insertPacks(db, 'mL', [
      {
        organizationId,
        drugId: drugId ?? (await drug()),
        batch: 'L-1',
        expiresOn: '2030-01-31',
        receivedAt: new Date('2024-01-02'),
        size: 250,
        priceMinor: null,
        currency: null,
        supplier: null,
        orderId: null,
        warehouse: 'Botiquín',
        rack: null,
        tier: null,
        position: null,
        createdBy: admin.userId,
      },
    ]);
    const receipt = { type: 'drugReceived', status: 'done' as const, occurredAt: new Date('2024-01-02'), assets: [{ assetId: id!, role: 'subject' as const }], quantities: [{ value: 250, unit: 'mL', assetId: id!, adjustment: 'increment' as const }] };
    await writeEvents(db, { organizationId, userId: admin.userId }, [receipt]);
    return id!;
  };
  /** Three doses of 5 mL a day apart. */
  const protocol = async (drugId?: string) => {
    const values = { organizationId, name: `Cojera ${letters(5)}`, drugId: drugId ?? (await drug()), doseValue: 5, doseUnit: 'mL' as const, intervalHours: 24, doses: 3 };
    const [row] = await db.insert(drugProtocols).values(values).returning();
    return row!.id;
  };
  /** An order (placed unless told) of two 250 mL packs of a drug, with its one line. */
  const drugOrder = async (status: 'draft' | 'placed' = 'placed') => {
    const [order] = await db.insert(drugOrders).values({ organizationId, supplier: 'Cooperativa', status, createdBy: admin.userId }).returning();
    const [line] = await db
      .insert(drugOrderLines)
      .values({ organizationId, orderId: order!.id, position: 0, drugId: await drug(), packSize: 250, packUnit: 'mL', packs: 2 })
      .returning();
    return { id: order!.id, lineId: line!.id };
  };
  /** A product of the catalogue: a service unless told, priced in MXN. */
  const product = async (kind: 'service' | 'animal' | 'milk' = 'service') => {
    const values = { organizationId, name: `Producto ${letters(6)}`, kind, unit: kind === 'milk' ? ('L' as const) : ('unit' as const), priceMinor: 150_000, currency: 'MXN' };
    const [row] = await db.insert(products).values(values).returning();
    return row!.id;
  };
  const counterparty = async () => {
    const [row] = await db.insert(counterparties).values({ organizationId, name: `Cliente ${letters(6)}`, kind: 'customer' }).returning();
    return row!.id;
  };
  /** A sale of one service (no stock, no animals: every step may run) in the status asked for. */
  const order = async (status: 'draft' | 'placed' | 'shipped' | 'delivered' = 'draft') => {
    const values = { direction: 'sale', counterpartyId: await counterparty(), reference: null, currency: 'MXN', address: null, shipOn: null, notes: null, netMinor: 150_000, taxMinor: 0, grossMinor: 150_000 } as const;
    const id = await insertOrder(db, organizationId, admin.userId, values);
    await updateOrderRow(db, organizationId, id, { status });
    await db.insert(orderLines).values({ organizationId, orderId: id, position: 0, productId: await product(), quantityMilli: 1000, unit: 'unit', unitPriceMinor: 150_000, taxRateBasisPoints: 0, netMinor: 150_000, taxMinor: 0, grossMinor: 150_000 });
    return id;
  };
  /** A shipment of one animal to a farm, written straight to its tables. */
  const shipment = async () => {
    const [row] = await db
      .insert(shipments)
      .values({ organizationId, destinationKind: 'farm', destinationName: 'Rancho El Sauz', vehicle: 'CHH-1', driver: 'Ramón', departureAt: new Date('2024-05-02T08:00:00Z'), createdBy: admin.userId })
      .returning();
    await db.insert(shipmentAnimals).values({ organizationId, shipmentId: row!.id, animalId: await animal(), position: 0 });
    return row!.id;
  };
  /** 10 mL of a pack held for a task. */
  const reservation = async () => {
    const [row] = await db
      .insert(drugReservations)
      .values({ organizationId, packId: await pack(), quantity: 10, expiresAt: new Date(Date.now() + 3_600_000), taskId: await task('healthRecord') })
      .returning();
    return row!.id;
  };
  /** A person of the organisation with a department and a role of their own. */
  const member = (): Promise<Member> => createMember(app, { organizationId, grants: { farms: ['view'] } });
  const department = async () => {
    const [row] = await db.insert(departments).values({ organizationId, name: `Dept ${letters(4)}` }).returning();
    return row!.id;
  };
  const role = async (departmentId?: string) => {
    const [row] = await db
      .insert(roles)
      .values({ organizationId, departmentId: departmentId ?? (await department()), name: `Role ${letters(4)}` })
      .returning();
    return row!.id;
  };
  const userImport = async () => {
    const [row] = await db.insert(imports).values({ organizationId, kind: 'users', fileName: 'people.csv', status: 'completed', totalRows: 0, createdBy: admin.userId }).returning();
    return row!.id;
  };
  const animalImport = async () => {
    const [row] = await db
      .insert(imports)
      .values({ organizationId, kind: 'animals', fileName: 'herd.csv', status: 'completed', createdBy: admin.userId })
      .returning();
    return row!.id;
  };
  /** Someone who uploaded a profile picture, as a person does. */
  const memberWithPicture = async () => {
    const person = await member();
    const body = multipart({}, { name: 'me.png', bytes: Buffer.concat([PNG, Buffer.from('pixels')]), type: 'image/png' });
    await app.inject({ method: 'PUT', url: '/api/profile/picture', payload: body.payload, headers: { ...person.headers, ...body.headers } });
    return person.userId;
  };
  const deactivated = async () => {
    const person = await member();
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, person.userId));
    return person.userId;
  };

  /** An outside bull, semen automation's sire. */
  const sire = async () => {
    const [row] = await db.insert(semenSires).values({ organizationId, name: `Toro ${letters(6)}`, createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** A collection of a new sire, with the batch in quarantine it produced: 100 straws by its event. */
  const collection = async () => {
    const sample = { centre: 'Centro Los Altos', volumeMl: 6, concentrationMillionPerMl: 1100, motilityPercent: 70, normalFormsPercent: 82, dosesProduced: 100 };
    const [made] = await db.insert(semenCollections).values({ organizationId, sireId: await sire(), collectedAt: new Date('2024-05-02T08:00:00Z'), ...sample, createdBy: admin.userId }).returning();
    const [asset] = await db.insert(assets).values({ organizationId, kind: 'semenBatch', stockUnit: 'straw', stockOnHand: 0 }).returning();
    await db.insert(semenBatches).values({ id: asset!.id, organizationId, collectionId: made!.id, code: `LOTE-${letters(6)}`, createdBy: admin.userId });
    const produced = { type: 'semenCollected', status: 'done' as const, occurredAt: made!.collectedAt, assets: [{ assetId: asset!.id, role: 'produced' as const }], quantities: [{ value: 100, unit: 'straw', assetId: asset!.id, adjustment: 'increment' as const }] };
    await writeEvents(db, { organizationId, userId: admin.userId }, [produced]);
    return { id: made!.id, batchId: asset!.id };
  };
  const tank = async () => {
    const [row] = await db.insert(semenTanks).values({ organizationId, name: `Termo ${letters(6)}`, canisters: 6, createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** An approved batch (straight to its row: the walk needs one that may be stored). */
  const approvedBatch = async () => {
    const { batchId } = await collection();
    await db.update(semenBatches).set({ status: 'approved', decidedAt: new Date('2024-05-03T08:00:00Z'), decidedBy: admin.userId }).where(eq(semenBatches.id, batchId));
    return batchId;
  };
  /** A pack of an approved batch in a new tank, with ten straws put in by its event. */
  const semenPack = async (batchId?: string) => {
    const [asset] = await db.insert(assets).values({ organizationId, kind: 'semenPack', stockUnit: 'straw', stockOnHand: 0 }).returning();
    await db.insert(semenPacks).values({ id: asset!.id, organizationId, batchId: batchId ?? (await approvedBatch()), tankId: await tank(), canister: 1, createdBy: admin.userId });
    const receipt = { type: 'semenStored', status: 'done' as const, occurredAt: new Date('2024-05-04T08:00:00Z'), assets: [{ assetId: asset!.id, role: 'produced' as const }], quantities: [{ value: 10, unit: 'straw', assetId: asset!.id, adjustment: 'increment' as const }] };
    await writeEvents(db, { organizationId, userId: admin.userId }, [receipt]);
    return asset!.id;
  };
  /** An approved batch with a pack of ten straws in a tank: what an insemination naming the batch draws from. */
  const storedBatch = async () => {
    const batchId = await approvedBatch();
    await semenPack(batchId);
    return batchId;
  };
  const inseminator = async () => {
    const [row] = await db.insert(inseminators).values({ organizationId, name: `Técnico ${letters(6)}`, createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** A contemporary group of a trait made by hand, with a calf in it. */
  const contemporaryGroup = async (trait: 'birth' | 'weaning' | 'yearling' | 'carcass' = 'weaning') => {
    const [row] = await db.insert(contemporaryGroups).values({ organizationId, trait, code: `CG-${letters(6)}`, automatic: false, createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** A completed evaluation of the organisation (its row alone: the walk reads it, never runs one). */
  const evaluation = async () => {
    const [row] = await db
      .insert(geneticEvaluations)
      .values({ organizationId, traits: ['birthWeight'], settings: { birthWeight: { direct: 6, residual: 14 } } as never, status: 'completed', progress: 1, finishedAt: new Date('2024-05-02T08:00:00Z'), createdBy: admin.userId })
      .returning();
    return row!.id;
  };
  const submission = async () => {
    const [row] = await db.insert(geneticSubmissions).values({ organizationId, fileName: 'submission.csv', sections: ['birth'], animals: 1, content: 'regNo\r\n', createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** A genotype of a new animal on a small chip, written straight to its rows. */
  const genotype = async () => {
    const panel = { snps: ['ARS-BFGL-1', 'ARS-BFGL-2'], alleles: ['AG', 'CT'] };
    const [chip] = await db
      .insert(genotypePanels)
      .values({ organizationId, digest: letters(12), snpCount: 2, snps: panel.snps.join('\n'), alleles: panel.alleles.join('\n'), createdBy: admin.userId })
      .returning();
    const [row] = await db
      .insert(genotypes)
      .values({ organizationId, animalId: await animal(), panelId: chip!.id, technicianName: 'Rosa Medina', genoData: 'GGP Bovine 50K', serviceNote: 'Pelo', fileName: 'lab.txt', format: 'finalReport', sampleId: 'MUESTRA', called: 2, calls: Uint8Array.of(0b0100), createdBy: admin.userId })
      .returning();
    return row!.id;
  };
  const epdUpload = async () => {
    const [row] = await db.insert(imports).values({ organizationId, kind: 'epd', fileName: 'epds.csv', status: 'completed', createdBy: admin.userId }).returning();
    return row!.id;
  };
  /** A feed of the library: corn silage priced in MXN unless told. */
  const feedIngredient = (feed: { name?: string; category?: FeedCategory; dmPercent?: number; nutrients?: Record<string, number>; caAbsorption?: number | null } = {}) =>
    insertIngredient(db, organizationId, admin.userId, {
      name: `${feed.name ?? 'Ensilado'} ${letters(6)}`,
      category: feed.category ?? 'forage',
      dmPercent: feed.dmPercent ?? 35,
      nutrients: feed.nutrients ?? { cp: 8, ndf: 44, nem: 1.6 },
      caAbsorption: feed.caAbsorption ?? null,
      pAbsorption: null,
      marketPriceMinor: 180_000,
      marketPriceCurrency: 'MXN',
      maxPercentOfDm: null,
      maxKgDmPerHead: null,
      notForSpecies: [],
      toxicity: null,
      source: null,
    });
  /** A lot of a feed (a new one unless told) with `kg` in stock, put in by its receipt's event. */
  const feedLot = async (ingredientId?: string, kg = 1000) => {
    const receivedAt = new Date('2024-05-01T08:00:00Z');
    const { id, number } = await insertLot(db, organizationId, admin.userId, { ingredientId: ingredientId ?? (await feedIngredient()), receivedAt });
    const receipt = { type: 'feedReceived', status: 'done' as const, occurredAt: receivedAt, assets: [{ assetId: id, role: 'subject' as const }], quantities: [{ value: kg, unit: 'kg', assetId: id, adjustment: 'increment' as const }] };
    await writeEvents(db, { organizationId, userId: admin.userId }, [receipt]);
    return { id, number };
  };
  /** A feed room a ration can be formulated from: silage, ground corn, soya meal and limestone, each with a lot of tonnes in stock. */
  const feedRoom = async () => {
    const feed = async (name: string, category: FeedCategory, dmPercent: number, nutrients: Record<string, number>) => {
      const ingredientId = await feedIngredient({ name, category, dmPercent, nutrients, caAbsorption: category === 'mineral' ? 0.6 : null });
      return { ingredientId, lotId: (await feedLot(ingredientId, 20_000)).id };
    };
    return [
      await feed('Ensilado', 'forage', 35, { cp: 8.5, rup: 2.3, rdp: 6.2, ndf: 42, adf: 25, fat: 3.2, tdn: 70, nem: 1.6, neg: 1, nel: 1.55, ca: 0.25, p: 0.22 }),
      await feed('Maíz', 'grain', 88, { cp: 9, rup: 4.5, rdp: 4.5, ndf: 9.5, adf: 3.4, fat: 4.2, tdn: 88, nem: 2.2, neg: 1.52, nel: 2, ca: 0.03, p: 0.28 }),
      await feed('Soya', 'proteinMeal', 89, { cp: 49.9, rup: 17, rdp: 32.9, ndf: 9.8, adf: 6.2, fat: 1.6, tdn: 84, nem: 2.07, neg: 1.41, nel: 1.94, ca: 0.4, p: 0.71 }),
      await feed('Carbonato', 'mineral', 99, { ca: 38, ash: 96 }),
    ];
  };
  /** A steer weighed this spring, in the group given. */
  const weighedSteer = async (kg: number, groupId?: string) => {
    const steer = await animal({ gender: 'male', birthDate: '2023-06-01' });
    if (groupId) await insertRecord(app, organizationId, steer, { type: 'groupChange', groupId, occurredAt: new Date('2024-04-01T00:00:00Z') });
    await insertRecord(app, organizationId, steer, { type: 'weight', quantity: { value: kg, unit: 'kg' }, occurredAt: new Date('2024-04-20T00:00:00Z') });
    return steer;
  };
  /** A ration's target: a new group of two weighed steers, or one weighed steer. */
  const rationTarget = async (kind: 'group' | 'animal') => {
    if (kind === 'animal') return { kind, animalId: await weighedSteer(400) };
    const groupId = await group();
    for (const kg of [380, 420]) await weighedSteer(kg, groupId);
    return { kind, groupId };
  };
  /** A formulation request for a new target from a new feed room: its lots, and the limestone as a library feed. */
  const formulation = async (kind: 'group' | 'animal') => {
    const [silage, corn, soya, lime] = await feedRoom();
    return {
      target: await rationTarget(kind),
      system: 'beefGrowing',
      targetGainKgPerDay: 1.2,
      feeds: [{ lotId: silage!.lotId }, { lotId: corn!.lotId }, { lotId: soya!.lotId }, { ingredientId: lime!.ingredientId }],
    };
  };
  /** A ration saved through the API (its formulation is the server's), answered by its number and target. */
  const ration = async (kind: 'group' | 'animal') => {
    const request = await formulation(kind);
    const saved = await api('POST', '/api/feed/ration', { name: `Engorda ${letters(6)}`, formulation: request });
    return { number: saved.number as number, target: request.target };
  };
  /** A supplier: a counterparty of kind supplier. */
  const feedSupplier = async () => {
    const [row] = await db.insert(counterparties).values({ organizationId, name: `Molino ${letters(6)}`, kind: 'supplier' }).returning();
    return row!.id;
  };
  /** A supplier with one price of a feed on its list. */
  const supplierPrice = async () => {
    const supplierId = await feedSupplier();
    const priceId = await insertPrice(db, { organizationId, supplierId, ingredientId: await feedIngredient(), priceMinor: 175_000, currency: 'MXN', validFrom: '2024-05-01', createdBy: admin.userId });
    return { supplierId, priceId };
  };
  /** A weekly report of the administrator's, the walk's caller: a schedule is its owner's alone. */
  const reportSchedule = async () => {
    const [row] = await db
      .insert(reportSchedules)
      .values({ organizationId, userId: admin.userId, page: 'calf', cadence: 'weekly', weekday: 1, hour: 7, language: 'en', nextRunAt: new Date('2030-01-07T07:00:00Z') })
      .returning();
    return row!.id;
  };
  /** A question of the organisation's own FAQ. */
  const faqEntry = async () => {
    const [row] = await db.insert(faqEntries).values({ organizationId, topic: 'farm', questionEs: `¿Dónde está ${letters(5)}?`, answerEs: 'En la oficina.' }).returning();
    return row!.id;
  };
  /** An enquiry of the administrator's with a photo, made through the route so the photo's bytes are stored; closed when asked. */
  const enquiry = async ({ closed = false } = {}) => {
    const body = multipart({ subject: `Báscula ${letters(5)}`, category: 'equipment', description: 'Marca 8 kg de más.' }, { field: 'file', name: 'ticket.png', bytes: PNG, type: 'image/png' });
    const data = (await app.inject({ method: 'POST', url: '/api/enquiries', payload: body.payload, headers: { ...admin.headers, ...body.headers } })).json().data;
    if (closed) await app.inject({ method: 'POST', url: `/api/enquiries/${data.id}/close`, headers: admin.headers });
    return { id: data.id as string, attachmentId: data.attachments[0].id as string };
  };
  /** A livestock goal of the administrator's on one farm's weaning weights. */
  const goal = async () => {
    const [row] = await db
      .insert(goals)
      .values({ organizationId, kpi: 'weaning205', comparator: 'atLeast', target: 260, baselineOn: '2024-05-01', farmId: await farm(), deadline: '2030-12-31', ownerId: admin.userId })
      .returning();
    return row!.id;
  };
  /** A tractor with its own serial number, on a farm of the organisation. */
  const equipmentItem = async () =>
    insertEquipment(db, organizationId, admin.userId, { type: 'tractor', name: `Tractor ${letters(4)}`, serialNumber: `SN-${letters(8)}`, farmId: await farm(), meterHours: 100, details: { horsepower: 90 } });
  const equipmentGroup = async () => (await insertEquipmentGroup(db, organizationId, admin.userId, { name: `Grupo ${letters(6)}`, notes: null })).id;
  /** A tractor and its 250-hour service plan. */
  const equipmentPlan = async () => {
    const equipmentId = await equipmentItem();
    const plan = await insertPlan(db, organizationId, equipmentId, admin.userId, { kind: 'service', everyDays: null, everyHours: 250, baselineOn: null, baselineHours: null });
    return { equipmentId, planId: plan.id };
  };
  /** A tractor and a manual attached to it through the route, so its bytes are stored. */
  const equipmentDocument = async () => {
    const equipmentId = await equipmentItem();
    const body = multipart({}, { field: 'file', name: 'manual.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' });
    const response = await app.inject({ method: 'POST', url: `/api/equipment/${equipmentId}/documents`, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    return { equipmentId, attachmentId: response.json().data.id as string };
  };
  return {
    id: organizationId,
    admin,
    api,
    farm,
    zone,
    animal,
    group,
    record,
    task,
    supply,
    drug,
    pack,
    reservation,
    protocol,
    drugOrder,
    product,
    counterparty,
    order,
    shipment,
    sire,
    collection,
    inseminator,
    tank,
    approvedBatch,
    semenPack,
    storedBatch,
    member,
    department,
    role,
    userImport,
    animalImport,
    memberWithPicture,
    deactivated,
    contemporaryGroup,
    evaluation,
    submission,
    epdUpload,
    genotype,
    feedIngredient,
    feedLot,
    feedSupplier,
    supplierPrice,
    formulation,
    ration,
    reportSchedule,
    faqEntry,
    enquiry,
    goal,
    equipmentItem,
    equipmentGroup,
    equipmentPlan,
    equipmentDocument,
  };
}
