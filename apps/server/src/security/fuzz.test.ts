import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createMember } from '../test/people';
import { answerProblems } from './answers';
import { type FuzzRequest, KINDS, type Kind, type Pools, requestsFor } from './fuzz-requests';
import { prepareOrganisation } from './organisation';
import { providers } from './providers';

/**
 * The property-based fuzz of every route (docs/decisions.md, "The security suite"): requests
 * generated from each route's zod contract, mostly well-formed so they reach the services, a
 * quarter ill-formed, signed in as an organisation's administrator most of the time. Every answer
 * must be under 500, the spec's envelope (or a file), and free of stack traces and SQL.
 * FUZZ_SEED explores other inputs; FUZZ_REQUESTS changes how many are sent (10,000 by default, split
 * between PGlite and PostgreSQL when both run, each with a seed of its own: docs/decisions.md).
 */
const BOTH_DATABASES = process.env.TEST_DATABASE_URL !== undefined;
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.GANADO_TEST_DB === 'postgres' ? 20_261_125 : 20_261_124));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (BOTH_DATABASES ? 5_000 : 10_000));

const app = await buildTestApp(providers);
await app.ready();
const ours = await prepareOrganisation(app);
const theirs = await prepareOrganisation(app);
const nobody = await createMember(app, { organizationId: ours.id, grants: {} });

/** Several real things of each kind in our organisation, one of each in theirs. */
async function poolsOf(): Promise<Pools> {
  const farms = [await ours.farm(), await ours.farm(), await ours.farm()];
  const animals = [await ours.animal(), await ours.animal(), await ours.animal({ gender: 'male' }), await ours.animal({ farmId: farms[0] })];
  const ourKinds: Record<Kind, string[]> = {
    farm: farms,
    zone: [await ours.zone(farms[0]), await ours.zone(farms[1])],
    animal: animals,
    group: [await ours.group(), await ours.group()],
    record: [await ours.record(animals[0]!), await ours.record(animals[1]!)],
    task: [await ours.task('general'), await ours.task('insemination', animals.slice(0, 2)), await ours.task('healthRecord', animals.slice(1, 3))],
    user: [(await ours.member()).userId, await ours.memberWithPicture(), await ours.deactivated()],
    department: [await ours.department(), nobody.departmentId],
    role: [await ours.role(), nobody.roleId],
    userImport: [await ours.userImport()],
    animalImport: [await ours.animalImport()],
  };
  const theirAnimal = await theirs.animal();
  const theirIds = [await theirs.farm(), await theirs.zone(), theirAnimal, await theirs.group(), await theirs.record(theirAnimal), await theirs.task('general')];
  theirIds.push((await theirs.member()).userId, await theirs.department(), await theirs.role(), await theirs.userImport(), await theirs.animalImport());
  return { ours: ourKinds, theirs: theirIds };
}
const pools = await poolsOf();
const signIns = { admin: ours.admin.headers, nobody: nobody.headers };
expectEveryKind(pools);

/** How much of the budget a route gets: bodies and inputs more than a bare GET. */
function weight(route: { method: string; url: string; schema?: unknown }) {
  if (route.method === 'HEAD') return 1;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (route.method !== 'GET') return schema.body || route.url === '/graphql' ? 6 : 3;
  return schema.params || schema.querystring ? 3 : 1;
}
/** What removes things runs last, so the others find their ids. */
const removes = (route: { method: string; url: string }) => route.method === 'DELETE' || route.url.endsWith('/deactivate');
const routes = [...app.routeAccess].sort((a, b) => Number(removes(a)) - Number(removes(b)));
const totalWeight = routes.reduce((sum, route) => sum + weight(route), 0);

/** A seed per route, from the run's seed and the route's name, so adding a route leaves the others' inputs as they were. */
const seedOf = (name: string) => [...name].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16_777_619), SEED) | 0;

const tally = { requests: 0, byStatus: {} as Record<string, number> };
const startedAt = Date.now();

async function send(request: FuzzRequest) {
  tally.requests += 1;
  const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
  const family = `${Math.floor(answer.statusCode / 100)}xx`;
  tally.byStatus[family] = (tally.byStatus[family] ?? 0) + 1;
  return answer;
}

function expectEveryKind(found: Pools) {
  const empty = KINDS.filter((kind) => found.ours[kind].length === 0);
  if (empty.length > 0) throw new Error(`No ${empty.join(', ')} to name in the fuzz`);
}

describe('fuzz of every route from its contract', () => {
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const runs = Math.max(5, Math.round((REQUESTS * weight(route)) / totalWeight));
    it(`${name}: ${runs} generated requests, none answered 5xx, outside the envelope or with a trace`, async () => {
      const seed = seedOf(name);
      await fc.assert(
        fc.asyncProperty(requestsFor(route, pools, signIns), async (request) => {
          const answer = await send(request);
          const sent = `${request.url} ${typeof request.payload === 'string' ? request.payload : Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : ''}`;
          const problems = answerProblems(route, answer, sent);
          if (problems.length > 0) throw new Error(`${name} (seed ${seed}): ${problems.join('; ')}\nanswer: ${answer.statusCode} ${answer.body.slice(0, 1_000)}`);
        }),
        { seed, numRuns: runs },
      );
    });
  }

  afterAll(async () => {
    await app.jobs.idle();
    await app.afterAnswer.idle();
    const families = Object.entries(tally.byStatus)
      .sort()
      .map(([family, count]) => `${family} ${count}`)
      .join(', ');
    console.log(`Fuzz: ${routes.length} routes, ${tally.requests} requests (${families}), seed ${SEED}, ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  });
});
