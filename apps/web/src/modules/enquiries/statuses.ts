import type { EnquiryStatus } from '@ganado/shared/enquiries';
import type { StatusColour } from '../../components/StatusChip';

/** Open waits on support, answered on the asker; closed is over. */
export const STATUS_COLOURS: Record<EnquiryStatus, StatusColour> = { open: 'warning', answered: 'success', closed: 'default' };
