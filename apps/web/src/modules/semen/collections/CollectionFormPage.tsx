import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { semenOperations as ops, type CollectionForm } from '@ganado/shared/semen';
import type { RouteEntry } from '../../../app/route-map';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { saveSubmit } from '../../../components/form/save-submit';
import { PageTitle } from '../../../components/PageTitle';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { FormFooter, useSaveFlow } from '../../farms/form/save-flow';
import { createCollection, useRefreshSemen, useSire } from '../api';
import { batchPath } from '../paths';
import { COLLECTION_FIELDS, collectionResolver, collectionValues, type CollectionValues, type SireChoice } from './collection-form';
import { SireField } from './SireField';

/** A collection recorded: saved, its batch's page opens in quarantine and says so; refused, each field says why. */
function CollectionEditor({ sire }: { sire: SireChoice | null }) {
  const { t } = useTranslation('semen');
  const refresh = useRefreshSemen();
  const form = useForm<CollectionValues, unknown, CollectionForm>({ resolver: collectionResolver, defaultValues: collectionValues(sire) });
  const flow = useSaveFlow(form.formState.isDirty);
  // The fields hold the typed values; the body is made of them once checked (collection-form.ts).
  const control = form.control as unknown as Control<CollectionValues>;
  const submit = saveSubmit({
    form,
    flow,
    send: createCollection,
    refresh,
    pageOf: (saved) => batchPath(saved.batch.id),
    message: ops.addCollection.message,
    fields: () => COLLECTION_FIELDS,
  });
  const field = (name: keyof CollectionValues) => t(`collectionForm.fields.${name}`);

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="collection-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('collectionForm.sections.collection')}>
        <SireField control={control} setValue={form.setValue} />
        <Box sx={fieldGrid}>
          <FormDateField control={control} name="collectedAt" label={field('collectedAt')} required withTime />
          <FormTextField control={control} name="centre" label={field('centre')} helperText={t('collectionForm.centreHelp')} required maxLength={100} autoComplete="off" />
        </Box>
      </FormSection>
      <FormSection title={t('collectionForm.sections.sample')}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="volumeMl" label={field('volumeMl')} required />
          <NumberField control={control} name="concentrationMillionPerMl" label={field('concentrationMillionPerMl')} required />
          <NumberField control={control} name="motilityPercent" label={field('motilityPercent')} required />
          <NumberField control={control} name="normalFormsPercent" label={field('normalFormsPercent')} required />
        </Box>
      </FormSection>
      <FormSection title={t('collectionForm.sections.batch')}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="dosesProduced" label={field('dosesProduced')} helperText={t('collectionForm.dosesHelp')} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <FormTextField control={control} name="batchCode" label={field('batchCode')} helperText={t('collectionForm.batchCodeHelp')} maxLength={40} autoComplete="off" />
        </Box>
        <FormTextField control={control} name="notes" label={field('notes')} multiline minRows={2} maxLength={500} />
      </FormSection>
      <FormFooter flow={flow} cancelTo="/semen-automation/collections" submitting={form.formState.isSubmitting} />
    </Box>
  );
}

/** /semen-automation/collections/new, for the sire named by `?sireId=` when a sire's page opened it. */
export function CollectionFormPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const sireId = params.get('sireId') ?? undefined;
  const sire = useSire(sireId);
  // The form starts once the sire asked for is known (or could not be): its defaults are read once.
  const waiting = Boolean(sireId) && sire.isPending;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      {waiting ? <CircularProgress aria-label={t('admin.loading')} sx={{ alignSelf: 'center' }} /> : <CollectionEditor key={sire.data?.id ?? 'any'} sire={sire.data ? { id: sire.data.id, name: sire.data.name, naabCode: sire.data.naabCode } : null} />}
    </Box>
  );
}
