/**
 * Business constants and limits of the product specification, section 9.
 * Every screen and every server check reads them from here, so a limit changes in one place.
 */

/** Idle session (docs/product.md §9): warn after 13 minutes without activity, log out after 15. */
export const IDLE_SESSION = {
  warningAfterMs: 780_000,
  logoutAfterMs: 900_000,
  warningDialogMaxWidth: 290,
  /** Any of these resets the idle timer. */
  activityEvents: ['click', 'mousemove', 'mousedown', 'scroll', 'load', 'keypress'],
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const OTP_LENGTH = 6;

/**
 * Name limits, as maximum lengths. The spec says "at most 25" on sign-up, "at most 10" on
 * pre-registration and "under 15" elsewhere (so 14), role names included; notes are "under 50".
 */
export const NAME_MAX_LENGTH = {
  signUp: 25,
  preRegistration: 10,
  general: 14,
  roleName: 14,
} as const;

export const NOTE_MAX_LENGTH = 49;

export const PASSWORD_RULES = {
  /** Forgot-password: at least 8 with upper, lower, digit and one of !@#$%^&*. */
  forgotPasswordMinLength: 8,
  specialCharacters: '!@#$%^&*',
  /** Change by emailed token and the forced reset dialog. */
  changeByTokenMinLength: 6,
  forcedResetMinLength: 6,
} as const;

export const MOBILE_MIN_LENGTH = 8;

/** Uploads: images under 1MB; the spec's list of accepted document types. */
export const UPLOAD_LIMITS = {
  imageMaxBytes: 1024 * 1024,
  allowedExtensions: ['csv', 'xls', 'xlsx', 'pdf', 'docx', 'png', 'jpeg', 'jpg'],
  profilePictureMimeTypes: ['image/png', 'image/gif', 'image/jpeg'],
} as const;

export const USER_OPTION_LIST = { page: 1, limit: 1000 } as const;

/** Page sizes are not given by the spec; these are ours (docs/decisions.md). */
export const PAGINATION = { defaultPageSize: 25, pageSizes: [10, 25, 50, 100], maxPageSize: 100 } as const;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Local storage key that remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'ganado.language';

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_COUNTRY_CODE = '1';

export const DEFAULT_FARM_UNITS = { area: 'hectare', length: 'meter' } as const;

/** Scrotal circumference fertility hints (docs/product.md §9). */
export const SCROTAL_CIRCUMFERENCE = {
  subfertileBelowCm: 30,
  subfertileAtAgeMonths: 18,
  goodAboveCm: 34,
  goodAfterAgeMonths: 20,
} as const;

export const DATE_FORMATS = { display: 'DD/MM/YYYY', iso: 'YYYY-MM-DD' } as const;

export const THEME_COLORS = { primary: '#00BD73', secondary: '#1F5D51' } as const;

/** Persistent dialogs come in two widths. */
export const DIALOG_WIDTHS = { narrow: 500, wide: 700 } as const;

/** Roles (docs/product.md §6): self-registered users are farmers. */
export const DEFAULT_USER_ROLE = 'farmer';
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Sign-in security limits (the spec gives none of these numbers). */
export const AUTH_LIMITS = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  otpTtlMinutes: 10,
  otpMaxTries: 5,
  otpResendCooldownSeconds: 60,
  /** Failed sign-ins in a row before the account is locked, and for how long. */
  lockoutAfterFailures: 5,
  lockoutMinutes: 15,
  /** Failed sign-ins further apart than this are forgotten (and their counter with them). */
  forgetFailuresAfterHours: 24,
  /** One-time links (set password, reset password). */
  linkTokenTtlHours: 24,
} as const;

/** What the sign-up payload fixes (docs/product.md §3). */
export const SIGN_UP_DEFAULTS = {
  appType: 'livestock_guru',
  isLivestockUser: true,
  organizationCode: 'default',
} as const;
