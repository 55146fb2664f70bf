import type { App } from '../app';

/** The newest message the server sent to this recipient, read the way a person would (GET /api/dev/outbox). */
export async function lastMessageTo(app: App, recipient: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1` });
  const [message] = response.json().data as { subject: string | null; body: string; code: string | null; channel: string }[];
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}
