import { GenotypeSimulator, writeFinalReport } from '@ganado/parentage/testing';
import type { FilePart } from '../test/multipart';
import { letters, type Organisation, ZONE_LAND } from './organisation';

/** A request as the walk sends it: path parameters, query string and JSON body, or with `files` the body's fields as a multipart form beside them. */
export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  files?: FilePart[];
}

/** Builds a request that succeeds for the organisation it is given, naming only that organisation's things. */
export type Sample = (organisation: Organisation) => Promise<SampleRequest>;

/** A route that cannot name an organisation's thing: its contract holds no id (checked by the walk). */
export type NoIds = { noIds: string };

const OCCURRED = '2024-05-02';

/** A lab's FinalReport of one animal on a small chip, and the genotype form's fields. */
const chip = new GenotypeSimulator({ seed: 3, snps: 300 });
const labFile = (): FilePart => ({ field: 'snpFile', name: 'FinalReport.txt', type: 'text/plain', bytes: Buffer.from(writeFinalReport(chip.panel, [chip.genotyped(chip.founder('MUESTRA'))]).join('')) });
const genotypeForm = { technicianName: 'Rosa Medina', genoData: 'GGP Bovine 50K', serviceNote: 'Pelo de la cola' };

/** The id a browser gives its chat message: the same in both organisations' samples, so the walk swaps only record ids. */
const CHAT_CLIENT_ID = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
/** A weaning-weight goal naming every kind of id a goal may: its farm, group and owner. */
const goalBody = async (o: Organisation) => ({ kpi: 'weaning205', comparator: 'atLeast', target: 250, farmId: await o.farm(), groupId: await o.group(), deadline: '2030-06-30', ownerId: o.admin.userId });
/** A draft order of one line. */
const orderBody = (drugId: string) => ({ supplier: 'Cooperativa Los Álamos', currency: 'EUR', lines: [{ drugId, packSize: { value: 250, unit: 'mL' }, packs: 2, priceMinor: 2450 }] });
/** A drug's every field, named afresh. */
const drugBody = () => ({ name: `Meloxicam ${letters(5)}`, format: 'injection', doseUnit: 'mL', routes: ['subcutaneous'], stockUnit: 'mL' });
/** A sale naming every kind of id an order may: its customer, an animal sold, and the animals a line of milk came from. */
async function saleBody(o: Organisation) {
  return {
    direction: 'sale',
    currency: 'MXN',
    counterpartyId: await o.counterparty(),
    lines: [
      { productId: await o.product('animal'), animalId: await o.animal({ gender: 'male' }), quantity: 1 },
      { productId: await o.product('milk'), quantity: '120.5', sourceAnimalIds: [await o.animal(), await o.animal()] },
    ],
  };
}
const SIGN_IN = 'a sign-in flow, before there is an organisation: tokens and contacts, no ids';
const tag = () => `MX-${letters(6)}`;
const email = () => `${letters(8).toLowerCase()}@example.org`;

/** Every field of the register that names something: where the animal is, its birth farm and its parents. */
async function animalBody(o: Organisation) {
  const farmId = await o.farm();
  return {
    speciesCode: 'cattle',
    gender: 'female',
    tagNumber: tag(),
    birthDate: '2023-03-14',
    farmId,
    zoneId: await o.zone(farmId),
    groupId: await o.group(),
    birthFarmId: await o.farm(),
    damId: await o.animal(),
    sireId: await o.animal({ gender: 'male' }),
    surrogateDamId: await o.animal(),
  };
}

async function taskBody(o: Organisation) {
  const start = new Date(Date.now() + 86_400_000);
  return {
    name: 'Inseminar lote',
    category: 'insemination',
    assigneeId: (await o.member()).userId,
    farmId: await o.farm(),
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3_600_000).toISOString(),
    animalIds: [await o.animal(), await o.animal()],
  };
}

/** A tractor naming a farm, its zone and a group of the organisation, with its own serial number. */
async function equipmentBody(o: Organisation) {
  const farmId = await o.farm();
  return { type: 'tractor', name: `Tractor ${letters(4)}`, serialNumber: `SN-${letters(8)}`, farmId, zoneId: await o.zone(farmId), groupId: await o.equipmentGroup(), details: { horsepower: 110 } };
}
const equipmentPlanParams = async (o: Organisation) => {
  const { equipmentId, planId } = await o.equipmentPlan();
  return { id: equipmentId, planId };
};
const equipmentDocumentParams = async (o: Organisation) => {
  const { equipmentId, attachmentId } = await o.equipmentDocument();
  return { id: equipmentId, attachmentId };
};

/** A weekly report of one farm's and one group's cows, on Mondays at seven. */
const scheduleBody = async (o: Organisation) => ({
  page: 'breeder',
  filters: { farmId: await o.farm(), groupId: await o.group(), gender: 'female' },
  cadence: 'weekly',
  weekday: 1,
  hour: 7,
  language: 'es',
});

const animalParams = async (o: Organisation) => ({ params: { id: await o.animal() } });
const farmParams = async (o: Organisation) => ({ params: { id: await o.farm() } });
const zoneParams = async (o: Organisation) => ({ params: { id: await o.zone() } });
const groupParams = async (o: Organisation) => ({ params: { id: await o.group() } });
const recordParams = async (o: Organisation) => {
  const id = await o.animal();
  return { params: { id, recordId: await o.record(id) } };
};
const herdFilters = async (o: Organisation) => {
  const farmId = await o.farm();
  return { query: { farmId, zoneId: await o.zone(farmId), groupId: await o.group() } };
};

/**
 * POST routes that only read: their input (ranges on several traits, thousands of animals) would
 * not fit a query string. The walk holds them to the rest, but not to writing something.
 */
export const READS_BY_POST: ReadonlySet<string> = new Set(['POST /api/genetics/search', 'POST /api/genetics/submission/check', 'POST /api/feed/formulation']);

/**
 * The one registry of valid requests, keyed by `METHOD url` as `app.routeAccess` lists them.
 * Every write route and every route whose contract holds an id must be here
 * (security/cross-organisation.test.ts fails otherwise), and together a route's samples must carry
 * every id its contract can hold, so a field added later is walked too.
 */
