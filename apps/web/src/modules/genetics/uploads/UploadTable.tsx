import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EpdUpload } from '@ganado/shared/genetics';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { instantText } from '../../../components/format';
import { useEpdUploads } from './api';
import { UploadProgress } from './UploadProgress';
import { UploadReportDialog } from './UploadReportDialog';
import { UploadStatusChip } from './UploadStatusChip';

const COLUMNS = ['fileName', 'createdAt', 'status', 'progress', 'report'] as const;
const hasReport = (upload: EpdUpload) => upload.errors.length > 0 || upload.status === 'failed';

/** The uploads, newest first, each with its status, a progress bar while it is written, and its report. */
export function UploadTable() {
  const { t } = useTranslation('genetics');
  const paging = usePaging('uploads');
  const uploads = useEpdUploads(paging.page + 1, paging.limit);
  const [open, setOpen] = useState<EpdUpload | null>(null);
  const reportButton = (upload: EpdUpload) =>
    hasReport(upload) && (
      <Button size="small" onClick={() => setOpen(upload)} aria-label={t('uploads.openReport', { name: upload.fileName })}>
        {t('uploads.report.open')}
      </Button>
    );
  return (
    <>
      <PagedList
        query={uploads}
        paging={paging}
        label={t('uploads.tableLabel')}
        emptyText={t('uploads.empty')}
        head={COLUMNS.map((column) => (
          <TableCell key={column}>{column === 'report' ? <Box component="span">{t('uploads.columns.report')}</Box> : t(`uploads.columns.${column}`)}</TableCell>
        ))}
        row={(upload) => (
          <TableRow key={upload.id} data-testid={`upload-${upload.id}`}>
            <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere', fontWeight: 600 }}>{upload.fileName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{instantText(upload.createdAt)}</TableCell>
            <TableCell>
              <UploadStatusChip status={upload.status} />
            </TableCell>
            <TableCell>
              <UploadProgress upload={upload} />
            </TableCell>
            <TableCell>{reportButton(upload)}</TableCell>
          </TableRow>
        )}
        card={(upload) => ({
          label: upload.fileName,
          // On a phone the card is the way in: it opens the upload's report (what it came to, and any rows refused).
          onOpen: () => setOpen(upload),
          content: (
            <>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{upload.fileName}</Typography>
                <UploadStatusChip status={upload.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {instantText(upload.createdAt)}
              </Typography>
              <Typography variant="body2" component="div">
                <UploadProgress upload={upload} />
              </Typography>
              {hasReport(upload) && (
                <Typography variant="body2" color="primary.dark">
                  {t('uploads.report.open')}
                </Typography>
              )}
            </>
          ),
        })}
      />
      {open && <UploadReportDialog upload={open} onClose={() => setOpen(null)} />}
    </>
  );
}
