import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DrugOrderStatus } from '@ganado/shared/drugs';

const COLOURS: Record<DrugOrderStatus, ChipProps['color']> = { draft: 'default', placed: 'info', shipped: 'warning', received: 'success', cancelled: 'default' };

/** Where an order stands; a cancelled one is outlined, as a disposed pack is. */
export function OrderStatusChip({ status }: { status: DrugOrderStatus }) {
  const { t } = useTranslation('drugs');
  return <Chip size="small" color={COLOURS[status]} variant={status === 'cancelled' ? 'outlined' : 'filled'} label={t(`orders.statuses.${status}`)} />;
}
