import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserImport } from '@ganado/shared/users';

/** How far an import has got: a determinate bar named after the file, and the percentage in words. */
export function ImportProgress({ item }: { item: UserImport }) {
  const { t } = useTranslation('users');
  const percent = item.totalRows === 0 ? 0 : Math.round((item.processedRows / item.totalRows) * 100);
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={t('import.progressOf', { name: item.fileName })} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
        {t('import.percent', { percent, processed: item.processedRows, total: item.totalRows })}
      </Typography>
    </Box>
  );
}
