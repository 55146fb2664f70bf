import { DEFAULT_RESERVATION_TIMEOUT_HOURS } from '@ganado/shared/drugs';
import { REPORT_SENDS_PER_HOUR } from '@ganado/shared/reports';
import path from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths';

/** OpenStreetMap's standard tiles, whose usage policy asks for this attribution. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const DEFAULT_WEATHER_URL = 'https://api.open-meteo.com';
export const DEFAULT_WEATHER_ARCHIVE_URL = 'https://archive-api.open-meteo.com';
export const DEFAULT_SATELLITE_URL = 'https://services.sentinel-hub.com';
/** Sentinel Hub's OAuth token endpoint, under SATELLITE_URL unless SATELLITE_TOKEN_URL says otherwise. */
const SENTINEL_HUB_TOKEN_PATH = '/auth/realms/main/protocol/openid-connect/token';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' });
/** Base URLs are joined with paths, so a trailing slash is dropped. */
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'expected a redis:// or rediss:// URL' }).optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'expected an smtp:// or smtps:// URL' }).optional(),
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  SEED_DEMO: flag.optional(),
  DEV_OUTBOX_LOOPBACK: flag.default(false),
  SESSION_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  SMS_URL: z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' }).optional(),
  CAPTCHA_ENABLED: flag.default(true),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'expected at least 16 characters').optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  REPORT_SENDS_PER_HOUR: z.coerce.number().int().min(0).default(REPORT_SENDS_PER_HOUR),
  TILE_URL: z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'expected an http(s) URL with {z}, {x} and {y}').default(DEFAULT_TILE_URL),
  TILE_ATTRIBUTION: z.string().default(DEFAULT_TILE_ATTRIBUTION),
  /** `off`: no weather on this server (docs/decisions.md, "Outside services not set up"). */
  WEATHER_URL: z.union([z.literal('off'), httpUrl]).default(DEFAULT_WEATHER_URL),
  WEATHER_ARCHIVE_URL: httpUrl.default(DEFAULT_WEATHER_ARCHIVE_URL),
  SATELLITE_URL: httpUrl.default(DEFAULT_SATELLITE_URL),
  SATELLITE_TOKEN_URL: httpUrl.optional(),
  SATELLITE_CLIENT_ID: z.string().optional(),
  SATELLITE_CLIENT_SECRET: z.string().optional(),
  TASK_REMINDERS: flag.default(true),
  GEOCODER_URL: httpUrl.optional(),
  DRUG_RESERVATION_HOURS: z.coerce.number().int().min(1).max(720).default(DEFAULT_RESERVATION_TIMEOUT_HOURS),
  CLOCK_OFFSET_HOURS: z.coerce.number().int().min(0).max(24 * 366).default(0),
});

export type Config = {
  port: number;
  host: string;
  /** Absent: the embedded PGlite database under `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** Absent: what replicas share (the sign-in rate limits) is kept in the database; set, in this Redis. */
  redisUrl?: string;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string;
  smtpUrl?: string;
  webDistDir: string;
  /** Create the demo organisation on first start: by default outside production only (its accounts' passwords are public). */
  seedDemo: boolean;
  /** Outside production, GET /api/dev/outbox answers anyone on this machine (loopback), signed in or not. */
  devOutboxLoopback: boolean;
  /** Signs access tokens. Absent: generated once and kept in `${dataDir}/session-secret`. */
  sessionSecret?: string;
  /** An HTTP endpoint taking POST {to, text}; absent, text messages only reach the outbox. */
  smsUrl?: string;
  captchaEnabled: boolean;
  /** Signs captcha challenges. Absent: derived from the session secret. */
  captchaHmacKey?: string;
  /** Requests per minute per address on each sign-in route (login, OTP, passwords); 0 switches the limit off. */
  authRateLimit: number;
  /** Reports a person may email at once ("send now") an hour; 0: no limit. */
  reportSendsPerHour: number;
  /** Map tiles for the farm maps ({z}/{x}/{y} template) and the attribution shown with them. */
  tileUrl: string;
  tileAttribution: string;
  /** Open-Meteo's forecast and archive APIs (or a server answering like them). */
  /** Null: WEATHER_URL=off. */
  weatherUrl: string | null;
  weatherArchiveUrl: string;
  /** Sentinel Hub's Statistical API; without client credentials the satellite reports say so. */
  satellite: { url: string; tokenUrl: string; clientId?: string; clientSecret?: string };
  /** Email each assignee the tasks due today, every 15 minutes (off: no reminder is sent). */
  taskReminders: boolean;
  /** A Nominatim server for the farm maps' place search (e.g. https://nominatim.openstreetmap.org); absent, the maps cannot search. */
  geocoderUrl?: string;
  /** How long a drug reservation holds stock before the sweep releases it (docs/product.md §9: in hours, not shown). */
  drugReservationHours: number;
  /**
   * Outside production only: the server's clock runs this many hours ahead, so an end-to-end test
   * can restart it "three days later" (a reservation's timeout) without waiting. Refused in production.
   */
  clockOffsetHours: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws a ConfigError naming every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // `FOO=` in a .env file means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      // Values are not echoed: DATABASE_URL, REDIS_URL, SMTP_URL and the secrets may carry passwords.
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  if (vars.CLOCK_OFFSET_HOURS > 0 && vars.NODE_ENV === 'production') throw new ConfigError(['CLOCK_OFFSET_HOURS: only outside production']);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
    seedDemo: vars.SEED_DEMO ?? vars.NODE_ENV !== 'production',
    devOutboxLoopback: vars.DEV_OUTBOX_LOOPBACK,
    sessionSecret: vars.SESSION_SECRET,
    smsUrl: vars.SMS_URL,
    captchaEnabled: vars.CAPTCHA_ENABLED,
    captchaHmacKey: vars.CAPTCHA_HMAC_KEY,
    authRateLimit: vars.AUTH_RATE_LIMIT,
    reportSendsPerHour: vars.REPORT_SENDS_PER_HOUR,
    tileUrl: vars.TILE_URL,
    tileAttribution: vars.TILE_ATTRIBUTION,
    weatherUrl: vars.WEATHER_URL === 'off' ? null : withoutTrailingSlash(vars.WEATHER_URL),
    weatherArchiveUrl: withoutTrailingSlash(vars.WEATHER_ARCHIVE_URL),
    satellite: {
      url: withoutTrailingSlash(vars.SATELLITE_URL),
      tokenUrl: vars.SATELLITE_TOKEN_URL ?? `${withoutTrailingSlash(vars.SATELLITE_URL)}${SENTINEL_HUB_TOKEN_PATH}`,
      clientId: vars.SATELLITE_CLIENT_ID,
      clientSecret: vars.SATELLITE_CLIENT_SECRET,
    },
    taskReminders: vars.TASK_REMINDERS,
    geocoderUrl: vars.GEOCODER_URL && withoutTrailingSlash(vars.GEOCODER_URL),
    drugReservationHours: vars.DRUG_RESERVATION_HOURS,
    clockOffsetHours: vars.CLOCK_OFFSET_HOURS,
  };
}
