import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { PageTitle } from '../../../components/PageTitle';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { UploadForm } from './UploadForm';
import { UploadTable } from './UploadTable';

/**
 * /genetics/bulkUploadStatus: EPD sheets uploaded from a CSV or XLSX file through the one import
 * mechanism (docs/decisions.md: EPD upload), and every upload with its status, its progress while
 * it is written, and each one's report of the rows it refused.
 */
export function BulkUploadStatusPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const access = useGeneticsAccess();
  return (
    <Box data-testid="epd-uploads" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="uploads" />
      {access.create && <UploadForm />}
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {t('uploads.listTitle')}
      </Typography>
      <UploadTable />
    </Box>
  );
}
