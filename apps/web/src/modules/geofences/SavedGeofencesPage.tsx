import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { ListPagination, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarms, zonesQuery } from '../farms/api';
import { GeofenceLinks } from './GeofencesPage';
import { GeofenceTable } from './GeofenceTable';
import { farmGeofence, hasPerimeter, zoneGeofence } from './geofences';

/** The perimeters and zones of one page of farms (the zones cached as useZones caches them). */
function PageOfGeofences({ farms }: { farms: readonly Farm[] }) {
  const { t } = useTranslation('geofences');
  const zones = useQueries({ queries: farms.map((farm) => zonesQuery(farm.id)) });
  const rows = farms.flatMap((farm, index) => [...(hasPerimeter(farm) ? [farmGeofence(farm)] : []), ...(zones[index]?.data ?? []).map(zoneGeofence)]);
  return <GeofenceTable label={t('savedTable')} rows={rows} showFarm />;
}

/**
 * /geofence/saved: every drawn boundary of the organisation, farm by farm. Paged and searched by
 * farm on the server (GET /api/farm), each farm followed by its zones (docs/decisions.md).
 */
export function SavedGeofencesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['geofences', 'common']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const paging = usePaging(search);
  const farms = useFarms({ page: paging.page, limit: paging.limit, search: search || undefined });
  return (
    <Box data-testid="saved-geofences" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <GeofenceLinks />
      </Box>
      <TextField type="search" label={t('searchFarms')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} />
      <QueryState query={farms} emptyText={t('noFarms')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <>
            <PageOfGeofences farms={answer.items} />
            <ListPagination paging={paging} total={answer.total} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
