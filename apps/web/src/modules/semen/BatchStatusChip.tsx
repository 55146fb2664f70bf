import { useTranslation } from 'react-i18next';
import type { BatchStatus } from '@ganado/shared/semen';
import { StatusChip, type StatusColour } from '../../components/StatusChip';

const COLOURS: Record<BatchStatus, StatusColour> = { quarantine: 'warning', approved: 'success', rejected: 'error' };

/** Where a batch stands: in quarantine until decided, then approved or rejected (outlined: its straws are not to be used). */
export function BatchStatusChip({ status }: { status: BatchStatus }) {
  const { t } = useTranslation('semen');
  return <StatusChip status={status} label={t(`statuses.${status}`)} colours={COLOURS} outlined={['rejected']} />;
}
