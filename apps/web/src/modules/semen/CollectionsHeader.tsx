import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { PageTitle } from '../../components/PageTitle';
import { useSemenAccess } from './access';
import { NEW_COLLECTION } from './paths';
import { SemenTabs, type SemenView } from './SemenTabs';

/** The title of a list of batches or collections, "Record a collection" for who may, and the module's tabs. */
export function CollectionsHeader({ entry, current }: { entry: RouteEntry; current: SemenView }) {
  const { t } = useTranslation(['semen', 'common']);
  const access = useSemenAccess();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button component={RouterLink} to={NEW_COLLECTION} variant="contained" startIcon={<AddIcon />}>
            {t('collections.new')}
          </Button>
        )}
      </Box>
      <SemenTabs current={current} />
    </>
  );
}
