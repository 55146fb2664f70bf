import type { FieldPath } from 'react-hook-form';
import { moveRequest, storeRequest } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { instantOf, wallClockNow } from '../../drugs/packs/pack-forms';
import type { MoveBody, StoreBody } from './api';

/**
 * Where straws go and how many, as typed: a tank and one of its canisters (chosen from selects, so
 * strings), the goblet as the farm marks it, the straws (null while blank) and when, on this
 * device's clock.
 */
export interface PlaceValues {
  tankId: string;
  canister: string;
  goblet: string;
  straws: number | null;
  occurredAt: string;
}

/** Straws stored or moved now, to the tank given (a pack's own, when moved) or none yet. */
export const placeValues = (start: { tankId?: string; canister?: number; goblet?: string | null } = {}): PlaceValues => ({
  tankId: start.tankId ?? '',
  canister: start.canister ? String(start.canister) : '',
  goblet: start.goblet ?? '',
  straws: null,
  occurredAt: wallClockNow(),
});


const place = (values: PlaceValues) => ({
  tankId: values.tankId,
  // No canister chosen reaches the contract as 0, below its range, and gets its message.
  canister: Number(values.canister),
  goblet: textOrNull(values.goblet),
  occurredAt: instantOf(values.occurredAt),
});

// Blank straws: missing when storing (the contract asks for them), the whole pack when moving.
export const storeResolver = bodyResolver(storeRequest, (values: PlaceValues): StoreBody => ({ ...place(values), straws: values.straws as number }));
export const moveResolver = bodyResolver(moveRequest, (values: PlaceValues): MoveBody => ({ ...place(values), straws: values.straws }));

/** The fields the server may name: a tank not found (404), a canister the tank lacks (422), more straws than there are (409). */
export const PLACE_FIELDS: FieldPath<PlaceValues>[] = ['tankId', 'canister', 'goblet', 'straws', 'occurredAt'];
