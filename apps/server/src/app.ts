import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext, Clock } from './context';
import type { Database } from './db/client';
import { accessControl } from './http/access';
import { compression } from './http/compression';
import { rateLimitStore } from './http/rate-limit';
import { type AfterAnswer, createAfterAnswer } from './jobs/after-answer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { errorHandler, frameworkError, routeNotFound } from './http/error-handler';
import { requestSerializer } from './http/log';
import { multipartBody, multipartOptions } from './http/multipart';
import { openapiOptions } from './http/openapi';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web';
import { captchaKey, createCaptchaService } from './modules/captcha/captcha.service';
import { defineImports, queueUnfinishedImports } from './modules/imports/imports.job';
import { graphqlGateway } from './modules/graphql/graphql.plugin';
import { SERVER_MODULES } from './modules';
import { importWriters, type OptionalTimers } from './modules/module';
import { createNotifier } from './modules/notifications/notifications.service';
import type { SmsProvider } from './modules/notifications/sms';
import { authenticate } from './modules/sessions/authenticate';
import { resolveSessionSecret } from './modules/sessions/session-secret';
import type { GeocodingProvider } from './modules/farms/geocoding/geocoding.provider';
import { nominatim } from './modules/farms/geocoding/nominatim';
import type { SatelliteProvider } from './modules/satellite/satellite.provider';
import { sentinelHub } from './modules/satellite/sentinel-hub';
import { createTokenService } from './modules/sessions/tokens';
import { diskStorage, type Storage } from './modules/uploads/storage';
import { openMeteo } from './modules/weather/open-meteo';
import type { WeatherProvider } from './modules/weather/weather.provider';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The background jobs, so tests can wait for the work a request started. */
    jobs: JobQueue;
    /** What services receive, as no organisation (tests derive an organisation's with `forOrganization`). */
    context: AppContext;
    /** Work requests started and did not wait for (codes and links being sent), so tests can wait for it. */
    afterAnswer: AfterAnswer;
  }
}

export interface BuildAppOptions extends OptionalTimers {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: Database;
  /** Serve the built web app from config.webDistDir (when it has been built). */
  serveWeb?: boolean;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Tests capture text messages with their own provider. */
  sms?: SmsProvider;
  storage?: Storage;
  /** Tests answer the farm reports with their own providers. */
  weather?: WeatherProvider | null;
  satellite?: SatelliteProvider | null;
  /** Tests search places with their own geocoder (or none). */
  geocoder?: GeocodingProvider | null;
}

export async function buildApp({ config, database, serveWeb = false, ...options }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request logs carry no headers (tokens travel there) and addresses without their tokens.
      serializers: { req: requestSerializer },
    },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  await app.register(errorHandler);
  await app.register(securityHeaders, { config });
  await app.register(compression);

  const clock = options.clock ?? (() => new Date());
  const sessionSecret = await resolveSessionSecret(config);
  const context: AppContext = {
    db: database.forTenant(null),
    system: database.db,
    forOrganization(organizationId) {
      return { ...this, db: database.forTenant(organizationId) };
    },
    config,
    clock,
    tokens: createTokenService(sessionSecret, clock),
    captcha: createCaptchaService({ hmacKey: captchaKey(config.captchaHmacKey, sessionSecret), clock, db: database.db }),
    notifier: createNotifier({ db: database.db, config, log: app.log, sms: options.sms }),
    storage: options.storage ?? diskStorage(path.join(config.dataDir, 'uploads')),
    log: app.log,
    listen: database.listen,
    jobs: createJobQueue(database, app.log),
    afterAnswer: createAfterAnswer(app.log),
    weather: options.weather !== undefined ? options.weather : config.weatherUrl === null ? null : openMeteo({ forecastUrl: config.weatherUrl, archiveUrl: config.weatherArchiveUrl }),
    satellite: options.satellite !== undefined ? options.satellite : satelliteFromConfig(config, clock),
    geocoder: options.geocoder !== undefined ? options.geocoder : geocoderFromConfig(config),
  };
  app.decorate('context', context);
  app.decorate('jobs', context.jobs);
  app.decorate('afterAnswer', context.afterAnswer);
  // Every task is defined on every replica: whichever fetches a job runs it.
  defineImports(context, importWriters(SERVER_MODULES));
  for (const module of SERVER_MODULES) module.tasks?.(context);
  // The queue starts before the timers that send to it; on close, the running job stops between batches.
  app.addHook('onReady', async () => {
    await context.jobs.start();
    await queueUnfinishedImports(context);
    for (const module of SERVER_MODULES) await module.resume?.(context);
  });
  app.addHook('onClose', () => context.jobs.stop());
  // Codes and links already promised in an answer are still sent.
  app.addHook('onClose', () => context.afterAnswer.idle());
  // Timers start once the server is ready and stop when it closes.
  const onTimer = (start: (context: AppContext) => () => void) => {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = start(context);
    });
    app.addHook('onClose', async () => stop());
  };
  for (const timer of SERVER_MODULES.flatMap((module) => module.timers ?? [])) {
    if (!timer.optIn || options[timer.optIn]) onTimer(timer.start);
  }
  app.addHook('onRequest', async (_, reply) => {
    context.jobs.requestStarted();
    // A response closes once, whether it was sent or the caller went away.
    reply.raw.once('close', () => context.jobs.requestEnded());
  });
  await app.register(authenticate, { context });
  // Before any route: every route under /api and /graphql must declare config.access, and this enforces it.
  await app.register(accessControl, { prefixes: ['/api', '/graphql'], publicPrefixes: ['/api/docs'] });
  const limits = rateLimitStore(config, database.db);
  await app.register(fastifyRateLimit, { global: false, store: limits.store });
  app.addHook('onClose', limits.close);
  await app.register(fastifyMultipart, multipartOptions);
  // The live chat (modules/enquiries/chat.socket.ts): a frame is at most a 4,000-character message.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('preValidation', multipartBody);

  await app.register(fastifySwagger, openapiOptions(version));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const module of SERVER_MODULES) await module.routes?.(api, context);
    },
    { prefix: '/api' },
  );
  await app.register(graphqlGateway, { context });

  const webRoot = serveWeb ? await builtWebApp(config.webDistDir) : undefined;
  if (webRoot) {
    await app.register(webApp, { root: webRoot });
  } else {
    if (serveWeb) app.log.warn({ webDistDir: config.webDistDir }, 'web app not built: serving the API only');
    app.setNotFoundHandler(routeNotFound);
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Sentinel Hub when its client credentials are set; otherwise none, and the reports say it is not configured. */
function satelliteFromConfig({ satellite }: Config, clock: Clock): SatelliteProvider | null {
  const { clientId, clientSecret } = satellite;
  return clientId && clientSecret ? sentinelHub({ url: satellite.url, tokenUrl: satellite.tokenUrl, clientId, clientSecret, clock }) : null;
}

/** Nominatim at GEOCODER_URL, naming Ganado and this server as its usage policy asks; none without it. */
function geocoderFromConfig({ geocoderUrl, publicUrl }: Config): GeocodingProvider | null {
  return geocoderUrl ? nominatim({ url: geocoderUrl, userAgent: `Ganado/${version} (+${publicUrl})` }) : null;
}

async function builtWebApp(webDistDir: string): Promise<string | undefined> {
  try {
    await access(path.join(webDistDir, 'index.html'));
    return webDistDir;
  } catch {
    return undefined;
  }
}
