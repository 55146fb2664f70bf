import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Farm } from '@ganado/shared/farms';
import { QueryState } from '../../components/admin/QueryState';
import { useZones } from '../farms/api';
import { FarmsMap } from '../farms/map/FarmsMap';
import { GeofenceTable } from './GeofenceTable';
import { farmGeofence, farmShapes, hasPerimeter, zoneGeofence } from './geofences';

/** A farm's perimeter and zones, on its map and as a table (with the perimeter first when drawn). */
export function FarmGeofences({ farm, zonesOnly = false }: { farm: Farm; zonesOnly?: boolean }) {
  const { t } = useTranslation('geofences');
  const zones = useZones(farm.id);
  return (
    <QueryState query={zones} emptyText="" isEmpty={() => false}>
      {(list) => {
        const rows = [...(!zonesOnly && hasPerimeter(farm) ? [farmGeofence(farm)] : []), ...list.map(zoneGeofence)];
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <FarmsMap label={t('farmMap', { name: farm.name })} shapes={farmShapes(farm, list)} />
            {!hasPerimeter(farm) && <Typography color="text.secondary">{t('noPerimeter')}</Typography>}
            {rows.length > 0 ? (
              <GeofenceTable label={t('farmTable', { name: farm.name })} rows={rows} />
            ) : (
              <Typography color="text.secondary" data-testid="empty-state">
                {t('noZones')}
              </Typography>
            )}
          </Box>
        );
      }}
    </QueryState>
  );
}
