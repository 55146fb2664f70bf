import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import WalkIcon from '@mui/icons-material/DirectionsWalk';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import FarmsIcon from '@mui/icons-material/Agriculture';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

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
