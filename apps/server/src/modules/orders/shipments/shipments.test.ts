import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, farms } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm } from '../../../test/herd';
import { ordersTestbed } from '../testing';
import { pdfText } from '../../../test/pdf';
import { drugPayload } from '../../drugs/testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { seller, viewer, outsider, org, call, ok, unique } = await ordersTestbed(app);
const farmId = (await insertFarm(app, org, 'Los Álamos', 'America/Chihuahua')).id;
await db.update(farms).set({ countryCode: 'MX' }).where(eq(farms.id, farmId));

const steer = () => insertAnimal(app, org, { gender: 'male', farmId, tagNumber: unique('MX-08').replace(' ', '') });
const trip = (overrides: Record<string, unknown> = {}) => ({ destinationKind: 'abattoir', vehicle: 'CHH-4821-B', driver: 'Ramón Quiñones', departureAt: '2026-11-24T07:00:00Z', ...overrides });

/** A treatment given from a fresh pack of a drug holding meat for `meatHours`. */
async function treat(animalId: string, meatHours: number) {
  const drug = await ok('POST', '/api/drug', drugPayload({ name: unique('Vacuna clostridial'), withdrawals: [{ speciesCode: 'cattle', meatHours, milkHours: 0 }] }));
  const [pack] = await ok('POST', `/api/drug/${drug.id}/pack`, { batch: 'CL-2291', expiresOn: '2027-06-30', receivedAt: '2026-10-02T09:00:00Z', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } });
  await ok('POST', `/api/animal/${animalId}/record`, { type: 'treatment', occurredAt: '2026-11-01T08:00:00Z', drugId: drug.id, packId: pack.id, dose: { value: 5, unit: 'mL' }, route: 'intramuscular', reason: 'Prevención', veterinarian: 'Dra. Elena Ochoa' });
  return drug.name as string;
}

async function placedSale(animals: { id: string }[]) {
  const product = await ok('POST', '/api/order/product', { name: unique('Novillo en pie'), kind: 'animal', unit: 'unit', price: '28500', currency: 'MXN' });
  const order = await ok('POST', '/api/order', {
    direction: 'sale',
    currency: 'MXN',
    reference: 'TIF-0451',
    counterparty: { name: unique('Rastro TIF Cuauhtémoc'), kind: 'abattoir', address: 'Carretera a Anáhuac km 4' },
    lines: animals.map((animal) => ({ productId: product.id, animalId: animal.id, quantity: 1 })),
  });
  await ok('POST', `/api/order/${order.id}/place`, { occurredAt: '2026-11-24T06:30:00Z' });
  return order;
}

