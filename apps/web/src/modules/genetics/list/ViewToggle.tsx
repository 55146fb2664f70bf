import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useTranslation } from 'react-i18next';
import type { View } from './list-state';

/** Table or cards: a table compares many animals trait by trait, cards read better on a phone. */
export function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation('genetics');
  return (
    <ToggleButtonGroup exclusive size="small" value={view} onChange={(_, next: View | null) => next && onChange(next)} aria-label={t('list.view')}>
      <ToggleButton value="table" sx={{ gap: 0.5 }}>
        <TableRowsIcon fontSize="small" />
        {t('list.views.table')}
      </ToggleButton>
      <ToggleButton value="grid" sx={{ gap: 0.5 }}>
        <GridViewIcon fontSize="small" />
        {t('list.views.grid')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
