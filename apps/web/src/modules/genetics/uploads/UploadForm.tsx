import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import { FormAlert } from '../../../components/form/FormAlert';
import { TemplateLink, useSheetUpload } from '../../../components/form/use-sheet-upload';
import { FormSection } from '../../farms/form/fields';
import { FileField } from '../../../components/form/FileField';
import { downloadUploadTemplate, uploadEpdFile, useRefreshUploads } from './api';
import { RowReport } from './RowReport';

/**
 * The upload: the template to fill in, the file, and what became of it. A file with a bad row is
 * rejected whole (nothing written) and its rows are listed here; a good one is written in the
 * background, its progress in the list below.
 */
export function UploadForm() {
  const { t } = useTranslation(['genetics', 'messages']);
  const refresh = useRefreshUploads();
  const upload = useSheetUpload({
    send: uploadEpdFile,
    sent: (answer) => {
      upload.setNotice({ severity: 'success', title: t(`messages:${ops.uploadEpdData.message}`), text: t('uploads.started', { name: answer.fileName }) });
      upload.form.reset({ file: null });
    },
    rejectedText: (count) => t('uploads.rejected', { count }),
    settled: refresh,
  });
  const template = () => downloadUploadTemplate().catch((error: unknown) => upload.setNotice({ severity: 'error', text: errorText(error) }));

  return (
    <FormSection title={t('uploads.formTitle')}>
      <Typography color="text.secondary">{t('uploads.explain')}</Typography>
      <TemplateLink onClick={() => void template()}>{t('uploads.template')}</TemplateLink>
      <Box component="form" noValidate onSubmit={upload.submit} data-testid="upload-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FileField control={upload.control} name="file" label={t('uploads.file')} choose={t('uploads.choose')} help={t('uploads.fileHelp')} accept=".csv,.xlsx" required />
        <FormAlert notice={upload.notice} />
        {upload.rejected && <RowReport errors={upload.rejected} label={t('uploads.report.label')} />}
        <Box>
          <Button type="submit" variant="contained" loading={upload.form.formState.isSubmitting}>
            {t('uploads.upload')}
          </Button>
        </Box>
      </Box>
    </FormSection>
  );
}
