import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TASK_CATEGORIES } from '@ganado/shared/action-list';
import { CATEGORY_COLOURS } from './events';

/** What the calendar's colours mean: one swatch per category. */
export function CategoryLegend() {
  const { t } = useTranslation('action-list');
  return (
    <Box component="ul" aria-label={t('calendar.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {TASK_CATEGORIES.map((category) => (
        <Box component="li" key={category} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: CATEGORY_COLOURS[category] }} />
          <Typography variant="body2">{t(`categories.${category}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
