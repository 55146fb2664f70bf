import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { createMember } from '../../test/people';
import { insertTask } from '../../test/tasks';

// Only the interval is faked: the database and the job runner keep their real timeouts.
vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
afterAll(() => vi.useRealTimers());
const clock = testClock(new Date('2026-11-23T15:00:00Z'));
const app = await buildTestApp({ clock, reminders: true });

describe('the reminders job', () => {
  it('runs at start-up and every 15 minutes after', async () => {
    // Signing in readies the app, which starts the job: nothing is due yet.
    const member = await createMember(app, { grants: { actionList: ['view'] } });
    await app.jobs.idle();
    const [user] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.userId));
    const inbox = async () =>
      (await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(user!.email!)}` })).json().data as unknown[];
    expect(await inbox()).toEqual([]);

    await insertTask(app, member.organizationId, { name: 'Revisar bebederos', assigneeId: member.userId, startAt: new Date('2026-11-23T18:00:00Z') });
    clock.advance(14);
    vi.advanceTimersByTime(14 * 60_000);
    await app.jobs.idle();
    expect(await inbox()).toEqual([]);
    // The next period: the job's id is named by the clock's 15 minutes, so each replica's tick in it sends the same one.
    clock.advance(1);
    vi.advanceTimersByTime(60_000);
    await app.jobs.idle();
    expect(await inbox()).toHaveLength(1);
  });
});
