import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarm } from '../farms/api';
import { NoFarmSelected } from '../farms/NoFarmSelected';
import { useSelectedFarm } from '../farms/selected-farm';
import { FarmGeofences } from './FarmGeofences';

/** /geofence/sub: the zones (sub-geofences) of the selected farm. */
export function SubGeofencesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['geofences', 'common']);
  const { farm: selected } = useSelectedFarm();
  const farm = useFarm(selected?.id);
  return (
    <Box data-testid="sub-geofences" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {selected ? (
        <>
          <Typography variant="h6">{selected.name}</Typography>
          <QueryState query={farm} emptyText="" isEmpty={() => false}>
            {(loaded) => <FarmGeofences farm={loaded} zonesOnly />}
          </QueryState>
        </>
      ) : (
        <NoFarmSelected />
      )}
    </Box>
  );
}
