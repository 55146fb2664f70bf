import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EpdUpload } from '@ganado/shared/genetics';
import { useGeneticsFigures } from '../shared/figures';
import { isWriting } from './api';

/** How far an upload is: a progress bar while it is written, else what it came to. */
export function UploadProgress({ upload }: { upload: EpdUpload }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const rows = { processed: figures.count(upload.processed), total: figures.count(upload.totalRows) };
  if (isWriting(upload)) {
    const percent = upload.totalRows === 0 ? 0 : Math.round((upload.processed / upload.totalRows) * 100);
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={t('uploads.progressOf', { name: upload.fileName })} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('uploads.processed', { ...rows, percent: figures.count(percent) })}
        </Typography>
      </Box>
    );
  }
  switch (upload.status) {
    case 'completed':
      return <>{t('uploads.written', { count: upload.processed, value: rows.processed })}</>;
    case 'rejected':
      return <>{t('uploads.problems', { count: upload.errors.length, value: figures.count(upload.errors.length), rows: rows.total })}</>;
    default:
      return <>{t('uploads.nothingWritten')}</>;
  }
}
