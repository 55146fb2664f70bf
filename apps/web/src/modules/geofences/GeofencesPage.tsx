import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import WalkIcon from '@mui/icons-material/DirectionsWalk';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import FarmsIcon from '@mui/icons-material/Agriculture';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { PagedTable, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { useFarms } from '../farms/api';
import { useFigures } from '../farms/units';
import { wideOnly } from './GeofenceTable';
import { hasPerimeter } from './geofences';

function FarmRow({ farm }: { farm: Farm }) {
  const { t } = useTranslation('geofences');
  const figures = useFigures();
  const drawn = hasPerimeter(farm);
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/geofence/${farm.id}`}>
          {farm.name}
        </Link>
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={drawn ? 'primary' : 'default'} label={t(drawn ? 'status.drawn' : 'status.notDrawn')} />
      </TableCell>
      {/* A phone shows the area on the farm's own geofence page, so status and zones fit. */}
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{drawn ? figures.area(farm.farmSize, farm.farmSizeUnit) : '—'}</TableCell>
      <TableCell>{farm.zoneCount}</TableCell>
    </TableRow>
  );
}

const LINKS = [
  { to: '/geofence', key: 'links.list', icon: <FarmsIcon /> },
  { to: '/geofence/saved', key: 'links.saved', icon: <ListIcon /> },
] as const;

/** The other geofence lists, and walk-measure (the page's main action). */
export function GeofenceLinks() {
  const { t } = useTranslation('geofences');
  const here = useLocation().pathname;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {LINKS.filter((link) => link.to !== here).map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} startIcon={link.icon}>
          {t(link.key)}
        </Button>
      ))}
      <Button component={RouterLink} to="/geofence/walkmeasure" variant="contained" startIcon={<WalkIcon />}>
        {t('links.walkMeasure')}
      </Button>
    </Box>
  );
}

/** /geofence: the organisation's farms and whether their land is drawn. */
export function GeofencesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['geofences', 'common']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const paging = usePaging(search);
  const farms = useFarms({ page: paging.page, limit: paging.limit, search: search || undefined });
  return (
    <Box data-testid="geofences-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <GeofenceLinks />
      </Box>
      <TextField type="search" label={t('searchFarms')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} />
      <QueryState query={farms} emptyText={t('noFarms')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <PagedTable label={t('farmsTable')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.farm')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell sx={wideOnly}>{t('columns.area')}</TableCell>
                <TableCell>{t('columns.zones')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((farm) => (
                <FarmRow key={farm.id} farm={farm} />
              ))}
            </TableBody>
          </PagedTable>
        )}
      </QueryState>
    </Box>
  );
}
