import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SproutIcon } from './SproutIcon';
import { visuallyHidden } from './visually-hidden';

interface BrandMarkProps {
  /** On the dark top bar the word mark is white; on a light page, the dark brand green. */
  tone: 'onDark' | 'onLight';
  /**
   * False where a phone's top bar needs the room (farm, language and user buttons): the word is then
   * hidden from sight only, so a link around the mark keeps its name for screen readers.
   */
  wordOnPhone?: boolean;
}

export function BrandMark({ tone, wordOnPhone = true }: BrandMarkProps) {
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
        sx={(theme) => ({
          fontWeight: 800,
          fontSize: '1.25rem',
          color: tone === 'onDark' ? 'common.white' : 'secondary.main',
          ...(wordOnPhone ? {} : { [theme.breakpoints.down('sm')]: visuallyHidden }),
        })}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
