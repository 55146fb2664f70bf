import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Batch } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { DetailHeader } from '../../../components/DetailHeader';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSavedNotice } from '../../farms/saved-notice';
import { useSemenAccess } from '../access';
import { useBatch } from '../api';
import { BatchCheckList } from '../BatchCheckList';
import { BatchStatusChip } from '../BatchStatusChip';
import { useSemenFigures } from '../figures';
import { SEMEN_HOME, sirePath } from '../paths';
import { PackTable } from '../tanks/PackTable';
import { BatchActions } from './BatchActions';
import { LabelsButton } from './LabelsButton';

/** Where the batch comes from (its sire and collection), its straws, and the motility measured after thawing. */
function BatchSummary({ batch }: { batch: Batch }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  return (
    <DetailList
      items={[
        { label: t('batch.fields.sire'), value: figures.sire(batch.sire) },
        { label: t('batch.fields.collectedAt'), value: instantText(batch.collection.collectedAt) },
        { label: t('batch.fields.centre'), value: batch.collection.centre },
        { label: t('batch.fields.dosesProduced'), value: figures.straws(batch.collection.dosesProduced) },
        { label: t('batch.fields.straws'), value: figures.straws(batch.straws) },
        { label: t('batch.fields.postThaw'), value: batch.postThawMotilityPercent === null ? t('batch.notMeasured') : figures.percent(batch.postThawMotilityPercent) },
      ]}
    />
  );
}

/** Who approved or rejected the batch, when, and why (a rejection's reason). */
function DecisionSummary({ decision, status }: { decision: NonNullable<Batch['decision']>; status: Batch['status'] }) {
  const { t } = useTranslation('semen');
  const by = decision.by?.name ?? t('batch.someone');
  return (
    <Box data-testid="batch-decision" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography>{t(status === 'approved' ? 'batch.approvedBy' : 'batch.rejectedBy', { by, when: instantText(decision.at) })}</Typography>
      {decision.reason && <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{t('batch.reason', { reason: decision.reason })}</Typography>}
    </Box>
  );
}

/**
 * /semen-automation/batches/:id: a batch, each threshold as it meets it, and, in quarantine, its
 * approval or rejection; approved, its straws stored in tanks and the packs they stand in.
 */
export function BatchDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['semen', 'common']);
  const { id } = useParams();
  const batch = useBatch(id);
  const access = useSemenAccess();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = batch.data;

  return (
    <Box data-testid="semen-batch" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded?.code}
        nameTestId="batch-code"
        chips={loaded && <BatchStatusChip status={loaded.status} />}
        actions={
          loaded && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {access.edit && <BatchActions batch={loaded} onNotice={setNotice} />}
              <LabelsButton batch={loaded} onNotice={setNotice} />
            </Box>
          )
        }
      />
      <FormAlert notice={notice ?? saved} />
      <QueryState query={batch} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <FormSection title={t('batch.sections.batch')}>
              <BatchSummary batch={data} />
            </FormSection>
            <FormSection title={t('batch.sections.checks')}>
              {data.status === 'quarantine' && <Typography color="text.secondary">{t('batch.checksHelp')}</Typography>}
              <BatchCheckList checks={data.checks} label={t('batch.sections.checks')} />
            </FormSection>
            {data.decision && (
              <FormSection title={t('batch.sections.decision')}>
                <DecisionSummary decision={data.decision} status={data.status} />
              </FormSection>
            )}
            {/* Only an approved batch's straws are stored: the packs they stand in (docs/decisions.md: semen storage). */}
            {data.status === 'approved' && (
              <FormSection title={t('batch.sections.packs')}>
                <PackTable of="batch" id={data.id} emptyText={t('batch.noPacks')} />
              </FormSection>
            )}
          </>
        )}
      </QueryState>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={SEMEN_HOME}>
          {t('batch.backToList')}
        </Button>
        {loaded && (
          <Button component={RouterLink} to={sirePath(loaded.sire.id)}>
            {t('batch.openSire', { name: loaded.sire.name })}
          </Button>
        )}
      </Box>
    </Box>
  );
}
