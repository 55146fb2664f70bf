import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@ganado/shared/orders';
import { StatusChip, type StatusColour } from '../../components/StatusChip';

const COLOURS: Record<OrderStatus, StatusColour> = { draft: 'default', placed: 'info', confirmed: 'info', shipped: 'warning', delivered: 'success', paid: 'primary', cancelled: 'default' };

/** Where a sale or purchase stands, from draft to paid; a cancelled one is outlined. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <StatusChip status={status} label={t(`statuses.${status}`)} colours={COLOURS} outlined={['cancelled']} />;
}
