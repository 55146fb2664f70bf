import type { Language } from '@ganado/shared';
import { EXPIRY_ALERT_DAYS } from '@ganado/shared/drugs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

const DAY_MS = 86_400_000;

/** Organisations with a drug in their cabinet: the only ones an alert may concern (read across them by the job). */
export async function organizationsWithDrugs(system: Db): Promise<string[]> {
  const rows = await rowsOf<{ organization_id: string }>(system.execute(sql`select distinct organization_id from drugs`));
  return rows.map((row) => row.organization_id);
}

export interface ExpiringPack {
  drug_name: string;
  batch: string;
  expires_on: string;
  warehouse: string;
  on_hand: string;
  unit: string;
}

/** The packs `packsExpiringSoon` counts, soonest first. */
export function expiringPacks(db: Db, organizationId: string, now: Date): Promise<ExpiringPack[]> {
  return rowsOf<ExpiringPack>(
    db.execute(sql`
      select d.name as drug_name, p.batch, p.expires_on::text, p.warehouse, a.stock_on_hand::text as on_hand, d.stock_unit as unit
      from drug_packs p join assets a on a.id = p.id and a.organization_id = p.organization_id join drugs d on d.id = p.drug_id and d.organization_id = p.organization_id
      where p.organization_id = ${organizationId} and p.disposed_at is null and a.stock_on_hand > 0
        and p.expires_on >= ${now.toISOString().slice(0, 10)}::date and p.expires_on <= ${new Date(now.getTime() + EXPIRY_ALERT_DAYS * DAY_MS).toISOString().slice(0, 10)}::date
      order by p.expires_on, lower(d.name), p.batch`),
  );
}

export interface LowDrug {
  name: string;
  on_hand: string;
  reorder_level: string;
  unit: string;
}

/** The drugs `drugsLowOnStock` counts, by name. */
export function lowDrugs(db: Db, organizationId: string): Promise<LowDrug[]> {
  return rowsOf<LowDrug>(
    db.execute(sql`
      select d.name, coalesce(s.on_hand, 0)::text as on_hand, d.reorder_level::text, d.stock_unit as unit from drugs d
      left join lateral (select sum(a.stock_on_hand) as on_hand from drug_packs p join assets a on a.id = p.id and a.organization_id = p.organization_id
        where p.organization_id = d.organization_id and p.drug_id = d.id and p.disposed_at is null) s on true
      where d.organization_id = ${organizationId} and d.reorder_level is not null and coalesce(s.on_hand, 0) <= d.reorder_level
      order by lower(d.name)`),
  );
}

export interface AlertRecipient {
  id: string;
  first_name: string;
  email: string;
  language: Language;
}

/** Active people with an email who may view the drugs module: its permission, or the administrator's (the role's flag or the owner). */
export function drugViewers(db: Db, organizationId: string): Promise<AlertRecipient[]> {
  return rowsOf<AlertRecipient>(
    db.execute(sql`
      select u.id, u.first_name, u.email, u.language from users u
      join organizations o on o.id = u.organization_id
      left join roles r on r.id = u.role_id and r.organization_id = u.organization_id
      where u.organization_id = ${organizationId} and u.status = 'active' and u.email is not null
        and (coalesce(r.is_administrator, false) or o.owner_id = u.id
          or exists (select 1 from role_permissions rp where rp.organization_id = u.organization_id and rp.role_id = u.role_id and rp.module = 'drugs' and rp.can_view))
      order by u.id`),
  );
}

export interface HeldAnimal {
  id: string;
  tag_number: string;
  nickname: string | null;
  meat_ends_at: Date | string | null;
  meat_event_id: string | null;
  meat_product: string | null;
  milk_ends_at: Date | string | null;
  milk_event_id: string | null;
  milk_product: string | null;
  total: string;
}

/** Active animals held back at `now` by their derived withdrawal columns, the latest to clear first, with the medicine that holds them. */
export function heldAnimals(db: Db, organizationId: string, now: Date, limit: number, offset: number): Promise<HeldAnimal[]> {
  const at = now.toISOString();
  return rowsOf<HeldAnimal>(
    db.execute(sql`
      select a.id, a.tag_number, a.nickname,
        case when a.meat_withdrawal_ends_at > ${at}::timestamptz then a.meat_withdrawal_ends_at end as meat_ends_at, a.meat_withdrawal_event_id as meat_event_id,
        coalesce(meat.details ->> 'product', meat.details ->> 'vaccine') as meat_product,
        case when a.milk_withdrawal_ends_at > ${at}::timestamptz then a.milk_withdrawal_ends_at end as milk_ends_at, a.milk_withdrawal_event_id as milk_event_id,
        coalesce(milk.details ->> 'product', milk.details ->> 'vaccine') as milk_product,
        count(*) over () as total
      from animals a
      left join events meat on meat.id = a.meat_withdrawal_event_id and meat.organization_id = a.organization_id
      left join events milk on milk.id = a.milk_withdrawal_event_id and milk.organization_id = a.organization_id
      where a.organization_id = ${organizationId} and a.status = 'active'
        and (a.meat_withdrawal_ends_at > ${at}::timestamptz or a.milk_withdrawal_ends_at > ${at}::timestamptz)
      order by greatest(a.meat_withdrawal_ends_at, a.milk_withdrawal_ends_at) desc, a.id
      limit ${limit} offset ${offset}`),
  );
}
