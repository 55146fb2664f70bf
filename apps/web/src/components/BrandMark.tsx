import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SproutIcon } from './SproutIcon';

interface BrandMarkProps {
  /** On the dark top bar the word mark is white; on a light page, the dark brand green. */
  tone: 'onDark' | 'onLight';
}

export function BrandMark({ tone }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <SproutIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{ fontWeight: 800, fontSize: '1.25rem', color: tone === 'onDark' ? 'common.white' : 'secondary.main' }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