describe('shipments', () => {
  it('ships a sale to the abattoir: the order shipped, its steers removed, their treatments on the movement sheet in the farm’s language', async () => {
    const steers = [await steer(), await steer()];
    const drug = await treat(steers[0]!.id, 0);
    const order = await placedSale(steers);
    const shipment = await ok('POST', '/api/shipment', trip({ orderId: order.id, arrivalAt: '2026-11-24T09:30:00Z' }));
    expect(shipment).toMatchObject({ order: { id: order.id, reference: 'TIF-0451' }, destination: { name: order.counterparty.name, address: 'Carretera a Anáhuac km 4' }, vehicle: 'CHH-4821-B', sheetLanguage: 'es' });
    expect(shipment.animals.map((animal: { id: string }) => animal.id)).toEqual(steers.map((animal) => animal.id));
    expect(shipment.animals[0].treatments).toEqual([expect.objectContaining({ product: drug, batch: 'CL-2291', dose: '5 mL', veterinarian: 'Dra. Elena Ochoa' })]);
    expect(shipment.animals[1].treatments).toEqual([]);
    // The list reads every shipment's treatments in one pass and gives each its own.
    const listed = await ok('GET', '/api/shipment?limit=100');
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.find((item: { id: string }) => item.id === shipment.id)).toEqual(shipment);
    expect((await ok('GET', `/api/order/${order.id}`)).status).toBe('shipped');
    for (const animal of steers) expect((await ok('GET', `/api/animal/${animal.id}`)).status).toBe('removed');

    const sheet = await app.inject({ method: 'GET', url: `/api/shipment/${shipment.id}/sheet`, headers: seller.headers });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const text = pdfText(sheet.rawPayload);
    // Los Álamos is in Mexico: the sheet is in Spanish, on Chihuahua's clock (UTC-6).
    expect(text).toContain('Guía de movimiento de animales e información de la cadena alimentaria');
    expect(text).toContain('24/11/2026 1:00 AM');
    for (const expected of [steers[0]!.tagNumber, steers[1]!.tagNumber, drug, 'CL-2291', 'Dra. Elena Ochoa', 'CHH-4821-B', 'Ramón Quiñones']) expect(text).toContain(expected);
    const english = await app.inject({ method: 'GET', url: `/api/shipment/${shipment.id}/sheet?language=en`, headers: seller.headers });
    expect(pdfText(english.rawPayload)).toContain('Animal movement and food chain information');
    const logged = await db.select().from(activityLog).where(eq(activityLog.entityId, shipment.id));
    expect(logged.map((entry) => entry.action)).toEqual(['shipment.create']);
  });

  it('sends animals to another farm without a sale, each removed as moved there', async () => {
    const heifer = await insertAnimal(app, org, { farmId });
    const shipment = await ok('POST', '/api/shipment', trip({ destinationKind: 'farm', animalIds: [heifer.id], destinationName: 'Rancho El Sauz', destinationAddress: 'Namiquipa, Chihuahua' }));
    expect(shipment).toMatchObject({ order: null, destination: { name: 'Rancho El Sauz', counterpartyId: null } });
    const records = await ok('GET', `/api/animal/${heifer.id}/record?type=removal`);
    expect(records.items[0].details).toMatchObject({ reason: 'movedToAnotherFarm', destination: 'Rancho El Sauz' });
  });

  it('refuses a steer in meat withdrawal, naming the drug, and writes nothing of the shipment', async () => {
    const clear = await steer();
    const held = await steer();
    const drug = await treat(held.id, 60 * 24);
    const refused = await call('POST', '/api/shipment', trip({ animalIds: [clear.id, held.id], destinationName: 'Rastro municipal' }));
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ param: 'animalIds.1', key: 'drugs.inMeatWithdrawal' });
    expect(refused.body.message).toContain(drug);
    expect((await ok('GET', `/api/animal/${clear.id}`)).status).toBe('active');
    expect((await ok('GET', '/api/shipment?search=municipal')).items).toEqual([]);
  });

  it('refuses animals of two farms on one movement document, and prints a farm abroad’s sheet in English', async () => {
    const hillside = (await insertFarm(app, org, 'Hillside', 'Europe/London')).id;
    await db.update(farms).set({ countryCode: 'GB' }).where(eq(farms.id, hillside));
    const [here, there] = [await steer(), await insertAnimal(app, org, { gender: 'male', farmId: hillside })];
    const refused = await call('POST', '/api/shipment', trip({ animalIds: [here.id, there.id], destinationName: 'Rastro municipal' }));
    expect([refused.status, refused.body.errors]).toEqual([422, [expect.objectContaining({ param: 'animalIds', key: 'orders.shipmentOneFarm' })]]);
    expect((await ok('GET', `/api/animal/${here.id}`)).status).toBe('active');
    const sale = await placedSale([here, there]);
    const saleRefused = await call('POST', '/api/shipment', trip({ orderId: sale.id }));
    expect([saleRefused.status, saleRefused.body.errors[0]?.param, saleRefused.body.errors[0]?.key]).toEqual([422, 'orderId', 'orders.shipmentOneFarm']);
    expect((await ok('GET', `/api/order/${sale.id}`)).status).toBe('placed');
    // A sale leaves after it was placed (06:30): a departure before is answered on its field.
    const [first, second] = [await steer(), await steer()];
    const early = await call('POST', '/api/shipment', trip({ orderId: (await placedSale([first, second])).id, departureAt: '2026-11-24T06:00:00Z' }));
    expect([early.status, early.body.errors]).toEqual([422, [expect.objectContaining({ param: 'departureAt', key: 'orders.stepBeforePrevious' })]]);
    expect((await ok('GET', `/api/animal/${first.id}`)).status).toBe('active');
    const abroad = await ok('POST', '/api/shipment', trip({ animalIds: [there.id], destinationName: 'Dunbia Preston' }));
    expect(abroad.sheetLanguage).toBe('en');
    const sheet = await app.inject({ method: 'GET', url: `/api/shipment/${abroad.id}/sheet`, headers: seller.headers });
    expect(pdfText(sheet.rawPayload)).toContain('Animal movement and food chain information');
  });

  it('answers 422 for a shipment with no animals, an arrival before departure or no vehicle; 403 to a viewer; 404 for another organisation’s', async () => {
    const animal = await steer();
    for (const [payload, param, key] of [
      [trip({ destinationName: 'X' }), 'animalIds', 'orders.shipmentAnimalsRequired'],
      [trip({ animalIds: [animal.id] }), 'destinationName', 'orders.destinationNameRequired'],
      [trip({ animalIds: [animal.id], destinationName: 'X', arrivalAt: '2026-11-23T07:00:00Z' }), 'arrivalAt', 'orders.arrivalBeforeDeparture'],
      [trip({ animalIds: [animal.id], destinationName: 'X', vehicle: '' }), 'vehicle', 'validation.required'],
    ] as const) {
      const { status, body } = await call('POST', '/api/shipment', payload);
      expect(status, key).toBe(422);
      expect(body.errors).toContainEqual(expect.objectContaining({ param, key }));
    }
    expect((await call('POST', '/api/shipment', trip({ animalIds: [animal.id], destinationName: 'X' }), viewer.headers)).status).toBe(403);
    const theirs = await insertAnimal(app, outsider.organizationId);
    const stranger = await call('POST', '/api/shipment', trip({ animalIds: [theirs.id], destinationName: 'X' }));
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'animalIds.0']);
    const theirShipment = await ok('POST', '/api/shipment', trip({ animalIds: [theirs.id], destinationName: 'X' }), outsider.headers);
    expect((await call('GET', `/api/shipment/${theirShipment.id}`)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/shipment/${theirShipment.id}/sheet`, headers: seller.headers })).statusCode).toBe(404);
  });
});

describe('order documents', () => {
  it('prints a sale’s invoice with the server’s figures in the reader’s language, and a delivery note without prices', async () => {
    const straws = await ok('POST', '/api/order/product', { name: unique('Pajilla Angus'), kind: 'semen', unit: 'straw', price: '450', currency: 'MXN', taxRate: '16' });
    const order = await ok('POST', '/api/order', { direction: 'sale', currency: 'MXN', reference: 'V-2026-031', counterparty: { name: unique('Engordas La Junta'), kind: 'customer', taxId: 'ELJ120304AB1' }, lines: [{ productId: straws.id, quantity: 10 }] });
    const invoice = await app.inject({ method: 'GET', url: `/api/order/${order.id}/invoice`, headers: { ...seller.headers, 'accept-language': 'es' } });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    // Spanish groups thousands from five digits on: 4500,00, as Intl writes it.
    for (const expected of ['Factura', 'V-2026-031', 'ELJ120304AB1', straws.name, '450,00 MXN', '4500,00 MXN', '720,00 MXN', '5220,00 MXN', '16 %', '10 pajuelas']) expect(text).toContain(expected);
    const note = await app.inject({ method: 'GET', url: `/api/order/${order.id}/delivery-note?language=en`, headers: seller.headers });
    const noteText = pdfText(note.rawPayload);
    expect(noteText).toContain('Delivery note');
    expect(noteText).toContain('10 straws');
    expect(noteText).not.toContain('MX$');
    expect((await app.inject({ method: 'GET', url: `/api/order/${order.id}/invoice`, headers: viewer.headers })).statusCode).toBe(403);
  });
});
