import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TableFile } from '../../http/table-file';
import { insertOutbox } from './notifications.repository';
import { httpSmsProvider, type SmsProvider } from './sms';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address, or a mobile number with its dial code. */
  to: string;
  /** The organisation of the person it is for (null: nobody's yet, e.g. a pre-registration's acknowledgement). */
  organizationId: string | null;
  subject?: string;
  text: string;
  /** The code or link token the message carries: kept in the development outbox, never logged in production. */
  code?: string;
  /** Files sent with an email (a scheduled report's PDF); the outbox keeps their names, types and sizes, not their bytes. */
  attachments?: readonly TableFile[];
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

const FROM = 'Ganado <no-reply@ganado.farm>';

/**
 * Email through SMTP_URL and SMS through SMS_URL, each when configured. Outside production every
 * message is also kept in the outbox table and logged, so a person trying Ganado without a mail
 * server can still finish sign-up (the code is in the log; GET /api/dev/outbox shows it to the
 * organisation's administrators, or on this machine with DEV_OUTBOX_LOOPBACK).
 */
export function createNotifier(deps: { db: Db; config: Config; log: FastifyBaseLogger; sms?: SmsProvider }): Notifier {
  const { db, config, log } = deps;
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const sms = deps.sms ?? (config.smsUrl ? httpSmsProvider(config.smsUrl) : undefined);
  const keepCopies = config.nodeEnv !== 'production';

  return {
    async send(message) {
      if (keepCopies) {
        await insertOutbox(db, {
          organizationId: message.organizationId,
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body: message.text,
          code: message.code ?? null,
          attachments: (message.attachments ?? []).map((file) => ({ name: file.fileName, type: file.contentType, size: file.body.length })),
        });
        log.info({ channel: message.channel, to: message.to, subject: message.subject, code: message.code }, 'outgoing message (outbox)');
      }
      if (message.channel === 'email' && mailer) {
        const attachments = message.attachments?.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.body }));
        await mailer.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text, attachments });
      } else if (message.channel === 'sms' && sms) {
        await sms.send({ to: message.to, text: message.text });
      } else if (!keepCopies) {
        log.warn({ channel: message.channel }, 'no transport configured: message not delivered');
      }
    },
  };
}
