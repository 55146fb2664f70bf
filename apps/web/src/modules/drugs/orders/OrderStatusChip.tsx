import { useTranslation } from 'react-i18next';
import type { DrugOrderStatus } from '@ganado/shared/drugs';
import { StatusChip, type StatusColour } from '../../../components/StatusChip';

const COLOURS: Record<DrugOrderStatus, StatusColour> = { draft: 'default', placed: 'info', shipped: 'warning', received: 'success', cancelled: 'default' };

/** Where an order stands; a cancelled one is outlined, as a disposed pack is. */
export function OrderStatusChip({ status }: { status: DrugOrderStatus }) {
  const { t } = useTranslation('drugs');
  return <StatusChip status={status} label={t(`orders.statuses.${status}`)} colours={COLOURS} outlined={['cancelled']} />;
}
