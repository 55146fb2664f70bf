import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Sire } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { dayText, instantText } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSemenAccess } from '../access';
import { useSire } from '../api';
import { CollectionTable } from '../collections/CollectionTable';
import { NEW_COLLECTION } from '../paths';
import { HealthTestChip } from './HealthTestChip';
import { HealthTestDialog } from './HealthTestDialog';
import { SireDialog } from './SireDialog';

/** The sire's health tests, newest first, each with its day, disease and result. */
function HealthTests({ sire }: { sire: Sire }) {
  const { t } = useTranslation('semen');
  if (sire.healthTests.length === 0) return <Typography color="text.secondary">{t('healthTests.none')}</Typography>;
  return (
    <Box component="ul" aria-label={t('sire.sections.healthTests')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sire.healthTests.map((test) => (
        <Box component="li" key={test.id} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('sires.testLine', { day: dayText(test.testedOn), disease: test.disease })}</Typography>
          <HealthTestChip result={test.result} />
        </Box>
      ))}
    </Box>
  );
}

type Asking = 'edit' | 'healthTest' | null;

/** Edit, Add a health test and Record a collection of him. */
function SireActions({ sire, onAsk }: { sire: Sire; onAsk: (asking: Asking) => void }) {
  const { t } = useTranslation('semen');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button startIcon={<EditIcon />} onClick={() => onAsk('edit')}>
        {t('sire.edit')}
      </Button>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => onAsk('healthTest')}>
        {t('healthTests.add')}
      </Button>
      <Button component={RouterLink} to={`${NEW_COLLECTION}?sireId=${sire.id}`} variant="contained" startIcon={<AddIcon />}>
        {t('collections.new')}
      </Button>
    </Box>
  );
}

/** /semen-automation/sires/:id: a sire, his codes and herd animal, his donor health tests and his collections. */
export function SireDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common', 'messages']);
  const { id } = useParams();
  const sire = useSire(id);
  const access = useSemenAccess();
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = sire.data;
  const saved = (message: string) => {
    setAsking(null);
    setNotice({ severity: 'success', text: t(`messages:${message}`) });
  };

  return (
    <Box data-testid="semen-sire" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader title={t(entry.titleKey, { ns: 'common' })} name={loaded?.name} nameTestId="sire-name" actions={loaded && access.edit && <SireActions sire={loaded} onAsk={setAsking} />} />
      <FormAlert notice={notice} />
      <QueryState query={sire} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FormSection title={t('sire.sections.sire')}>
              <DetailList
                items={[
                  { label: t('sires.fields.naabCode'), value: data.naabCode },
                  { label: t('sires.fields.internationalId'), value: data.internationalId },
                  { label: t('sires.fields.breed'), value: data.breed },
                  { label: t('sires.fields.animal'), value: data.animal?.tagNumber },
                  { label: t('sire.createdAt'), value: instantText(data.createdAt) },
                ]}
              />
            </FormSection>
            <FormSection title={t('sire.sections.healthTests')}>
              <HealthTests sire={data} />
            </FormSection>
            <FormSection title={t('sire.sections.collections')}>
              <CollectionTable filters={{ sireId: data.id }} emptyText={t('sire.noCollections')} showSire={false} />
            </FormSection>
          </>
        )}
      </QueryState>
      <Box>
        <Button component={RouterLink} to="/semen-automation/sires">
          {t('sire.backToList')}
        </Button>
      </Box>
      {loaded && asking === 'edit' && <SireDialog sire={loaded} onClose={() => setAsking(null)} onSaved={saved} />}
      {loaded && asking === 'healthTest' && <HealthTestDialog sire={loaded} onClose={() => setAsking(null)} onSaved={saved} />}
    </Box>
  );
}
