import { type ReactNode, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';

const GRID = { display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * A list's search and filters. On a wide screen they stand in a grid above the list; on a phone the
 * search stays and the filters fold into a "Filters" sheet, its button counting those set, so the
 * first rows are in sight without scrolling past every filter.
 */
export function ListFilters({ search, active, children }: { search: ReactNode; active: number; children: ReactNode }) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <Box sx={GRID}>
        {search}
        {children}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', '& > :first-of-type': { flex: 1, minWidth: 0 } }}>
      {search}
      <Badge badgeContent={active} color="primary">
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOpen(true)} aria-label={t('list.filtersActive', { count: active })}>
          {t('list.filters')}
        </Button>
      </Badge>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}>
        <Box role="group" aria-label={t('list.filters')} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {t('list.filters')}
          </Typography>
          {children}
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('list.showResults')}
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
