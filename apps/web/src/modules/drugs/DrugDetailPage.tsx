import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddBox';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { FormSection } from '../farms/form/fields';
import { useSavedNotice } from '../farms/saved-notice';
import { useDrugAccess } from './access';
import { useDrug } from './api';
import { DrugLabel } from './detail/DrugLabel';
import { PacksTable } from './detail/PacksTable';
import { StockSummary } from './detail/StockSummary';
import { ReceiveDialog } from './packs/ReceiveDialog';

/** /drugList/:id: a drug's label, its stock and its packs, with receiving, moving, counting and disposing of packs. */
export function DrugDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['drugs', 'common', 'messages']);
  const { id } = useParams();
  const drug = useDrug(id);
  const access = useDrugAccess();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [receiving, setReceiving] = useState(false);
  const loaded = drug.data;
  const announce = (message: string) => setNotice({ severity: 'success', text: t(`messages:${message}`) });

  return (
    <Box data-testid="drug-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
          {loaded && (
            <Typography variant="h2" data-testid="drug-name" sx={{ fontSize: '1.4rem', mt: 0.5, overflowWrap: 'anywhere' }}>
              {loaded.name}
            </Typography>
          )}
        </Box>
        {loaded && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {access.create && (
              <Button startIcon={<AddIcon />} variant="contained" onClick={() => setReceiving(true)}>
                {t('packs.receive')}
              </Button>
            )}
            {access.edit && (
              <Button component={RouterLink} to={`/drugList/editDrug/${loaded.id}`} startIcon={<EditIcon />}>
                {t('detail.edit')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <FormAlert notice={notice ?? saved} />
      <QueryState query={drug} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
              <DrugLabel drug={data} />
              <StockSummary drug={data} />
            </Box>
            <FormSection title={t('sections.packs')}>
              <PacksTable drugId={data.id} canEdit={access.edit} onSaved={announce} />
            </FormSection>
            {receiving && (
              <ReceiveDialog
                drug={data}
                onClose={() => setReceiving(false)}
                onSaved={() => {
                  setReceiving(false);
                  announce('success.packsReceived');
                }}
              />
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
