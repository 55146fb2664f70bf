import { translateMessage } from '@ganado/shared';
import { EXPIRY_ALERT_DAYS, type WithdrawalEntry, type WithdrawalsQuery } from '@ganado/shared/drugs';
import { isoToDisplayDate } from '@ganado/shared/format';
import type { AppContext } from '../../../context';
import { fill } from '../../notifications/notifications.messages';
import type { Session } from '../../sessions/authenticate';
import { type AlertRecipient, drugViewers, type ExpiringPack, expiringPacks, heldAnimals, type LowDrug, lowDrugs, organizationsWithDrugs } from './alerts.repository';

const amount = (value: string, unit: string) => `${Number(Number(value).toFixed(2))} ${unit}`;

function alertText(person: AlertRecipient, expiring: readonly ExpiringPack[], low: readonly LowDrug[], publicUrl: string): string {
  const { language } = person;
  return [
    fill('email.drugAlertIntro', language, { name: person.first_name }),
    ...(expiring.length > 0
      ? ['', fill('email.drugAlertExpiring', language, { days: String(EXPIRY_ALERT_DAYS) }), ...expiring.map((pack) => `${isoToDisplayDate(pack.expires_on)}  ${pack.drug_name} · ${pack.batch} · ${amount(pack.on_hand, pack.unit)} · ${pack.warehouse}`)]
      : []),
    ...(low.length > 0 ? ['', translateMessage('email.drugAlertLow', language), ...low.map((drug) => `${drug.name}: ${amount(drug.on_hand, drug.unit)} / ${amount(drug.reorder_level, drug.unit)}`)] : []),
    '',
    fill('email.drugAlertFooter', language, { url: `${publicUrl}/drugList` }),
  ].join('\n');
}

/**
 * The daily cabinet alert (docs/decisions.md: alerts): to each person who may view the drugs
 * module, in their language, the packs expiring within `EXPIRY_ALERT_DAYS` and the drugs at or below
 * their reorder level; nothing when there is neither. Each organisation is read through its own
 * handle. Returns how many emails were sent.
 */
export async function sendDrugAlerts(context: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const organizationId of await organizationsWithDrugs(context.system)) {
    const { db } = context.forOrganization(organizationId);
    const expiring = await expiringPacks(db, organizationId, now);
    const low = await lowDrugs(db, organizationId);
    if (expiring.length === 0 && low.length === 0) continue;
    for (const person of await drugViewers(db, organizationId)) {
      try {
        await context.notifier.send({
          channel: 'email',
          to: person.email,
          organizationId,
          subject: translateMessage('email.drugAlertSubject', person.language),
          text: alertText(person, expiring, low, context.config.publicUrl),
        });
        sent += 1;
      } catch (error) {
        context.log.error({ err: error }, 'drug alert not sent');
      }
    }
  }
  return sent;
}

/** GET /api/drug/withdrawal: who is held back now and until when (the dashboard's list). */
export async function getWithdrawals(context: AppContext, session: Session, query: WithdrawalsQuery) {
  const rows = await heldAnimals(context.db, session.organizationId, context.clock(), query.limit, (query.page - 1) * query.limit);
  const held = (endsAt: Date | string | null, product: string | null, recordId: string | null) =>
    endsAt === null || recordId === null ? null : { endsAt: new Date(endsAt).toISOString(), product: product ?? '', recordId };
  const items: WithdrawalEntry[] = rows.map((row) => ({
    animal: { id: row.id, tagNumber: row.tag_number, nickname: row.nickname },
    meat: held(row.meat_ends_at, row.meat_product, row.meat_event_id),
    milk: held(row.milk_ends_at, row.milk_product, row.milk_event_id),
  }));
  return { items, total: Number(rows[0]?.total ?? 0), page: query.page, limit: query.limit };
}
