/**
 * The choices of a drug and its packs (docs/decisions.md: drugs). Values are stable ids; the web
 * labels them in the `drugs` locale namespace (`choices.<list>.<value>`).
 */
export const DRUG_FORMATS = ['injection', 'oralSolution', 'tablet', 'bolus', 'powder', 'pourOn', 'intramammary', 'spray', 'vaccine', 'other'] as const;
export type DrugFormat = (typeof DRUG_FORMATS)[number];

/** How the label keeps it (the storage section of a summary of product characteristics). */
export const STORAGE_CONDITIONS = ['roomTemperature', 'below25', 'refrigerated', 'frozen'] as const;
export type StorageCondition = (typeof STORAGE_CONDITIONS)[number];

/** A label's dose is for the whole animal or per kilogram of its live weight. */
export const DOSE_BASES = ['perHead', 'perKg'] as const;
export type DoseBasis = (typeof DOSE_BASES)[number];

/** Why a pack left the cabinet other than into an animal. */
export const DISPOSAL_REASONS = ['expired', 'damaged', 'contaminated', 'recalled', 'returned', 'other'] as const;
export type DisposalReason = (typeof DISPOSAL_REASONS)[number];

/** Where a pack stands, derived from its events and the calendar. */
export const PACK_STATUSES = ['inStock', 'empty', 'expired', 'disposed'] as const;
export type PackStatus = (typeof PACK_STATUSES)[number];

/** The products a withdrawal holds back (ICAR's icarWithdrawalProductType, the two a cattle farm sells). */
export const WITHDRAWAL_PRODUCTS = ['meat', 'milk'] as const;
export type WithdrawalProduct = (typeof WITHDRAWAL_PRODUCTS)[number];

/** Which rule gave a withdrawal its length (@ganado/withdrawal; 'entered' is a figure typed for a drug from outside the cabinet). */
export const WITHDRAWAL_RULES = ['label', 'cascadeLongestTimes1_5', 'cascadeNotAuthorised', 'cascadeZero', 'vet', 'entered'] as const;
export type WithdrawalRuleId = (typeof WITHDRAWAL_RULES)[number];

/** Default hours a reservation holds stock before it is released (docs/decisions.md: reservations). */
export const DEFAULT_RESERVATION_TIMEOUT_HOURS = 72;
/** Packs expiring within this many days are flagged on the dashboard and in the alert email. */
export const EXPIRY_ALERT_DAYS = 30;

/** Why a reservation stopped holding stock: its dose was given, its work cancelled, its time ran out, its pack disposed of. */
export const RESERVATION_RELEASE_REASONS = ['used', 'cancelled', 'expired', 'disposed'] as const;
export type ReservationReleaseReason = (typeof RESERVATION_RELEASE_REASONS)[number];
