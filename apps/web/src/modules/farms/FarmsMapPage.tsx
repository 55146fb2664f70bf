import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarms } from './api';
import { placeOf } from './FarmListPage';
import { FarmsMap } from './map/FarmsMap';

/** The API's largest page: the map shows every farm at once. */
const ALL_FARMS = { page: 0, limit: 1000 };

/** /googlemap: every farm of the organisation on one map; a click (or the list, by keyboard) opens one. */
export function FarmsMapPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['farms', 'common']);
  const navigate = useNavigate();
  const farms = useFarms(ALL_FARMS);
  return (
    <Box data-testid="farms-map" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={farms} emptyText={t('emptyFarms')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <>
            <FarmsMap
              label={t('map.allLabel')}
              height={{ xs: 380, md: 560 }}
              markLocations
              shapes={answer.items.map((farm) => ({
                id: farm.id,
                name: farm.name,
                points: farm.perimeterPoints,
                location: farm.latitude != null && farm.longitude != null ? { latitude: farm.latitude, longitude: farm.longitude } : null,
                kind: 'farm',
              }))}
              onOpen={(shape) => void navigate(`/myfarm/detail/${shape.id}`)}
            />
            <Box component="ul" aria-label={t('map.listLabel')} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
              {answer.items.map((farm) => (
                <li key={farm.id}>
                  <Link component={RouterLink} to={`/myfarm/detail/${farm.id}`}>
                    {farm.name}
                  </Link>
                  <Typography component="span" color="text.secondary">
                    {placeOf(farm) && ` · ${placeOf(farm)}`}
                  </Typography>
                </li>
              ))}
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
