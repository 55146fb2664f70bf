import {
  DEFAULT_REQUIRED_FIELDS,
  DEFAULT_VARIANCES,
  EVALUATED_TRAITS,
  type EvaluatedTrait,
  type ModelSettings,
  type ModelSettingsRequest,
  phenotypicVariance,
  type RequiredFields,
  type RequiredFieldsRequest,
  type TraitSettings,
  type TraitVariances,
} from '@ganado/shared/genetics';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { geneticSettings } from '../../../db/schema';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';

async function settingsRow(db: Db, organizationId: string) {
  const [row] = await db.select().from(geneticSettings).where(eq(geneticSettings.organizationId, organizationId));
  return row;
}

/** Each trait's variances: the organisation's where it set them, the published defaults otherwise (settings.ts). */
export async function traitVariances(db: Db, organizationId: string): Promise<Record<EvaluatedTrait, TraitVariances>> {
  const stored = (await settingsRow(db, organizationId))?.variances ?? {};
  return Object.fromEntries(EVALUATED_TRAITS.map((trait) => [trait, stored[trait] ?? DEFAULT_VARIANCES[trait]])) as Record<EvaluatedTrait, TraitVariances>;
}

/** A trait's variances as the screens show them, with the heritabilities they imply. */
export function presentVariances(trait: EvaluatedTrait, variances: TraitVariances, isDefault: boolean): TraitSettings {
  const phenotypic = phenotypicVariance(variances);
  return {
    trait,
    direct: variances.direct,
    residual: variances.residual,
    maternal: variances.maternal ?? null,
    directMaternal: variances.directMaternal ?? null,
    permanentEnvironment: variances.permanentEnvironment ?? null,
    heritability: variances.direct / phenotypic,
    maternalHeritability: variances.maternal === undefined ? null : variances.maternal / phenotypic,
    isDefault,
  };
}

async function modelSettingsOf(db: Db, organizationId: string): Promise<ModelSettings> {
  const row = await settingsRow(db, organizationId);
  const variances = await traitVariances(db, organizationId);
  return {
    traits: EVALUATED_TRAITS.map((trait) => presentVariances(trait, variances[trait], !row?.variances?.[trait])),
    updatedAt: row?.variances ? row.updatedAt.toISOString() : null,
  };
}

export const getModelSettings = (context: AppContext, session: Session) => modelSettingsOf(context.db, session.organizationId);

/** Only the maternal model's trait keeps maternal components; a trait's figures equal to the defaults are stored as they are. */
const variancesOf = (entry: ModelSettingsRequest['traits'][number]): TraitVariances => ({
  direct: entry.direct,
  residual: entry.residual,
  ...(entry.trait === 'weaningWeight' ? { maternal: entry.maternal!, directMaternal: entry.directMaternal!, permanentEnvironment: entry.permanentEnvironment! } : {}),
});

export function updateModelSettings(context: AppContext, session: Session, request: ModelSettingsRequest, ip: string): Promise<ModelSettings> {
  return context.db.transaction(async (tx) => {
    const before = await modelSettingsOf(tx, session.organizationId);
    const variances = Object.fromEntries(request.traits.map((entry) => [entry.trait, variancesOf(entry)]));
    await tx
      .insert(geneticSettings)
      .values({ organizationId: session.organizationId, variances, createdBy: session.userId })
      .onConflictDoUpdate({ target: geneticSettings.organizationId, set: { variances, updatedAt: new Date() } });
    const after = await modelSettingsOf(tx, session.organizationId);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'geneticSettings.update', entityType: 'geneticSettings', entityId: null, before, after, ipAddress: ip });
    return after;
  });
}

export async function requiredFieldsOf(db: Db, organizationId: string): Promise<RequiredFields> {
  const stored = (await settingsRow(db, organizationId))?.requiredFields;
  return { fields: stored ?? [...DEFAULT_REQUIRED_FIELDS], isDefault: !stored };
}

export const getRequiredFields = (context: AppContext, session: Session) => requiredFieldsOf(context.db, session.organizationId);

export function updateRequiredFields(context: AppContext, session: Session, request: RequiredFieldsRequest, ip: string): Promise<RequiredFields> {
  return context.db.transaction(async (tx) => {
    const before = await requiredFieldsOf(tx, session.organizationId);
    const fields = [...new Set(request.fields)];
    await tx
      .insert(geneticSettings)
      .values({ organizationId: session.organizationId, requiredFields: fields, createdBy: session.userId })
      .onConflictDoUpdate({ target: geneticSettings.organizationId, set: { requiredFields: fields, updatedAt: new Date() } });
    const after = await requiredFieldsOf(tx, session.organizationId);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'requiredFields.update', entityType: 'requiredFields', entityId: null, before, after, ipAddress: ip });
    return after;
  });
}
