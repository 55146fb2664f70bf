import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFigures } from '../farms/units';
import type { Geofence } from './geofences';

/** A column a phone leaves out, so a table fits its width. */
export const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Geofences with their kind, farm, area and perimeter, each linking to its details. */
export function GeofenceTable({ label, rows, showFarm = false }: { label: string; rows: readonly Geofence[]; showFarm?: boolean }) {
  const { t } = useTranslation('geofences');
  const figures = useFigures();
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.name')}</TableCell>
              {/* On a phone the farm column goes: each farm's zones follow its perimeter. */}
              {showFarm && <TableCell sx={wideOnly}>{t('columns.farm')}</TableCell>}
              <TableCell>{t('columns.area')}</TableCell>
              <TableCell>{t('columns.perimeter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.kind}-${row.id}`} hover>
                <TableCell>
                  <Link component={RouterLink} to={row.to}>
                    {row.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`kind.${row.kind}`)}
                  </Typography>
                </TableCell>
                {showFarm && <TableCell sx={wideOnly}>{row.farmName}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.area(row.area, row.areaUnit)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.length(row.perimeter, row.perimeterUnit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
