import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { ListPagination } from '../../components/admin/paging';
import { zonesQuery } from '../farms/api';
import { FarmSearchPage } from './FarmSearchPage';
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
  return (
    <FarmSearchPage entry={entry} testId="saved-geofences">
      {(answer, paging) => (
        <>
          <PageOfGeofences farms={answer.items} />
          <ListPagination paging={paging} total={answer.total} />
        </>
      )}
    </FarmSearchPage>
  );
}
