import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EpdUpload } from '@ganado/shared/genetics';
import { instantText } from '../../../components/format';
import { RowReport } from './RowReport';
import { UploadProgress } from './UploadProgress';
import { UploadStatusChip } from './UploadStatusChip';

/** One upload's report: where it stands, its rows with errors (a rejected file), or why the writing failed. */
export function UploadReportDialog({ upload, onClose }: { upload: EpdUpload; onClose: () => void }) {
  const { t } = useTranslation(['genetics', 'common']);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('uploads.reportTitle', { name: upload.fileName })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography color="text.secondary">{t('uploads.reportWhen', { when: instantText(upload.createdAt) })}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <UploadStatusChip status={upload.status} />
          <Typography component="div">
            <UploadProgress upload={upload} />
          </Typography>
        </Box>
        {upload.status === 'failed' && <Alert severity="error">{t('uploads.failed', { reason: upload.lastError ?? '—', attempts: upload.attempts })}</Alert>}
        {upload.errors.length > 0 && <RowReport errors={upload.errors} label={t('uploads.report.label')} />}
        {upload.status === 'rejected' && <Typography>{t('uploads.fixAndUpload')}</Typography>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t('uploads.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
