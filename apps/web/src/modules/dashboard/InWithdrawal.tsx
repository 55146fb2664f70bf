import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { drugOperations, type WithdrawalEntry } from '@ganado/shared/drugs';
import { call } from '../../app/api';
import { QueryState } from '../../components/admin/QueryState';
import { instantText } from '../../components/format';

/** How many animals the dashboard names; the counter says how many there are in all. */
const SHOWN = 10;

/** 'Meat until 18/12/2026 8:00 AM (Oxitetraciclina) · Milk until …', each product still held. */
function useHeldText() {
  const { t } = useTranslation('dashboard');
  return (entry: WithdrawalEntry) =>
    (['meat', 'milk'] as const)
      .flatMap((product) => {
        const held = entry[product];
        return held ? [t(`inWithdrawal.${product}Until`, { date: instantText(held.endsAt), product: held.product })] : [];
      })
      .join(' · ');
}

/** Who is held back by a withdrawal now and until when (docs/decisions.md: withdrawal is enforced), the latest to clear first. */
export function InWithdrawal() {
  const { t } = useTranslation('dashboard');
  const heldText = useHeldText();
  const answer = useQuery({ queryKey: ['drugs', 'withdrawals'], queryFn: () => call(drugOperations.listWithdrawals, { query: { limit: SHOWN } }) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="in-withdrawal-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="in-withdrawal-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('inWithdrawal.title')}
      </Typography>
      <QueryState query={answer} emptyText={t('inWithdrawal.empty')} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <List dense disablePadding sx={{ mt: 1 }}>
            {data.items.map((entry) => (
              <ListItem key={entry.animal.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/animals/${entry.animal.id}/details`} sx={{ fontWeight: 600 }}>
                      {entry.animal.nickname ? `${entry.animal.tagNumber} (${entry.animal.nickname})` : entry.animal.tagNumber}
                    </Link>
                  }
                  secondary={heldText(entry)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Paper>
  );
}
