import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Batch } from '@ganado/shared/semen';
import { download } from '../../../app/api';
import type { Notice } from '../../../components/form/FormAlert';
import { saveFile } from '../../animals/api';
import { useDownload } from '../../orders/use-download';

/** A sheet of the batch's straw labels, each with its QR code, as a PDF to print (docs/decisions.md: straw labels). */
export function LabelsButton({ batch, onNotice }: { batch: Batch; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('semen');
  const files = useDownload<'labels'>(onNotice);
  const get = async () => saveFile(await download(ops.strawLabels, { params: { id: batch.id }, query: {} }), `labels-${batch.code}.pdf`);
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} loading={files.busy === 'labels'} onClick={() => void files.get('labels', get)}>
      {t('batch.labels')}
    </Button>
  );
}
