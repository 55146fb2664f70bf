import { z } from 'zod';
import { UNIT_IDS } from './units';

/**
 * What an asset is to an event (docs/ARCHITECTURE.md: the log): the animal weighed or treated
 * (subject), the farm or zone it moved to (location), the group it joined (group), the sire of a
 * service, what the event drew from (consumed) or made (produced), and the other party of a sale
 * or a purchase (counterparty), the group or animal a ration is applied to (fed).
 */
export const EVENT_ASSET_ROLES = ['subject', 'location', 'group', 'sire', 'consumed', 'produced', 'counterparty', 'fed'] as const;
export type EventAssetRole = (typeof EVENT_ASSET_ROLES)[number];

/** How a quantity changes its asset's stock: adds, draws, or sets it (a stocktake). */
export const ADJUSTMENTS = ['increment', 'decrement', 'reset'] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

/** The planned/done status every event has, as animal records always had. */
export const EVENT_STATUSES = ['planned', 'done'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Asset kinds the log knows. A new kind is a table of its own plus a name here, never a change to the log's tables. */
export const ASSET_KINDS = ['animal', 'group', 'farm', 'zone', 'supply', 'drugPack', 'semenBatch', 'semenPack', 'feedLot', 'equipment'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const unit = z.enum(UNIT_IDS, { error: 'ledger.unitUnknown' });
