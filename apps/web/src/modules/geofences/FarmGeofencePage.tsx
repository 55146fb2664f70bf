import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import WalkIcon from '@mui/icons-material/DirectionsWalk';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { FormAlert } from '../../components/form/FormAlert';
import { useFarm } from '../farms/api';
import { FarmPageTitle } from '../farms/FarmPageTitle';
import { useSavedNotice } from '../farms/saved-notice';
import { FarmGeofences } from './FarmGeofences';

/** /geofence/:farmid: a farm's perimeter and zones, and the ways to change them. */
export function FarmGeofencePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['geofences', 'common']);
  const farmId = useParams().farmid;
  const farm = useFarm(farmId);
  const saved = useSavedNotice();
  return (
    <Box data-testid="farm-geofence" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FarmPageTitle title={t(entry.titleKey, { ns: 'common' })} farm={farm.data} />
      <FormAlert notice={saved} />
      {farmId && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/myfarm/edit-farm/${farmId}`} startIcon={<EditIcon />}>
            {t('actions.redraw')}
          </Button>
          <Button component={RouterLink} to={`/myfarm/add-zone?farm=${farmId}`} startIcon={<AddIcon />}>
            {t('actions.addZone')}
          </Button>
          <Button component={RouterLink} to="/geofence/walkmeasure" variant="contained" startIcon={<WalkIcon />}>
            {t('links.walkMeasure')}
          </Button>
        </Box>
      )}
      <QueryState query={farm} emptyText="" isEmpty={() => false}>
        {(loaded) => <FarmGeofences farm={loaded} />}
      </QueryState>
    </Box>
  );
}
