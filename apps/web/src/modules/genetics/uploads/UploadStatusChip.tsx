import { useTranslation } from 'react-i18next';
import type { EpdUpload } from '@ganado/shared/genetics';
import { StatusChip, type StatusColour } from '../../../components/StatusChip';

const COLOURS: Record<EpdUpload['status'], StatusColour> = { rejected: 'error', queued: 'default', running: 'info', completed: 'success', failed: 'error' };

/** Where an upload stands: rejected whole at its check, waiting, being written, done, or failed (nothing written). */
export function UploadStatusChip({ status }: { status: EpdUpload['status'] }) {
  const { t } = useTranslation('genetics');
  return <StatusChip status={status} label={t(`uploads.statuses.${status}`)} colours={COLOURS} outlined={['rejected', 'failed']} />;
}
