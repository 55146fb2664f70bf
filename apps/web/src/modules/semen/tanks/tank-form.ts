import type { FieldPath } from 'react-hook-form';
import { tankRequest, type Tank, type TankForm } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** A tank as typed: its canisters a number (null while blank), no farm as ''. */
export interface TankValues {
  name: string;
  farmId: string;
  canisters: number | null;
  notes: string;
  active: boolean;
}

/** A new tank starts with six canisters, the usual field tank's (docs/decisions.md: semen storage, 1–20). */
const NEW_TANK_CANISTERS = 6;

export const tankValues = (tank: Tank | null): TankValues => ({
  name: tank?.name ?? '',
  farmId: tank?.farm?.id ?? '',
  canisters: tank?.canisters ?? NEW_TANK_CANISTERS,
  notes: tank?.notes ?? '',
  active: tank?.active ?? true,
});

export const tankBody = (values: TankValues): TankForm => ({
  name: values.name.trim(),
  farmId: values.farmId || null,
  // A blank figure reaches the contract as missing, and gets its message.
  canisters: values.canisters as number,
  notes: textOrNull(values.notes),
  active: values.active,
});

export const tankResolver = bodyResolver(tankRequest, tankBody);
/**
 * The fields the server may name under them: a name taken (409), a farm not found (404), canisters
 * cut below a pack's (422). A tank with straws not retired (409 on `active`) is said above the fields:
 * a checkbox has no room for it.
 */
export const TANK_FIELDS: FieldPath<TankValues>[] = ['name', 'farmId', 'canisters', 'notes'];
