import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext, Clock } from './context';
import type { Database } from './db/client';
import { accessControl } from './http/access';
import { type AfterAnswer, createAfterAnswer } from './jobs/after-answer';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { errorHandler, frameworkError, routeNotFound } from './http/error-handler';
import { requestSerializer } from './http/log';
import { multipartBody, multipartOptions } from './http/multipart';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web';
import { taskRoutes } from './modules/action-list/tasks.routes';
import { activityLogRoutes } from './modules/activity-log/activity-log.routes';
import { animalRoutes } from './modules/animals/animals.routes';
import { recordRoutes } from './modules/animals/records.routes';
import { groupRoutes } from './modules/animals/groups.routes';
import { performanceRoutes } from './modules/animals/performance.routes';
import { completionRoutes } from './modules/action-list/completions.routes';
import { scheduleReminders } from './modules/action-list/reminders.job';
import { captchaKey, createCaptchaService } from './modules/captcha/captcha.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { departmentRoutes } from './modules/departments/departments.routes';
import { animalBulkRoutes } from './modules/animals/animals.bulk.routes';
import { animalImportRoutes } from './modules/animals/animals.import.routes';
import { resumeImports as resumeAnimalImports } from './modules/animals/animals.import.worker';
import { farmRoutes } from './modules/farms/farms.routes';
import { supplyRoutes } from './modules/supplies/supplies.routes';
import { graphqlGateway } from './modules/graphql/graphql.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { createNotifier } from './modules/notifications/notifications.service';
import { outboxRoutes } from './modules/notifications/notifications.routes';
import type { SmsProvider } from './modules/notifications/sms';
import { passwordRoutes } from './modules/passwords/passwords.routes';
import { preRegisterRoutes } from './modules/pre-register/pre-register.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { authenticate } from './modules/sessions/authenticate';
import { roleRoutes } from './modules/roles/roles.routes';
import { resolveSessionSecret } from './modules/sessions/session-secret';
import { sessionRoutes } from './modules/sessions/sessions.routes';
import type { SatelliteProvider } from './modules/satellite/satellite.provider';
import { satelliteRoutes } from './modules/satellite/satellite.routes';
import { sentinelHub } from './modules/satellite/sentinel-hub';
import { signUpRoutes } from './modules/sign-up/sign-up.routes';
import { scheduleAttemptSweep } from './modules/sessions/attempts.job';
import { createTokenService } from './modules/sessions/tokens';
import { diskStorage, type Storage } from './modules/uploads/storage';
import { userAdminRoutes } from './modules/users/users.admin.routes';
import { userImportRoutes } from './modules/users/users.import.routes';
import { resumeImports } from './modules/users/users.import.worker';
import { userRoutes } from './modules/users/users.routes';
import { openMeteo } from './modules/weather/open-meteo';
import type { WeatherProvider } from './modules/weather/weather.provider';
import { weatherRoutes } from './modules/weather/weather.routes';
import { version } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The background jobs, so tests can wait for the work a request started. */
    jobs: JobRunner;
    /** What services receive, as no organisation (tests derive an organisation's with `forOrganization`). */
    context: AppContext;
    /** Work requests started and did not wait for (codes and links being sent), so tests can wait for it. */
    afterAnswer: AfterAnswer;
  }
}

export interface BuildAppOptions {
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
  weather?: WeatherProvider;
  satellite?: SatelliteProvider | null;
  /** Email the reminders of tasks due today on a timer (main.ts; tests call the service themselves). */
  reminders?: boolean;
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
    jobs: createJobRunner(app.log),
    afterAnswer: createAfterAnswer(app.log),
    weather: options.weather ?? openMeteo({ forecastUrl: config.weatherUrl, archiveUrl: config.weatherArchiveUrl }),
    satellite: options.satellite !== undefined ? options.satellite : satelliteFromConfig(config, clock),
  };
  app.decorate('context', context);
  app.decorate('jobs', context.jobs);
  app.decorate('afterAnswer', context.afterAnswer);
  // Work a stopped server left half done carries on; on close, the running job stops between batches.
  app.addHook('onReady', async () => {
    await resumeImports(context);
    await resumeAnimalImports(context);
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
  onTimer(scheduleAttemptSweep);
  if (options.reminders) onTimer(scheduleReminders);
  app.addHook('onRequest', async (_, reply) => {
    context.jobs.requestStarted();
    // A response closes once, whether it was sent or the caller went away.
    reply.raw.once('close', () => context.jobs.requestEnded());
  });
  await app.register(authenticate, { context });
  // Before any route: every route under /api and /graphql must declare config.access, and this enforces it.
  await app.register(accessControl, { prefixes: ['/api', '/graphql'], publicPrefixes: ['/api/docs'] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, multipartOptions);
  app.addHook('preValidation', multipartBody);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ganado API', description: 'Livestock and farm management', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The GraphQL gateway's routes are described by its own schema (GraphiQL), not by OpenAPI.
    transform: (input) => (input.url.startsWith('/graphql') ? { schema: { hide: true }, url: input.url } : jsonSchemaTransform(input)),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(sessionRoutes, { context });
      await api.register(userRoutes, { context });
      await api.register(signUpRoutes, { context });
      await api.register(passwordRoutes, { context });
      await api.register(preRegisterRoutes, { context });
      await api.register(departmentRoutes);
      await api.register(roleRoutes);
      await api.register(activityLogRoutes);
      await api.register(userAdminRoutes);
      await api.register(profileRoutes);
      await api.register(dashboardRoutes);
      await api.register(userImportRoutes);
      await api.register(farmRoutes, { context });
      await api.register(animalImportRoutes);
      await api.register(animalBulkRoutes);
      await api.register(animalRoutes, { context });
      await api.register(recordRoutes);
      await api.register(performanceRoutes);
      await api.register(completionRoutes);
      await api.register(groupRoutes);
      await api.register(taskRoutes);
      await api.register(supplyRoutes);
      await api.register(weatherRoutes);
      await api.register(satelliteRoutes);
      if (config.nodeEnv !== 'production') await api.register(outboxRoutes, { context });
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

async function builtWebApp(webDistDir: string): Promise<string | undefined> {
  try {
    await access(path.join(webDistDir, 'index.html'));
    return webDistDir;
  } catch {
    return undefined;
  }
}
