import type { AddressInfo } from 'node:net';
import { messageCatalog } from '@ganado/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed';
import { buildTestApp } from '../../test/app';
import { lastMessageTo } from '../../test/outbox';
import { createMember } from '../../test/people';

/** A real SMTP server on a free local port, keeping every message it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const { port } = smtp.server.address() as AddressInfo;

const texts: { to: string; text: string }[] = [];
const app = await buildTestApp({
  config: { smtpUrl: `smtp://127.0.0.1:${port}` },
  sms: { send: async (message) => void texts.push(message) },
});
const production = await buildTestApp({ config: { nodeEnv: 'production' } });
// A development server as `npm start` runs it: the outbox is not open to this machine.
const development = await buildTestApp({ config: { nodeEnv: 'development', devOutboxLoopback: false } });

describe('email over SMTP', () => {
  it('delivers the sign-up code in the user’s language, and the code works', async () => {
    const payload = { firstName: 'Eva', lastName: 'Sol', email: 'eva@finca.es', password: 'Ganado#2026', stateId: 'Lugo', village: 'Sarria', language: 'es' };
    expect((await app.inject({ method: 'POST', url: '/api/user/signup/email', payload })).statusCode).toBe(200);

    const mail = received.find((message) => message.to.includes('eva@finca.es'));
    expect(mail?.raw).toMatch(/^Subject: .*(=\?UTF-8\?|Su c)/im);
    const code = /\b(\d{6})\b/.exec(mail?.raw.split(/\r?\n\r?\n/).slice(1).join('\n') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await app.inject({ method: 'POST', url: '/api/user/verify-otp', payload: { credential: 'eva@finca.es', otp: code } });
    expect(verified.statusCode).toBe(200);
  });
});

describe('text messages', () => {
  it('go through the SMS provider to +<dial code><number>', async () => {
    await app.inject({ method: 'POST', url: '/api/user/forgot-password/mobile', payload: { mobile: '3781234567', countryCode: '52' } });
    await app.afterAnswer.idle(); // the code is sent after the answer

    const text = texts.find((message) => message.to === '+523781234567');
    expect(text?.text).toMatch(/\b\d{6}\b/);
    // The farmer reads Spanish.
    expect(text?.text).toContain(messageCatalog.es['email.otpBody'].slice(0, 20));
  });
});

describe('the development outbox', () => {
  it('lists every message, latest first, with the code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const entries = response.json().data as { recipient: string; channel: string; code: string; createdAt: string }[];

    expect(entries.map((entry) => entry.recipient)).toEqual(['+523781234567', 'eva@finca.es']);
    expect(entries[0]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(Date.parse(entries[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(entries[1]?.createdAt ?? ''));
    expect((await lastMessageTo(app, 'eva@finca.es')).channel).toBe('email');
  });

  it('does not exist in production, where nothing is kept', async () => {
    await production.inject({ method: 'POST', url: '/api/forget-password/email', payload: { email: DEMO_ACCOUNTS.admin.email } });

    const response = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(await production.database.db.$count(outbox)).toBe(0);
  });

  it('without DEV_OUTBOX_LOOPBACK, shows an administrator their own organisation’s messages only, and nobody else anything', async () => {
    const administrator = await createMember(development, { administrator: true });
    const worker = await createMember(development, { organizationId: administrator.organizationId, grants: { users: ['view', 'create', 'edit'] } });
    const stranger = await createMember(development, { administrator: true });
    for (const person of [administrator, worker, stranger]) {
      const [{ email }] = await development.database.db.select({ email: users.email }).from(users).where(eq(users.id, person.userId)) as [{ email: string }];
      await development.inject({ method: 'POST', url: '/api/forget-password/email', payload: { email } });
    }
    await development.inject({ method: 'POST', url: '/api/user/pre-register', payload: { firstName: 'Lola', lastName: 'Paz', email: 'lola@rancho.mx', countryId: 'MX' } });
    const recipients = async (headers: Record<string, string>) =>
      ((await development.inject({ method: 'GET', url: '/api/dev/outbox', headers })).json().data as { recipient: string }[]).map((entry) => entry.recipient);
    const emailOf = async (person: { userId: string }) => (await development.database.db.select({ email: users.email }).from(users).where(eq(users.id, person.userId)))[0]!.email;

    expect((await development.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
    expect((await development.inject({ method: 'GET', url: '/api/dev/outbox', headers: worker.headers })).statusCode).toBe(403);
    expect((await recipients(administrator.headers)).sort()).toEqual([await emailOf(administrator), await emailOf(worker)].sort());
    expect(await recipients(stranger.headers)).toEqual([await emailOf(stranger)]);
  });

  it('with DEV_OUTBOX_LOOPBACK, answers this machine only', async () => {
    const fromElsewhere = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });
});

describe('attachments', () => {
  it('attaches files to an email, and the outbox keeps what they were, not their bytes', async () => {
    const pdf = { fileName: 'breeder-2026-11-23.pdf', contentType: 'application/pdf', body: Buffer.from('%PDF-1.3 informe de criadores') };
    await app.context.notifier.send({ channel: 'email', to: 'rosa@finca.es', organizationId: null, subject: 'Informe', text: 'Adjunto.', attachments: [pdf] });

    const mail = received.find((message) => message.to.includes('rosa@finca.es'));
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=breeder-2026-11-23\.pdf/);
    expect(mail?.raw).toContain(pdf.body.toString('base64'));
    const kept = await app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=rosa@finca.es' });
    expect(kept.json().data[0].attachments).toEqual([{ name: 'breeder-2026-11-23.pdf', type: 'application/pdf', size: pdf.body.length }]);
  });
});
