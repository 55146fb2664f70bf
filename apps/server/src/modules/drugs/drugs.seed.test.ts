import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animals, drugPacks, drugProtocols, drugs, organizations } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../../seed';
import { buildTestApp } from '../../test/app';
import { deriveStockOnHand } from '../ledger/stock.repository';

const app = await buildTestApp();
const { db } = app.database;
const [demo] = await db.select().from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code));
const org = demo!.id;

describe('the demo cabinet', () => {
  it('holds believable drugs with their packs in stock through the log, and a mastitis protocol', async () => {
    const names = (await db.select({ name: drugs.name }).from(drugs).where(eq(drugs.organizationId, org))).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Oxitetraciclina 20 % LA', 'Cefquinoma intramamaria (lactación)', 'Vacuna clostridial 8 vías']));
    const packs = await db.select({ id: drugPacks.id }).from(drugPacks).where(eq(drugPacks.organizationId, org));
    const stock = await deriveStockOnHand(db, org, packs.map((pack) => pack.id));
    expect([...stock.values()].every((value) => value > 0)).toBe(true);
    expect(await db.$count(drugProtocols, eq(drugProtocols.organizationId, org))).toBe(1);
  });

  it('has a milking cow in milk withdrawal, treated from the intramammary pack', async () => {
    const held = await db
      .select({ id: animals.id, milkEnds: animals.milkWithdrawalEndsAt })
      .from(animals)
      .where(and(eq(animals.organizationId, org), isNotNull(animals.milkWithdrawalEndsAt), gt(animals.milkWithdrawalEndsAt, new Date())));
    expect(held).toHaveLength(1);
    const answer = (await app.inject({ method: 'GET', url: `/api/animal/${held[0]!.id}`, headers: await demoAdmin() })).json().data;
    expect(answer.withdrawal.milk).toMatchObject({ product: 'Cefquinoma intramamaria (lactación)', rule: 'label' });
  });
});

async function demoAdmin() {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
  return { authorization: `Bearer ${response.json().data.token}` };
}
