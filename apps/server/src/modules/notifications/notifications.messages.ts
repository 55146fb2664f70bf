import { AUTH_LIMITS, type Language, type MessageKey, translateMessage } from '@ganado/shared';
import type { OutgoingMessage } from './notifications.service';

/** A message in a language with its {placeholders} filled in. */
export const fill = (key: MessageKey, language: Language, values: Record<string, string | number>) =>
  translateMessage(key, language).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export interface Recipient {
  /** Whose the message is (an administrator of it may read it in the development outbox); null: nobody's yet. */
  organizationId: string | null;
  email: string | null;
  mobile: string | null;
  countryCode: string | null;
  language: Language;
}

/** Email when the person has an address and it is the chosen channel, else SMS to +<dial code><number>. */
function address(recipient: Recipient, channel: 'email' | 'sms') {
  return channel === 'email' ? (recipient.email ?? '') : `+${(recipient.countryCode ?? '').replace('-', '')}${recipient.mobile ?? ''}`;
}

export function otpMessage(recipient: Recipient, channel: 'email' | 'sms', code: string): OutgoingMessage {
  const text = fill('email.otpBody', recipient.language, { code, minutes: AUTH_LIMITS.otpTtlMinutes });
  return {
    channel,
    to: address(recipient, channel),
    organizationId: recipient.organizationId,
    subject: translateMessage('email.otpSubject', recipient.language),
    text,
    code,
  };
}

export function linkMessage(
  recipient: Recipient,
  channel: 'email' | 'sms',
  kind: 'reset' | 'setPassword',
  link: string,
  token: string,
): OutgoingMessage {
  const [subject, body]: [MessageKey, MessageKey] =
    kind === 'reset' ? ['email.resetSubject', 'email.resetBody'] : ['email.setPasswordSubject', 'email.setPasswordBody'];
  const text = fill(body, recipient.language, { link, hours: AUTH_LIMITS.linkTokenTtlHours });
  return {
    channel,
    to: address(recipient, channel),
    organizationId: recipient.organizationId,
    subject: translateMessage(subject, recipient.language),
    text,
    code: token,
  };
}
