import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { AnimalReference } from '@ganado/shared/animals';
import { geneticsOperations as ops, type Genotype } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { FormTextField } from '../../../components/form/fields';
import { saveSubmit } from '../../../components/form/save-submit';
import { PageTitle } from '../../../components/PageTitle';
import { animalLabel } from '../../animals/choices';
import { DetailList } from '../../farms/DetailList';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { GeneticsTabs } from '../GeneticsTabs';
import { genotypePath, GENOTYPES } from '../shared/paths';
import { RecordState } from '../shared/RecordState';
import { registerGenotype, updateGenotype, useGenotype, useGenotypedAnimal, useRefreshGenotypes, type GenotypeBody, type GenotypeUpdateBody } from './api';
import { AnimalField } from './AnimalField';
import { FileField } from '../../../components/form/FileField';
import { blankGenotype, GENOTYPE_FIELDS, genotypeValues, isPed, registerResolver, updateResolver, type GenotypeValues } from './genotype-form';

/** The lab's formats a file is offered as (docs/decisions.md: genotypes). */
const SNP_FILES = '.txt,.csv,.ped,.vcf';

/**
 * The genotype form (docs/product.md §3; §5: animal, technician name in letters only, geno data,
 * service note and SNP file all required, with the spec's messages). Registering sends the lab's
 * file; editing may replace it, and the parentage is checked again. Sent as multipart through `call`.
 */
function GenotypeEditor({ genotype, animal }: { genotype?: Genotype; animal: AnimalReference | null }) {
  const { t } = useTranslation(['genetics', 'common']);
  const refresh = useRefreshGenotypes();
  // Registering sends the animal and a file; an edit neither (the resolver makes the body of each).
  const form = useForm<GenotypeValues, unknown, GenotypeBody | GenotypeUpdateBody>({
    resolver: (genotype ? updateResolver : registerResolver) as Resolver<GenotypeValues, unknown, GenotypeBody | GenotypeUpdateBody>,
    defaultValues: genotype ? genotypeValues(genotype) : blankGenotype(animal),
  });
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<GenotypeValues>;
  const snpFile = useWatch({ control, name: 'snpFile' });
  const submit = saveSubmit({
    form,
    flow,
    send: (body) => (genotype ? updateGenotype(genotype.id, body as GenotypeUpdateBody) : registerGenotype(body as GenotypeBody)),
    refresh,
    pageOf: (saved) => genotypePath(saved.id),
    message: genotype ? ops.updateGenotype.message : ops.addGenotype.message,
    fields: () => GENOTYPE_FIELDS,
  });
  const field = (name: 'technicianName' | 'genoData' | 'serviceNote') => `${t(`genotypes.fields.${name}`)} *`;

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="genotype-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('genotypes.sections.sample')}>
        {genotype ? <DetailList items={[{ label: t('genotypes.fields.animal'), value: animalLabel(genotype.animal) }]} /> : <AnimalField control={control} setValue={form.setValue} />}
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="technicianName" label={field('technicianName')} helperText={t('genotypes.technicianHelp')} maxLength={60} autoComplete="name" />
          <FormTextField control={control} name="genoData" label={field('genoData')} helperText={t('genotypes.genoDataHelp')} maxLength={100} autoComplete="off" />
        </Box>
        <FormTextField control={control} name="serviceNote" label={field('serviceNote')} multiline minRows={2} maxLength={500} />
      </FormSection>
      <FormSection title={t('genotypes.sections.file')}>
        {genotype && <Typography color="text.secondary">{t('genotypes.keptFile', { name: genotype.fileName })}</Typography>}
        <FileField
          control={control}
          name="snpFile"
          label={t(genotype ? 'genotypes.fields.newSnpFile' : 'genotypes.fields.snpFile')}
          choose={t('genotypes.chooseFile')}
          help={t('genotypes.snpFileHelp')}
          accept={SNP_FILES}
          required={!genotype}
        />
        {isPed(snpFile) && <FileField control={control} name="mapFile" label={t('genotypes.fields.mapFile')} choose={t('genotypes.chooseFile')} help={t('genotypes.mapFileHelp')} accept=".map" required />}
      </FormSection>
      <FormFooter flow={flow} cancelTo={genotype ? genotypePath(genotype.id) : GENOTYPES} submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /genoList/genoReg (for `?animalId=` when an animal's tab opened it) and /genoList/editGeno/:id. */
export function GenotypeFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const animalId = id ? undefined : (params.get('animalId') ?? undefined);
  const genotype = useGenotype(id);
  const animal = useGenotypedAnimal(animalId);
  // The form starts once the animal asked for is known (or could not be): its defaults are read once.
  const waiting = Boolean(animalId) && animal.isPending;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="genotypes" />
      {id ? (
        <RecordState query={genotype} notFound={t('genotypes.notFound')} back={{ to: GENOTYPES, label: t('genotypes.backToList') }}>
          {(loaded) => <GenotypeEditor key={loaded.id} genotype={loaded} animal={null} />}
        </RecordState>
      ) : waiting ? (
        <CircularProgress aria-label={t('common:admin.loading')} sx={{ alignSelf: 'center' }} />
      ) : (
        <GenotypeEditor key={animal.data?.id ?? 'any'} animal={animal.data ? { ...animal.data, gender: animal.data.gender === 'male' ? 'male' : 'female' } : null} />
      )}
    </Box>
  );
}
