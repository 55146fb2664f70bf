import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@ganado/shared/orders';
import { instantText } from '../../../components/format';
import { OrderStatusChip } from '../OrderStatusChip';

/** The order's steps as the log holds them, oldest first: the status it reached, when (on the reader's clock), by whom, and the note left. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  const { t } = useTranslation('orders');
  if (history.length === 0) return <Typography color="text.secondary">{t('detail.noHistory')}</Typography>;
  return (
    <Box component="ol" aria-label={t('detail.sections.history')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {history.map((entry) => (
        <Box
          component="li"
          key={`${entry.status}-${entry.occurredAt}`}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
        >
          <OrderStatusChip status={entry.status} />
          <Typography variant="body2">{t('detail.historyEntry', { when: instantText(entry.occurredAt), by: entry.by?.name ?? t('detail.someone') })}</Typography>
          {entry.note && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
