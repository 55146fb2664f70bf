import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Farm } from '@ganado/shared/farms';
import type { RouteEntry } from '../../app/route-map';
import { PagedTable } from '../../components/admin/paging';
import { useFigures } from '../farms/units';
import { FarmSearchPage } from './FarmSearchPage';
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

/** /geofence: the organisation's farms and whether their land is drawn. */
export function GeofencesPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('geofences');
  return (
    <FarmSearchPage entry={entry} testId="geofences-page">
      {(answer, paging) => (
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
    </FarmSearchPage>
  );
}