export const VALID_REQUESTS: Record<string, Sample[] | NoIds> = {
  // The sign-in area and GraphQL act before there is an organisation, or on the caller's own account.
  'POST /api/login': { noIds: SIGN_IN },
  'POST /api/access-token': { noIds: SIGN_IN },
  'POST /api/logout': { noIds: SIGN_IN },
  'POST /api/user/userAlreadyExists': { noIds: SIGN_IN },
  'POST /api/user/signup/email': { noIds: SIGN_IN },
  'POST /api/user/signup/mobile': { noIds: SIGN_IN },
  'POST /api/user/send-otp/:type': { noIds: SIGN_IN },
  'POST /api/user/verify-otp': { noIds: SIGN_IN },
  'POST /api/user/livestock/send-otp/:type': { noIds: SIGN_IN },
  'POST /api/user/livestock/verify-otp': { noIds: SIGN_IN },
  'POST /api/user/forgot-password/email': { noIds: SIGN_IN },
  'POST /api/user/forgot-password/mobile': { noIds: SIGN_IN },
  'POST /api/user/verify-otp/forgot-password': { noIds: SIGN_IN },
  'POST /api/user/create-password': { noIds: SIGN_IN },
  'POST /api/forget-password/email': { noIds: SIGN_IN },
  'POST /api/forget-password/phone': { noIds: SIGN_IN },
  'POST /api/forget-password/validate': { noIds: SIGN_IN },
  'PUT /api/forget-password/reset-password': { noIds: SIGN_IN },
  'POST /api/user/pre-register': { noIds: SIGN_IN },
  'POST /api/user/pre-register/set-password/:token': { noIds: SIGN_IN },
  'POST /api/user/password/set': { noIds: SIGN_IN },
  'POST /graphql': { noIds: 'currentUser, userLogin and setNewPassword take no id' },
  'PUT /api/user/change-password': { noIds: 'the signed-in person’s own password' },
  'PUT /api/profile': { noIds: 'the signed-in person’s own profile' },
  'PUT /api/profile/picture': { noIds: 'the signed-in person’s own picture' },
  'POST /api/farm': { noIds: 'a new farm names nothing else' },
  'POST /api/department': { noIds: 'a department is a name' },
  'POST /api/user/import': { noIds: 'a CSV file; departments and roles are named by name' },
  'POST /api/animal/import': { noIds: 'a CSV or XLSX file; farms, groups and parents are named by name or tag' },

  // Administration.
  'PUT /api/department/:id': [async (o) => ({ params: { id: await o.department() }, body: { name: `Dept ${letters(4)}` } })],
  'GET /api/role': [async (o) => ({ query: { department: await o.department() } })],
  'POST /api/role': [async (o) => ({ body: { department: await o.department(), name: `Role ${letters(4)}` } })],
  'PUT /api/role/:id': [async (o) => ({ params: { id: await o.role() }, body: { department: await o.department(), name: `Role ${letters(4)}` } })],
  'GET /api/role/:id/permissions': [async (o) => ({ params: { id: await o.role() } })],
  'PUT /api/role/:id/permissions': [
    async (o) => ({
      params: { id: await o.role() },
      body: { permissions: [{ module: 'farms', view: true, create: true, edit: false, delete: false, export: false }] },
    }),
  ],
  'POST /api/user': [
    async (o) => {
      const department = await o.department();
      return { body: { firstName: 'Lucia', lastName: 'Campos', email: email(), department, role: await o.role(department) } };
    },
  ],
  'PUT /api/user': [
    async (o) => {
      const department = await o.department();
      const { userId } = await o.member();
      return { body: { id: userId, firstName: 'Lucia', lastName: 'Campos', email: email(), department, role: await o.role(department) } };
    },
  ],
  'POST /api/user/:id/deactivate': [async (o) => ({ params: { id: (await o.member()).userId } })],
  'POST /api/user/:id/reactivate': [async (o) => ({ params: { id: await o.deactivated() } })],
  'GET /api/user/import/:id': [async (o) => ({ params: { id: await o.userImport() } })],
  'GET /api/user/import/:id/rows': [async (o) => ({ params: { id: await o.userImport() } })],
  'GET /api/activity-log/entity/:type/:id': [
    async (o) => ({ params: { type: 'farm', id: (await o.api('POST', '/api/farm', { name: `Finca ${letters(4)}` })).id } }),
  ],
  'GET /api/profile/picture/:id': [async (o) => ({ params: { id: await o.memberWithPicture() } })],

  // Farms and zones, and their reports.
  'GET /api/farm/:id': [farmParams],
  'PUT /api/farm/:id': [async (o) => ({ params: { id: await o.farm() }, body: { name: `Finca ${letters(4)}` } })],
  'DELETE /api/farm/:id': [farmParams],
  'GET /api/farm/:id/zone': [farmParams],
  'GET /api/farm/:id/weather': [farmParams],
  'GET /api/farm/:id/weather/history': [farmParams],
  'GET /api/farm/:id/satellite': [farmParams],
  'POST /api/zone': [async (o) => ({ body: { farmId: await o.farm(), name: `Zona ${letters(4)}`, points: ZONE_LAND } })],
  'GET /api/zone/:id': [zoneParams],
  'PUT /api/zone/:id': [async (o) => ({ params: { id: await o.zone() }, body: { name: `Zona ${letters(4)}`, points: ZONE_LAND } })],
  'DELETE /api/zone/:id': [zoneParams],
  'GET /api/zone/:id/satellite': [zoneParams],

  // The herd.
  'GET /api/animal': [herdFilters],
  'GET /api/animal/export': [herdFilters],
  'POST /api/animal': [async (o) => ({ body: await animalBody(o) })],
  'GET /api/animal/:id': [animalParams],
  'PUT /api/animal/:id': [async (o) => ({ params: { id: await o.animal() }, body: await animalBody(o) })],
  'DELETE /api/animal/:id': [animalParams],
  'GET /api/animal/:id/lineage': [animalParams],
  'GET /api/animal/:id/performance': [animalParams],
  'GET /api/animal/:id/record': [animalParams],
  'POST /api/animal/:id/record': [
    async (o) => {
      const farmId = await o.farm();
      return { params: { id: await o.animal() }, body: { type: 'movement', occurredAt: OCCURRED, farmId, zoneId: await o.zone(farmId) } };
    },
    async (o) => ({ params: { id: await o.animal() }, body: { type: 'groupChange', occurredAt: OCCURRED, groupId: await o.group() } }),
    async (o) => ({
      params: { id: await o.animal() },
      body: { type: 'service', occurredAt: OCCURRED, method: 'embryoTransfer', sireId: await o.animal({ gender: 'male' }), donorDamId: await o.animal() },
    }),
    async (o) => ({
      params: { id: await o.animal() },
      body: { type: 'service', occurredAt: OCCURRED, method: 'artificialInsemination', semenPackId: await o.semenPack(), inseminatorId: await o.inseminator() },
    }),
    async (o) => ({
      params: { id: await o.animal() },
      body: { type: 'service', occurredAt: OCCURRED, method: 'artificialInsemination', semenBatchId: await o.storedBatch(), inseminatorId: await o.inseminator() },
    }),
    async (o) => ({
      params: { id: await o.animal() },
      body: { type: 'conception', occurredAt: OCCURRED, method: 'naturalMating', sireId: await o.animal({ gender: 'male' }) },
    }),
    async (o) => {
      const drugId = await o.drug();
      const body = { type: 'treatment', occurredAt: OCCURRED, drugId, packId: await o.pack(drugId), dose: { value: 5, unit: 'mL' }, veterinarian: 'Dra. Gómez' };
      return { params: { id: await o.animal() }, body };
    },
    async (o) => ({
      params: { id: await o.animal() },
      body: {
        type: 'calving',
        occurredAt: OCCURRED,
        birthEase: 'noAssistance',
        sireId: await o.animal({ gender: 'male' }),
        calves: [{ tagNumber: tag(), gender: 'female' }],
      },
    }),
  ],
  'GET /api/animal/:id/record/:recordId': [recordParams],
  'PUT /api/animal/:id/record/:recordId': [
    async (o) => {
      const id = await o.animal();
      const farmId = await o.farm();
      return {
        params: { id, recordId: await o.record(id, 'movement', await o.farm()) },
        body: { type: 'movement', occurredAt: OCCURRED, farmId, zoneId: await o.zone(farmId) },
      };
    },
    async (o) => {
      const id = await o.animal();
      return { params: { id, recordId: await o.record(id, 'groupChange') }, body: { type: 'groupChange', occurredAt: OCCURRED, groupId: await o.group() } };
    },
    async (o) => {
      const id = await o.animal();
      return {
        params: { id, recordId: await o.record(id, 'service') },
        body: { type: 'service', occurredAt: OCCURRED, method: 'embryoTransfer', sireId: await o.animal({ gender: 'male' }), donorDamId: await o.animal() },
      };
    },
    async (o) => {
      const id = await o.animal();
      const drugId = await o.drug();
      const body = { type: 'treatment', occurredAt: OCCURRED, drugId, packId: await o.pack(drugId), dose: { value: 5, unit: 'mL' }, veterinarian: 'Dra. Gómez' };
      return { params: { id, recordId: await o.record(id, 'treatment') }, body };
    },
    async (o) => {
      const id = await o.animal();
      const body = { type: 'service', occurredAt: OCCURRED, method: 'artificialInsemination', semenPackId: await o.semenPack(), inseminatorId: await o.inseminator() };
      return { params: { id, recordId: await o.record(id, 'service') }, body };
    },
    async (o) => {
      const id = await o.animal();
      const body = { type: 'service', occurredAt: OCCURRED, method: 'artificialInsemination', semenBatchId: await o.storedBatch(), inseminatorId: await o.inseminator() };
      return { params: { id, recordId: await o.record(id, 'service') }, body };
    },
  ],
  'DELETE /api/animal/:id/record/:recordId': [recordParams],
  'POST /api/animal/bulk': [
    async (o) => ({ body: { action: 'moveGroup', animalIds: [await o.animal(), await o.animal()], groupId: await o.group(), occurredAt: OCCURRED } }),
    async (o) => {
      const drugId = await o.drug();
      const record = { type: 'treatment', drugId, packId: await o.pack(drugId), dose: { value: 5, unit: 'mL' }, veterinarian: 'Dra. Gómez' };
      return { body: { action: 'recordHealth', animalIds: [await o.animal()], occurredAt: OCCURRED, record } };
    },
    async (o) => {
      const record = { method: 'artificialInsemination', semenPackId: await o.semenPack(), inseminatorId: await o.inseminator() };
      return { body: { action: 'recordService', animalIds: [await o.animal(), await o.animal()], occurredAt: OCCURRED, record } };
    },
    async (o) => {
      const record = { method: 'artificialInsemination', semenBatchId: await o.storedBatch(), inseminatorId: await o.inseminator() };
      return { body: { action: 'recordService', animalIds: [await o.animal()], occurredAt: OCCURRED, record } };
    },
    async (o) => {
      const record = { method: 'embryoTransfer', sireId: await o.animal({ gender: 'male' }), donorDamId: await o.animal() };
      return { body: { action: 'recordService', animalIds: [await o.animal()], occurredAt: OCCURRED, record } };
    },
  ],
  'GET /api/animal/import/:id': [async (o) => ({ params: { id: await o.animalImport() } })],
  'POST /api/animal-group': [async (o) => ({ body: { name: `Lote ${letters(4)}`, farmId: await o.farm() } })],
  'POST /api/animal-group/move': [
    async (o) => ({ body: { animalIds: [await o.animal(), await o.animal()], groupId: await o.group(), occurredAt: OCCURRED } }),
  ],
  'GET /api/animal-group/:id': [groupParams],
  'PUT /api/animal-group/:id': [async (o) => ({ params: { id: await o.group() }, body: { name: `Lote ${letters(4)}`, farmId: await o.farm() } })],
  'DELETE /api/animal-group/:id': [groupParams],
  'GET /api/animal-group/:id/history': [groupParams],

  // Supplies and their stock, through the log's write path.
  'POST /api/supply': { noIds: 'a new supply names nothing but itself' },
  'GET /api/supply/:id': [async (o) => ({ params: { id: await o.supply() } })],
  'POST /api/supply/event': [
    async (o) => {
      const farmId = await o.farm();
      return {
        body: {
          type: 'supplyUsed',
          occurredAt: OCCURRED,
          assets: [
            { assetId: await o.animal({ farmId }), role: 'subject' },
            { assetId: await o.zone(farmId), role: 'location' },
          ],
          quantities: [{ supplyId: await o.supply(), value: 20, unit: 'mL' }],
        },
      };
    },
  ],

  // The medicine cabinet.
  'POST /api/drug': { noIds: 'a new drug names nothing but itself' },
  'GET /api/drug/:id': [async (o) => ({ params: { id: await o.drug() } })],
  'PUT /api/drug/:id': [async (o) => ({ params: { id: await o.drug() }, body: drugBody() })],
  'POST /api/drug/:id/pack': [
    async (o) => ({
      params: { id: await o.drug() },
      body: { batch: 'L-2', expiresOn: '2030-06-30', receivedAt: OCCURRED, size: { value: 100, unit: 'mL' }, location: { warehouse: 'Nave' } },
    }),
  ],
  'GET /api/drug/pack': [async (o) => ({ query: { drugId: await o.drug() } })],
  'GET /api/drug/stock': [async (o) => ({ query: { drugId: await o.drug() } })],
  'GET /api/drug/pack/:id': [async (o) => ({ params: { id: await o.pack() } })],
  'GET /api/drug/reservation': [async (o) => ({ query: { packId: await o.pack(), drugId: await o.drug(), taskId: await o.task('healthRecord') } })],
  'POST /api/drug/reservation': [async (o) => ({ body: { packId: await o.pack(), quantity: { value: 5, unit: 'mL' }, taskId: await o.task('healthRecord') } })],
  'POST /api/drug/reservation/:id/release': [async (o) => ({ params: { id: await o.reservation() } })],
  'GET /api/drug/register': [async (o) => ({ query: { drugId: await o.drug(), animalId: await o.animal() } })],
  'GET /api/drug/register/export': [async (o) => ({ query: { drugId: await o.drug(), animalId: await o.animal(), format: 'csv' } })],
  'GET /api/drug/order': { noIds: 'filters by status only' },
  'GET /api/drug/withdrawal': { noIds: 'pages only' },
  'POST /api/drug/order': [async (o) => ({ body: orderBody(await o.drug()) })],
  'GET /api/drug/order/:id': [async (o) => ({ params: { id: (await o.drugOrder()).id } })],
  'PUT /api/drug/order/:id': [async (o) => ({ params: { id: (await o.drugOrder('draft')).id }, body: orderBody(await o.drug()) })],
  'POST /api/drug/order/:id/place': [async (o) => ({ params: { id: (await o.drugOrder('draft')).id }, body: {} })],
  'POST /api/drug/order/:id/ship': [async (o) => ({ params: { id: (await o.drugOrder()).id }, body: {} })],
  'POST /api/drug/order/:id/cancel': [async (o) => ({ params: { id: (await o.drugOrder()).id }, body: {} })],
  'POST /api/drug/order/:id/receive': [
    async (o) => {
      const order = await o.drugOrder();
      return { params: { id: order.id }, body: { receivedAt: OCCURRED, location: { warehouse: 'Botiquín' }, lines: [{ lineId: order.lineId, batch: 'L-9', expiresOn: '2030-01-01' }] } };
    },
  ],
  'GET /api/drug/protocol': [async (o) => ({ query: { drugId: await o.drug() } })],
  'POST /api/drug/protocol': [async (o) => ({ body: { name: `Mamitis ${letters(4)}`, drugId: await o.drug(), dose: { value: 5, unit: 'mL' }, intervalHours: 24, doses: 2 } })],
  'PUT /api/drug/protocol/:id': [
    async (o) => ({ params: { id: await o.protocol() }, body: { name: `Mamitis ${letters(4)}`, drugId: await o.drug(), dose: { value: 5, unit: 'mL' }, intervalHours: 24, doses: 2 } }),
  ],
  'POST /api/drug/protocol/:id/apply': [
    async (o) => {
      const drugId = await o.drug();
      return { params: { id: await o.protocol(drugId) }, body: { animalIds: [await o.animal()], startAt: '2030-01-01T08:00', packId: await o.pack(drugId), assigneeId: o.admin.userId } };
    },
  ],
  'POST /api/drug/pack/:id/move': [async (o) => ({ params: { id: await o.pack() }, body: { occurredAt: OCCURRED, location: { warehouse: 'Frigorífico' } } })],
  'POST /api/drug/pack/:id/count': [async (o) => ({ params: { id: await o.pack() }, body: { occurredAt: OCCURRED, quantity: { value: 200, unit: 'mL' } } })],
  'POST /api/drug/pack/:id/dispose': [async (o) => ({ params: { id: await o.pack() }, body: { occurredAt: OCCURRED, reason: 'expired' } })],

  // Orders and products.
  'GET /api/order/product': { noIds: 'filters by kind and name only' },
  'POST /api/order/product': [
    async (o) => ({ body: { name: `Ensilado ${letters(5)}`, kind: 'feed', unit: 'kg', price: '1.80', currency: 'MXN', supplyId: await o.supply() } }),
    async (o) => ({ body: { name: `Ivermectina ${letters(5)}`, kind: 'drug', unit: 'mL', price: '2.50', currency: 'MXN', drugId: await o.drug() } }),
    async (o) => ({ body: { name: `Pajuela ${letters(5)}`, kind: 'semen', unit: 'straw', price: '450', currency: 'MXN', semenBatchId: await o.approvedBatch() } }),
  ],
  'GET /api/order/product/:id': [async (o) => ({ params: { id: await o.product() } })],
  'PUT /api/order/product/:id': [
    async (o) => ({ params: { id: await o.product() }, body: { name: `Ensilado ${letters(5)}`, kind: 'feed', unit: 'kg', price: '1.80', currency: 'MXN', supplyId: await o.supply() } }),
    async (o) => ({ params: { id: await o.product() }, body: { name: `Ivermectina ${letters(5)}`, kind: 'drug', unit: 'mL', price: '2.50', currency: 'MXN', drugId: await o.drug() } }),
    async (o) => ({ params: { id: await o.product() }, body: { name: `Pajuela ${letters(5)}`, kind: 'semen', unit: 'straw', price: '450', currency: 'MXN', semenBatchId: await o.approvedBatch() } }),
  ],
  'GET /api/order/counterparty': { noIds: 'filters by kind and name only' },
  'POST /api/order/counterparty': { noIds: 'a new customer or supplier names nothing but itself' },
  'PUT /api/order/counterparty/:id': [async (o) => ({ params: { id: await o.counterparty() }, body: { name: `Cliente ${letters(6)}`, kind: 'customer' } })],
  'GET /api/order': { noIds: 'filters by direction and status only' },
  'GET /api/order/export': { noIds: 'filters by direction and status only' },
  'GET /api/order/summary': { noIds: 'months and a currency only' },
  'POST /api/order': [async (o) => ({ body: await saleBody(o) })],
  'GET /api/order/:id': [async (o) => ({ params: { id: await o.order() } })],
  'PUT /api/order/:id': [async (o) => ({ params: { id: await o.order() }, body: await saleBody(o) })],
  'POST /api/order/:id/place': [async (o) => ({ params: { id: await o.order() }, body: {} })],
  'POST /api/order/:id/confirm': [async (o) => ({ params: { id: await o.order('placed') }, body: {} })],
  'POST /api/order/:id/ship': [async (o) => ({ params: { id: await o.order('placed') }, body: {} })],
  'POST /api/order/:id/deliver': [async (o) => ({ params: { id: await o.order('shipped') }, body: {} })],
  'POST /api/order/:id/pay': [async (o) => ({ params: { id: await o.order('delivered') }, body: {} })],
  'POST /api/order/:id/cancel': [async (o) => ({ params: { id: await o.order('placed') }, body: {} })],
  'GET /api/order/:id/invoice': [async (o) => ({ params: { id: await o.order() }, query: { language: 'es' } })],
  'GET /api/order/:id/delivery-note': [async (o) => ({ params: { id: await o.order() } })],
  'GET /api/shipment': { noIds: 'filters by destination kind and name only' },
  'POST /api/shipment': [
    async (o) => {
      const order = await o.api('POST', '/api/order', await saleBody(o));
      await o.api('POST', `/api/order/${order.id}/place`, { occurredAt: '2024-05-02T07:00:00Z' });
      return { body: { orderId: order.id, destinationKind: 'abattoir', vehicle: 'CHH-4821-B', driver: 'Ramón Quiñones', departureAt: '2024-05-02T08:00:00Z' } };
    },
    async (o) => ({ body: { animalIds: [await o.animal(), await o.animal()], counterpartyId: await o.counterparty(), destinationKind: 'buyer', vehicle: 'CHH-1', driver: 'Ramón', departureAt: '2024-05-02T08:00:00Z' } }),
  ],
  'GET /api/genetics': [async (o) => ({ query: { farmId: await o.farm() } })],
  'GET /api/genetics/export': [async (o) => ({ query: { farmId: await o.farm() } })],
  'POST /api/genetics/search': [async (o) => ({ body: { farmId: await o.farm(), ranges: [{ trait: 'weaningWeight', minEpd: -5 }] } })],
  'GET /api/genetics/compare': [async (o) => ({ query: { ids: [await o.animal(), await o.animal({ gender: 'male' })] as never } })],
  'GET /api/genetics/animal/:id/epd-data': [async (o) => ({ params: { id: await o.animal() } })],
  'PUT /api/genetics/animal/:id/epd-data': [async (o) => ({ params: { id: await o.animal() }, body: { breederHerdCode: 'ALA01', marbling: 450 } })],
  'GET /api/genetics/animal/:id/worth': [async (o) => ({ params: { id: await o.animal() } })],
  'GET /api/genetics/animal/:id/epd-info': [async (o) => ({ params: { id: await o.animal() } })],
  'POST /api/genetics/upload': { noIds: 'a CSV or XLSX file; animals and parents are named by tag or registration number' },
  'GET /api/genetics/upload': { noIds: 'the organisation’s own uploads, paged' },
  'GET /api/genetics/upload/:id': [async (o) => ({ params: { id: await o.epdUpload() } })],
  'GET /api/genetics/upload-template': { noIds: 'the template of the organisation’s own herd' },
  'GET /api/genetics/contemporary-group': { noIds: 'filters by trait and code only' },
  'POST /api/genetics/contemporary-group': [async (o) => ({ body: { trait: 'weaning', code: `CG-${letters(6)}`, animalIds: [await o.animal()] } })],
  'GET /api/genetics/contemporary-group/:trait/:id': [async (o) => ({ params: { trait: 'weaning', id: await o.contemporaryGroup() } })],
  'PUT /api/genetics/contemporary-group/:trait/:id': [async (o) => ({ params: { trait: 'weaning', id: await o.contemporaryGroup() }, body: { code: `CG-${letters(6)}`, animalIds: [await o.animal()] } })],
  'DELETE /api/genetics/contemporary-group/:trait/:id': [async (o) => ({ params: { trait: 'weaning', id: await o.contemporaryGroup() } })],
  'POST /api/genetics/contemporary-group/build': { noIds: 'a trait; builds over the organisation’s own herd' },
  'POST /api/genetics/contemporary-group/move': [async (o) => ({ body: { trait: 'weaning', groupId: await o.contemporaryGroup(), animalIds: [await o.animal()] } })],
  'GET /api/genetics/settings/model': { noIds: 'the organisation’s own, from the session' },
  'PUT /api/genetics/settings/model': { noIds: 'figures only' },
  'GET /api/genetics/settings/required-fields': { noIds: 'the organisation’s own, from the session' },
  'PUT /api/genetics/settings/required-fields': { noIds: 'field names only' },
  'POST /api/genetics/evaluation': { noIds: 'traits only; evaluates the organisation’s own herd' },
  'GET /api/genetics/evaluation': { noIds: 'the organisation’s own evaluations, paged' },
  'GET /api/genetics/evaluation/:id': [async (o) => ({ params: { id: await o.evaluation() } })],
  'POST /api/genetics/submission/check': [async (o) => ({ body: { animalIds: [await o.animal()], sections: ['birth'] } })],
  'POST /api/genetics/submission': [
    async (o) => {
      // The walk's animals lack most of a sheet: nothing required, so the organisation's own are taken.
      await o.api('PUT', '/api/genetics/settings/required-fields', { fields: [] });
      return { body: { animalIds: [await o.animal()], sections: ['birth'] } };
    },
  ],
  'GET /api/genetics/submission': { noIds: 'the organisation’s own submissions, paged' },
  'GET /api/genetics/submission/:id/file': [async (o) => ({ params: { id: await o.submission() } })],
  'GET /api/genetics/genotype': [async (o) => ({ query: { animalId: await o.animal() } })],
  'POST /api/genetics/genotype': [async (o) => ({ body: { animalId: await o.animal(), ...genotypeForm }, files: [labFile()] })],
  'GET /api/genetics/genotype/:id': [async (o) => ({ params: { id: await o.genotype() } })],
  'PUT /api/genetics/genotype/:id': [async (o) => ({ params: { id: await o.genotype() }, body: genotypeForm }), async (o) => ({ params: { id: await o.genotype() }, body: genotypeForm, files: [labFile()] })],
  'DELETE /api/genetics/genotype/:id': [async (o) => ({ params: { id: await o.genotype() } })],
  // Feed management: the library, lots in stock, suppliers' price lists (the rations part adds its own).
  'GET /api/feed/ingredient': { noIds: 'filters by category and stock only' },
  'POST /api/feed/ingredient': { noIds: 'species by their reference codes, no ids' },
  'GET /api/feed/ingredient/:id': [async (o) => ({ params: { id: await o.feedIngredient() } })],
  'PUT /api/feed/ingredient/:id': [async (o) => ({ params: { id: await o.feedIngredient() }, body: { name: `Heno ${letters(6)}`, category: 'forage', dmPercent: 88, nutrients: { cp: 18 } } })],
  'GET /api/feed/inventory': [async (o) => ({ query: { ingredientId: await o.feedIngredient(), empty: 'true' } })],
  'POST /api/feed/inventory': [async (o) => ({ body: { ingredientId: await o.feedIngredient(), supplierId: await o.feedSupplier(), receivedAt: OCCURRED, quantityKg: 500 } })],
  'PUT /api/feed/inventory/:number': { noIds: 'a lot by its number in the organisation’s own series' },
  'POST /api/feed/inventory/:number/stock': { noIds: 'a lot by its number in the organisation’s own series' },
  'POST /api/feed/inventory/analysis': { noIds: 'a file of the organisation’s own lot numbers' },
  'GET /api/feed/supplier': { noIds: 'searches by name only' },
  'POST /api/feed/supplier': { noIds: 'a name and a contact' },
  'POST /api/feed/supplier/:id/price': [async (o) => ({ params: { id: await o.feedSupplier() }, body: { ingredientId: await o.feedIngredient(), pricePerTonne: { amountMinor: 180_000, currency: 'MXN' }, validFrom: OCCURRED } })],
  'DELETE /api/feed/supplier/:id/price/:priceId': [
    async (o) => {
      const { supplierId, priceId } = await o.supplierPrice();
      return { params: { id: supplierId, priceId } };
    },
  ],
  // Rations: formulated from a new feed room for a new pen of weighed steers or one weighed steer, saved through the API.
  'POST /api/feed/formulation': [async (o) => ({ body: await o.formulation('group') }), async (o) => ({ body: await o.formulation('animal') })],
  'POST /api/feed/ration': [
    async (o) => ({ body: { name: `Engorda ${letters(6)}`, formulation: await o.formulation('group') } }),
    async (o) => ({ body: { name: `Engorda ${letters(6)}`, formulation: await o.formulation('animal') } }),
  ],
  'PUT /api/feed/ration/:number': [
    async (o) => ({ params: { number: String((await o.ration('group')).number) }, body: { formulation: await o.formulation('group') } }),
    async (o) => ({ params: { number: String((await o.ration('animal')).number) }, body: { formulation: await o.formulation('animal') } }),
  ],
  'POST /api/feed/ration/:number/copy': { noIds: 'a ration by its number in the organisation’s own series, and a name' },
  'POST /api/feed/ration/:number/apply': (['group', 'animal'] as const).map((kind) => async (o: Organisation) => {
    const { number, target } = await o.ration(kind);
    return { params: { number: String(number) }, body: { target, from: OCCURRED } };
  }),
  'POST /api/feed/ration/:number/feeding': (['group', 'animal'] as const).map((kind) => async (o: Organisation) => {
    const { number, target } = await o.ration(kind);
    return { params: { number: String(number) }, body: { target, occurredAt: OCCURRED } };
  }),
  'GET /api/feed/animal/:id': [async (o) => ({ params: { id: await o.animal() } })],
  'GET /api/semen/sire': { noIds: 'searches by name or code only' },
  'POST /api/semen/sire': [async (o) => ({ body: { name: `Toro ${letters(6)}`, animalId: await o.animal({ gender: 'male' }) } })],
  'GET /api/semen/sire/:id': [async (o) => ({ params: { id: await o.sire() } })],
  'PUT /api/semen/sire/:id': [async (o) => ({ params: { id: await o.sire() }, body: { name: `Toro ${letters(6)}`, animalId: await o.animal({ gender: 'male' }) } })],
  'POST /api/semen/sire/:id/health-test': [async (o) => ({ params: { id: await o.sire() }, body: { testedOn: '2024-04-01', disease: 'Tuberculosis', result: 'negative' } })],
  'GET /api/semen/collection': [async (o) => ({ query: { sireId: await o.sire() } })],
  'POST /api/semen/collection': [
    async (o) => ({ body: { sireId: await o.sire(), collectedAt: '2024-05-02T08:00:00Z', centre: 'Centro Los Altos', volumeMl: 6, concentrationMillionPerMl: 1100, motilityPercent: 70, normalFormsPercent: 82, dosesProduced: 100 } }),
  ],
  'GET /api/semen/collection/:id': [async (o) => ({ params: { id: (await o.collection()).id } })],
  'GET /api/semen/batch': [async (o) => ({ query: { sireId: await o.sire() } })],
  'GET /api/semen/batch/:id': [async (o) => ({ params: { id: (await o.collection()).batchId } })],
  'GET /api/semen/batch/:id/labels': [async (o) => ({ params: { id: await o.approvedBatch() }, query: { count: '2' } })],
  'POST /api/semen/batch/:id/decision': [async (o) => ({ params: { id: (await o.collection()).batchId }, body: { decision: 'reject', reason: 'Motilidad baja' } })],
  'GET /api/semen/thresholds': { noIds: 'the organisation’s own, from the session' },
  'PUT /api/semen/thresholds': { noIds: 'figures only' },
  'GET /api/semen/inseminator': { noIds: 'filters by name and active only' },
  'POST /api/semen/inseminator': [async (o) => ({ body: { name: `Técnico ${letters(6)}`, userId: o.admin.userId } })],
  'PUT /api/semen/inseminator/:id': [async (o) => ({ params: { id: await o.inseminator() }, body: { name: `Técnico ${letters(6)}`, userId: o.admin.userId } })],
  'GET /api/semen/tank': [async (o) => ({ query: { farmId: await o.farm() } })],
  'POST /api/semen/tank': [async (o) => ({ body: { name: `Termo ${letters(6)}`, canisters: 6, farmId: await o.farm() } })],
  'GET /api/semen/tank/:id': [async (o) => ({ params: { id: await o.tank() } })],
  'PUT /api/semen/tank/:id': [async (o) => ({ params: { id: await o.tank() }, body: { name: `Termo ${letters(6)}`, canisters: 6, farmId: await o.farm() } })],
  'POST /api/semen/tank/:id/count': [
    async (o) => {
      const packId = await o.semenPack();
      const [pack] = await o.api('GET', `/api/semen/pack?limit=1000`).then((page: { items: { id: string; tank: { id: string } }[] }) => page.items.filter((item) => item.id === packId));
      return { params: { id: pack!.tank.id }, body: { occurredAt: '2024-05-05T08:00:00Z', counts: [{ packId, counted: 9 }] } };
    },
  ],
  'GET /api/semen/pack': [async (o) => ({ query: { tankId: await o.tank(), batchId: await o.approvedBatch() } })],
  'POST /api/semen/batch/:id/store': [async (o) => ({ params: { id: await o.approvedBatch() }, body: { tankId: await o.tank(), canister: 1, goblet: 'A', straws: 10, occurredAt: '2024-05-04T08:00:00Z' } })],
  'POST /api/semen/pack/:id/move': [async (o) => ({ params: { id: await o.semenPack() }, body: { tankId: await o.tank(), canister: 2, straws: 4, occurredAt: '2024-05-05T08:00:00Z' } })],
  // The fertility statistics screens: the services of one farm's females, and their table as a file.
  'GET /api/semen/statistics/inseminators': [async (o) => ({ query: { farmId: await o.farm() } })],
  'GET /api/semen/statistics/inseminators/export': [async (o) => ({ query: { farmId: await o.farm(), format: 'xlsx' } })],
  'GET /api/semen/statistics/organisation': [async (o) => ({ query: { farmId: await o.farm(), by: 'farm' } })],
  'GET /api/semen/statistics/organisation/export': [async (o) => ({ query: { farmId: await o.farm() } })],
  'GET /api/semen/statistics/genotypes': [async (o) => ({ query: { farmId: await o.farm(), by: 'sire' } })],
  'GET /api/semen/statistics/genotypes/export': [async (o) => ({ query: { farmId: await o.farm() } })],
  // The analytics pages: one farm's and one group's animals, the animals behind a figure, the page as a file.
  'GET /api/reports/:page': [async (o) => ({ params: { page: 'pregnancy' }, query: { farmId: await o.farm(), groupId: await o.group() } })],
  'GET /api/reports/:page/figures/:figure/animals': [async (o) => ({ params: { page: 'breeder', figure: 'calvingInterval' }, query: { farmId: await o.farm(), groupId: await o.group() } })],
  'GET /api/reports/:page/export': [async (o) => ({ params: { page: 'calf' }, query: { farmId: await o.farm(), groupId: await o.group(), format: 'csv' } })],
  'GET /api/reports/dataset': { noIds: 'the organisation’s own data, in a format' },
  // Scheduled reports: the owner's own, filtered to one farm's and one group's animals.
  'POST /api/my-reports/schedule': [async (o) => ({ body: await scheduleBody(o) })],
  'PUT /api/my-reports/schedule/:id': [async (o) => ({ params: { id: await o.reportSchedule() }, body: await scheduleBody(o) })],
  'DELETE /api/my-reports/schedule/:id': [async (o) => ({ params: { id: await o.reportSchedule() } })],
  'POST /api/my-reports/schedule/:id/send': [async (o) => ({ params: { id: await o.reportSchedule() } })],
  // The organisation's own FAQ.
  'POST /api/faq': { noIds: 'a question and its answer' },
  'PUT /api/faq/:id': [async (o) => ({ params: { id: await o.faqEntry() }, body: { topic: 'health', questionEn: 'Where is the cabinet?', answerEn: 'In the office.' } })],
  'DELETE /api/faq/:id': [async (o) => ({ params: { id: await o.faqEntry() } })],
  // Enquiries and their chat (the live chat's socket is public to the router: its first frame signs in).
  'POST /api/enquiries': { noIds: 'a subject, a category and a description' },
  'GET /api/enquiries/:id': [async (o) => ({ params: { id: (await o.enquiry()).id } })],
  'GET /api/enquiries/:id/messages': [async (o) => ({ params: { id: (await o.enquiry()).id } })],
  'POST /api/enquiries/:id/messages': [async (o) => ({ params: { id: (await o.enquiry()).id }, body: { clientId: CHAT_CLIENT_ID, body: 'Hola' } })],
  'POST /api/enquiries/:id/read': [async (o) => ({ params: { id: (await o.enquiry()).id }, body: { seq: 1 } })],
  'POST /api/enquiries/:id/close': [async (o) => ({ params: { id: (await o.enquiry()).id } })],
  'POST /api/enquiries/:id/reopen': [async (o) => ({ params: { id: (await o.enquiry({ closed: true })).id } })],
  'GET /api/enquiries/:id/attachments/:attachmentId': [async (o) => ({ params: await o.enquiry() })],
  // Livestock goals: scoped to one farm and group, owned by the administrator.
  'GET /api/livestock-goals/:id': [async (o) => ({ params: { id: await o.goal() } })],
  'POST /api/livestock-goals': [async (o) => ({ body: await goalBody(o) })],
  'PUT /api/livestock-goals/:id': [async (o) => ({ params: { id: await o.goal() }, body: await goalBody(o) })],
  'DELETE /api/livestock-goals/:id': [async (o) => ({ params: { id: await o.goal() } })],
  // The barn: one farm's snapshot for a phone offline.
  'GET /api/barn/farm/:id': [async (o) => ({ params: { id: await o.farm() } })],
  // Equipment: an item on a farm, in a group; its maintenance, plans and documents.
  'GET /api/equipment': [async (o) => ({ query: { farmId: await o.farm(), groupId: await o.equipmentGroup() } })],
  'POST /api/equipment': [async (o) => ({ body: await equipmentBody(o) })],
  'GET /api/equipment/:id': [async (o) => ({ params: { id: await o.equipmentItem() } })],
  'PUT /api/equipment/:id': [async (o) => ({ params: { id: await o.equipmentItem() }, body: await equipmentBody(o) })],
  'DELETE /api/equipment/:id': [async (o) => ({ params: { id: await o.equipmentItem() } })],
  'GET /api/equipment-groups': { noIds: 'the organisation’s groups' },
  'POST /api/equipment-groups': { noIds: 'a name and notes' },
  'PUT /api/equipment-groups/:id': [async (o) => ({ params: { id: await o.equipmentGroup() }, body: { name: `Grupo ${letters(6)}` } })],
  'DELETE /api/equipment-groups/:id': [async (o) => ({ params: { id: await o.equipmentGroup() } })],
  'GET /api/equipment/:id/maintenance': [async (o) => ({ params: { id: await o.equipmentItem() } })],
  'POST /api/equipment/:id/maintenance': [async (o) => ({ params: { id: await o.equipmentItem() }, body: { kind: 'service', occurredAt: OCCURRED, meterHours: 350 } })],
  'GET /api/equipment/:id/plans': [async (o) => ({ params: { id: await o.equipmentItem() } })],
  'POST /api/equipment/:id/plans': [async (o) => ({ params: { id: await o.equipmentItem() }, body: { kind: 'service', everyHours: 250, lastDoneHours: 0 } })],
  'PUT /api/equipment/:id/plans/:planId': [async (o) => ({ params: await equipmentPlanParams(o), body: { kind: 'service', everyDays: 180 } })],
  'DELETE /api/equipment/:id/plans/:planId': [async (o) => ({ params: await equipmentPlanParams(o) })],
  'GET /api/equipment/:id/documents': [async (o) => ({ params: { id: await o.equipmentItem() } })],
  'POST /api/equipment/:id/documents': [async (o) => ({ params: { id: await o.equipmentItem() }, body: {}, files: [{ field: 'file', name: 'manual.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }] })],
  'GET /api/equipment/:id/documents/:attachmentId': [async (o) => ({ params: await equipmentDocumentParams(o) })],
  'DELETE /api/equipment/:id/documents/:attachmentId': [async (o) => ({ params: await equipmentDocumentParams(o) })],
  'GET /api/shipment/:id': [async (o) => ({ params: { id: await o.shipment() } })],
  'GET /api/shipment/:id/sheet': [async (o) => ({ params: { id: await o.shipment() } })],

  // The action list.
  'POST /api/action-list/task': [async (o) => ({ body: await taskBody(o) })],
  'PUT /api/action-list/task': [async (o) => ({ body: { id: await o.task('general'), ...(await taskBody(o)) } })],
  'GET /api/action-list/task/:id': [async (o) => ({ params: { id: await o.task('general') } })],
  'DELETE /api/action-list/task/:id': [async (o) => ({ params: { id: await o.task('general') } })],
  'PUT /api/action-list/task/occurrence': [async (o) => ({ body: { id: await o.task('general'), index: 0, status: 'completed' } })],
  'POST /api/action-list/task/insemination': [
    async (o) => {
      const cow = await o.animal();
      return {
        body: {
          id: await o.task('insemination', [cow]),
          index: 0,
          occurredAt: OCCURRED,
          method: 'embryoTransfer',
          sireId: await o.animal({ gender: 'male' }),
          donorDamId: await o.animal(),
          animalIds: [cow],
        },
      };
    },
    async (o) => {
      const cow = await o.animal();
      const straw = { method: 'artificialInsemination', semenPackId: await o.semenPack(), inseminatorId: await o.inseminator() };
      return { body: { id: await o.task('insemination', [cow]), index: 0, occurredAt: OCCURRED, ...straw, animalIds: [cow] } };
    },
    async (o) => {
      const cow = await o.animal();
      const straw = { method: 'artificialInsemination', semenBatchId: await o.storedBatch(), inseminatorId: await o.inseminator() };
      return { body: { id: await o.task('insemination', [cow]), index: 0, occurredAt: OCCURRED, ...straw, animalIds: [cow] } };
    },
  ],
  'PUT /api/action-list/task/health-record': [
    async (o) => {
      const cow = await o.animal();
      return { body: { type: 'treatment', id: await o.task('healthRecord', [cow]), index: 0, occurredAt: OCCURRED, product: 'Oxytetracycline', animalIds: [cow] } };
    },
    async (o) => {
      const cow = await o.animal();
      const drugId = await o.drug();
      const given = { drugId, packId: await o.pack(drugId), dose: { value: 5, unit: 'mL' }, veterinarian: 'Dra. Gómez' };
      return { body: { type: 'vaccination', id: await o.task('healthRecord', [cow]), index: 0, occurredAt: OCCURRED, ...given, animalIds: [cow] } };
    },
  ],
};
