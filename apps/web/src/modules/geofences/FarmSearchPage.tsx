import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { type Paging, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarms } from '../farms/api';
import { GeofenceLinks } from './GeofenceLinks';

interface FarmSearchPageProps {
  entry: RouteEntry;
  testId: string;
  /** One page of the organisation's farms matching the search, and the pager's state. */
  children: (answer: { items: Farm[]; total: number }, paging: Paging) => ReactNode;
}

/** A geofences page over the organisation's farms: title, the geofence links, a farm search, one page of farms. */
export function FarmSearchPage({ entry, testId, children }: FarmSearchPageProps) {
  const { t } = useTranslation(['geofences', 'common']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const paging = usePaging(search);
  const farms = useFarms({ page: paging.page, limit: paging.limit, search: search || undefined });
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <GeofenceLinks />
      </Box>
      <TextField type="search" label={t('searchFarms')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} />
      <QueryState query={farms} emptyText={t('noFarms')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => children(answer, paging)}
      </QueryState>
    </Box>
  );
}
