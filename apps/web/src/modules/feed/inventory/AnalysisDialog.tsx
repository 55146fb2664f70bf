import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/api';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { TemplateLink, useSheetUpload } from '../../../components/form/use-sheet-upload';
import { FileField } from '../../../components/form/FileField';
import { RowReport } from '../../genetics/uploads/RowReport';
import { downloadAnalysisTemplate, uploadAnalysis, useRefreshFeed } from '../api';

/**
 * Laboratory analyses of lots from a file, one row per lot (the template lists the lots in stock).
 * A file with a bad row records nothing: its rows are listed here with what is wrong in each.
 */
export function AnalysisDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (analysed: number) => void }) {
  const { t } = useTranslation(['feed', 'messages']);
  const refresh = useRefreshFeed();
  const upload = useSheetUpload({
    send: uploadAnalysis,
    sent: async (answer) => {
      await refresh();
      onSaved(answer.analysed);
    },
    rejectedText: (count) => t('lots.analysis.rejected', { count }),
  });
  const template = () => downloadAnalysisTemplate().catch((error: unknown) => upload.setNotice({ severity: 'error', text: errorText(error) }));

  return (
    <FormDialog title={t('lots.analysis.title')} submitLabel={t('lots.analysis.upload')} failure={upload.notice} submitting={upload.form.formState.isSubmitting} onSubmit={upload.submit} onClose={onClose}>
      <Typography color="text.secondary">{t('lots.analysis.explain')}</Typography>
      <TemplateLink onClick={() => void template()}>{t('lots.analysis.template')}</TemplateLink>
      <FileField control={upload.control} name="file" label={t('lots.analysis.file')} choose={t('lots.analysis.choose')} help={t('lots.analysis.fileHelp')} accept=".csv,.xlsx" required />
      {upload.rejected && <RowReport errors={upload.rejected} label={t('lots.analysis.reportLabel')} />}
    </FormDialog>
  );
}
