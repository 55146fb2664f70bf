import type { ChatMessage } from '@ganado/shared/enquiries';
import type { AppContext } from '../../context';
import { fill } from '../notifications/notifications.messages';
import type { ChatHub } from './chat.hub';
import { claimEmail, type EnquiryListRow, participants } from './enquiries.repository';

/**
 * Emails each other participant who does not have the chat open (docs/decisions.md: live chat):
 * the asker when support writes, the administrators when the asker does. One email stands for a
 * run of unread messages (claimEmail); the next is sent once they have read the chat again.
 */
export async function emailAbsent(context: AppContext, hub: ChatHub, enquiry: EnquiryListRow, message: ChatMessage): Promise<number> {
  const people = await participants(context.db, enquiry.organizationId, enquiry.askedBy);
  const link = `${context.config.publicUrl}/enquiries/${enquiry.id}/chat`;
  let sent = 0;
  for (const person of people) {
    if (person.userId === message.author.id || !person.email || hub.isPresent(enquiry.id, person.userId)) continue;
    if (!(await claimEmail(context.db, enquiry.organizationId, enquiry.id, person.userId, message.seq))) continue;
    const values = { number: enquiry.number, subject: enquiry.subject, author: message.author.name, body: message.body, link };
    await context.notifier.send({
      channel: 'email',
      to: person.email,
      organizationId: enquiry.organizationId,
      subject: fill('email.enquiryMessageSubject', person.language, values),
      text: fill('email.enquiryMessageBody', person.language, values),
    });
    sent += 1;
  }
  return sent;
}
