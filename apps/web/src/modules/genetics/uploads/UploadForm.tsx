import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import type { ApiErrorItem } from '@ganado/shared/http';
import { ApiError, errorText } from '../../../app/api';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { FormSection } from '../../farms/form/fields';
import { FileField } from '../shared/FileField';
import { downloadUploadTemplate, uploadEpdFile, useRefreshUploads } from './api';
import { RowReport } from './RowReport';

interface UploadValues {
  file: File | null;
}

/** A CSV or XLSX file, as the contract takes it (its message when it is neither). */
const isSpreadsheet = (file: File | null) => Boolean(file && /\.(csv|xlsx)$/i.test(file.name));

/**
 * The upload: the template to fill in, the file, and what became of it. A file with a bad row is
 * rejected whole (nothing written) and its rows are listed here; a good one is written in the
 * background, its progress in the list below.
 */
export function UploadForm() {
  const { t } = useTranslation(['genetics', 'messages']);
  const refresh = useRefreshUploads();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejected, setRejected] = useState<ApiErrorItem[] | null>(null);
  const form = useForm<UploadValues>({ defaultValues: { file: null } });
  const control = form.control as unknown as Control<UploadValues>;
  const submit = form.handleSubmit(async ({ file }) => {
    setNotice(null);
    setRejected(null);
    if (!file || !isSpreadsheet(file)) {
      form.setError('file', { message: 'animals.importFileType' });
      return;
    }
    try {
      const upload = await uploadEpdFile(file);
      setNotice({ severity: 'success', title: t(`messages:${ops.uploadEpdData.message}`), text: t('uploads.started', { name: upload.fileName }) });
      form.reset({ file: null });
    } catch (error) {
      const rows = error instanceof ApiError ? error.errors.filter((item) => item.row !== undefined) : [];
      if (rows.length > 0) setRejected(rows);
      // A file refused whole (its type, its size) says why under the field.
      else if (error instanceof ApiError && error.errors.some((item) => item.param === 'file')) form.setError('file', { message: error.errors.find((item) => item.param === 'file')!.key ?? error.message });
      setNotice({ severity: 'error', title: rows.length > 0 ? errorText(error) : undefined, text: rows.length > 0 ? t('uploads.rejected', { count: rows.length }) : errorText(error) });
    } finally {
      await refresh();
    }
  });
  const template = () => downloadUploadTemplate().catch((error: unknown) => setNotice({ severity: 'error', text: errorText(error) }));

  return (
    <FormSection title={t('uploads.formTitle')}>
      <Typography color="text.secondary">{t('uploads.explain')}</Typography>
      <Box>
        <Link component="button" type="button" onClick={() => void template()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <DownloadIcon fontSize="small" />
          {t('uploads.template')}
        </Link>
      </Box>
      <Box component="form" noValidate onSubmit={submit} data-testid="upload-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileField control={control} name="file" label={t('uploads.file')} choose={t('uploads.choose')} help={t('uploads.fileHelp')} accept=".csv,.xlsx" required />
        <FormAlert notice={notice} />
        {rejected && <RowReport errors={rejected} label={t('uploads.report.label')} />}
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('uploads.upload')}
          </Button>
        </Box>
      </Box>
    </FormSection>
  );
}
