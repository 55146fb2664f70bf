import type { Session } from '../sessions/authenticate';
import type { EnquiryListRow, Reader } from './enquiries.repository';

/**
 * Enquiries are between a user and the organisation's administrators, its support staff
 * (docs/decisions.md: enquiries): the administrator flag, never a name, makes a reader see them all.
 */
export const readerOf = (session: Pick<Session, 'organizationId' | 'userId' | 'isAdmin'>): Reader => ({
  organizationId: session.organizationId,
  userId: session.userId,
  isAdmin: session.isAdmin,
});

/** Whether the person answers as support: an administrator on someone else's enquiry. */
export const answersAsSupport = (session: Pick<Session, 'userId' | 'isAdmin'>, enquiry: Pick<EnquiryListRow, 'askedBy'>) =>
  session.isAdmin && enquiry.askedBy !== session.userId;
