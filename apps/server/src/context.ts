import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AfterAnswer } from './jobs/after-answer';
import type { JobQueue } from './jobs/job-queue';
import type { CaptchaService } from './modules/captcha/captcha.service';
import type { GeocodingProvider } from './modules/farms/geocoding/geocoding.provider';
import type { SatelliteProvider } from './modules/satellite/satellite.provider';
import type { WeatherProvider } from './modules/weather/weather.provider';
import type { Notifier } from './modules/notifications/notifications.service';
import type { TokenService } from './modules/sessions/tokens';
import type { Storage } from './modules/uploads/storage';

/** What a clock says; injected so tests can move time instead of sleeping. */
export type Clock = () => Date;

/**
 * What services need from the running app, built once in buildApp. Passed explicitly rather
 * than imported, so a test can swap any part (the clock, the SMS provider, the storage).
 */
export interface AppContext {
  /**
   * The database as one organisation sees it (row-level security: docs/ARCHITECTURE.md, "Tenancy"):
   * a signed-in request's (`request.tenant`) or a job's (`forOrganization`). The app-wide context's
   * sees no organisation's rows at all, only reference data, so a route that forgets to use its
   * request's context finds nothing rather than someone else's farm.
   */
  db: Db;
  /**
   * The database across organisations, which row-level security does not limit. Only for work that
   * has no organisation yet or spans them all: signing in before there is a session, a sign-up
   * creating its organisation, a job finding its work, seeds. Each use is deliberate; grep for it.
   */
  system: Db;
  /** This context (whatever else a caller replaced in it) as the given organisation's: its `db` sees that organisation's rows only. */
  forOrganization(this: AppContext, organizationId: string): AppContext;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  notifier: Notifier;
  storage: Storage;
  captcha: CaptchaService;
  /** For work outside a request (background jobs), which has no request logger. */
  log: FastifyBaseLogger;
  /**
   * Hears the database's NOTIFYs on a channel, from every replica, once their transactions commit
   * (db/client.ts `listen`): the live chat's fan-out. Answers the stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Background work, durable in the database (imports, reminders, sweeps); tests await `jobs.idle()`. */
  jobs: JobQueue;
  /** Work started by a request and done after its answer (codes and links sent); tests await `afterAnswer.idle()`. */
  afterAnswer: AfterAnswer;
  /** Outside providers for the farm reports; tests inject fakes. Null: not set up (no satellite credentials, WEATHER_URL=off). */
  weather: WeatherProvider | null;
  satellite: SatelliteProvider | null;
  /** The farm maps' place search; null: no GEOCODER_URL, the maps do without. Tests inject a fake. */
  geocoder: GeocodingProvider | null;
}

export const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);
