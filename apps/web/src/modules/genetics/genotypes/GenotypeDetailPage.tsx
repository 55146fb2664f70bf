import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { geneticsOperations as ops, type Genotype } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { DetailHeader } from '../../../components/DetailHeader';
import { DeleteConfirmationDialog } from '../../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { animalLabel } from '../../animals/choices';
import { DetailList } from '../../farms/DetailList';
import { FormSection } from '../../farms/form/fields';
import { useSavedNotice } from '../../farms/saved-notice';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { useGeneticsFigures } from '../shared/figures';
import { genotypeEditPath, GENOTYPES } from '../shared/paths';
import { RecordState } from '../shared/RecordState';
import { deleteGenotype, useGenotype, useRefreshGenotypes } from './api';
import { ParentageSection } from './ParentageSection';
import { ConflictFlag } from './VerdictChip';

/** What the form recorded, and what the lab's file holds. */
function GenotypeSummary({ genotype }: { genotype: Genotype }) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  return (
    <>
      <FormSection title={t('genotypes.sections.sample')}>
        <DetailList
          items={[
            { label: t('genotypes.fields.animal'), value: animalLabel(genotype.animal) },
            { label: t('genotypes.fields.technicianName'), value: genotype.technicianName },
            { label: t('genotypes.fields.genoData'), value: genotype.genoData },
            { label: t('genotypes.fields.serviceNote'), value: genotype.serviceNote },
            { label: t('genotypes.registered'), value: t('genotypes.registeredBy', { when: instantText(genotype.createdAt), by: genotype.createdBy?.name ?? t('genotypes.someone') }) },
          ]}
        />
      </FormSection>
      <FormSection title={t('genotypes.sections.file')}>
        <DetailList
          items={[
            { label: t('genotypes.file.name'), value: genotype.fileName },
            { label: t('genotypes.file.format'), value: t(`genotypes.formats.${genotype.format}`) },
            { label: t('genotypes.file.sample'), value: genotype.sampleId },
            { label: t('genotypes.file.snps'), value: t('genotypes.file.calledOf', { called: figures.count(genotype.called), snps: figures.count(genotype.snps) }) },
            { label: t('genotypes.file.callRate'), value: figures.percent(genotype.callRate) },
          ]}
        />
      </FormSection>
    </>
  );
}

/** Edit, and delete once confirmed (the relatives' parentage is checked again); a refusal is said above the page. */
function GenotypeActions({ genotype, onFailure }: { genotype: Genotype; onFailure: (notice: Notice) => void }) {
  const { t } = useTranslation('genetics');
  const navigate = useNavigate();
  const refresh = useRefreshGenotypes();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteGenotype(genotype.id);
      await refresh();
      await navigate(GENOTYPES, { state: { saved: ops.deleteGenotype.message } });
    } catch (error) {
      onFailure({ severity: 'error', text: errorText(error) });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={genotypeEditPath(genotype.id)} variant="contained" startIcon={<EditIcon />}>
        {t('genotypes.edit')}
      </Button>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('genotypes.delete')}
      </Button>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </Box>
  );
}

/** /genoList/geno/:id: a genotype, its lab file and its parentage checks, with its edit and delete. */
export function GenotypeDetailPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const { id } = useParams();
  const genotype = useGenotype(id);
  const access = useGeneticsAccess();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = genotype.data;
  return (
    <Box data-testid="genotype" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <DetailHeader
        title={t(entry.titleKey, { ns: 'common' })}
        name={loaded && animalLabel(loaded.animal)}
        nameTestId="genotype-animal"
        chips={loaded?.parentage?.conflict && <ConflictFlag />}
        actions={loaded && access.edit && <GenotypeActions genotype={loaded} onFailure={setNotice} />}
      />
      <GeneticsTabs current="genotypes" />
      <FormAlert notice={notice ?? saved} />
      <RecordState query={genotype} notFound={t('genotypes.notFound')} back={{ to: GENOTYPES, label: t('genotypes.backToList') }}>
        {(data) => (
          <>
            <GenotypeSummary genotype={data} />
            <ParentageSection parentage={data.parentage} />
          </>
        )}
      </RecordState>
      {loaded && (
        <Box>
          <Button component={RouterLink} to={GENOTYPES}>
            {t('genotypes.backToList')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
