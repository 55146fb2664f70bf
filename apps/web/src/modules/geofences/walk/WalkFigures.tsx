import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LatLng, measurePolygon, pathLengthMeters } from '@ganado/shared/farms';
import { useFigures } from '../../farms/units';

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 0', minWidth: 0, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Live figures of the walk: points kept, metres walked, hectares enclosed (path closed to the start). */
export function WalkFigures({ points, boundary }: { points: readonly LatLng[]; boundary: readonly LatLng[] }) {
  const { t } = useTranslation('geofences');
  const figures = useFigures();
  return (
    <Box aria-live="polite" sx={{ display: 'flex', gap: 1 }}>
      <Figure label={t('walk.points')} value={points.length} testId="walk-points" />
      <Figure label={t('walk.distance')} value={figures.length(Math.round(pathLengthMeters(points)), 'meter')} testId="walk-distance" />
      <Figure label={t('walk.area')} value={figures.area(measurePolygon(boundary).area, 'hectare')} testId="walk-area" />
    </Box>
  );
}
