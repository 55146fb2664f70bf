import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVALUATED_TRAITS, geneticsOperations as ops, type EvaluatedTrait, type ModelSettings } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { QueryState } from '../../../components/admin/QueryState';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { instantText, useNumberFormat } from '../../../components/format';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useGeneticsAccess } from '../access';
import { GeneticsTabs } from '../GeneticsTabs';
import { useTraitText } from '../traits';
import { updateModelSettings, useModelSettings, useRefreshSettings } from './api';
import { defaultValuesOf, implied, isDefault, MODEL_FIELDS, modelResolver, modelValues, partsOf, type ModelValues } from './model-form';
import { SettingsNav } from './SettingsNav';

/** The heritabilities the typed variances imply, worked out as they are typed. */
function Implied({ control, index }: { control: Control<ModelValues>; index: number }) {
  const { t } = useTranslation('genetics');
  const number = useNumberFormat();
  const traits = useTraitText();
  const values = useWatch({ control, name: `traits.${index}` });
  const figures = implied(values);
  if (!figures) return <Typography color="text.secondary">{t('settings.model.noHeritability')}</Typography>;
  const items = [
    t('settings.model.heritability', { value: traits.heritability(figures.heritability) }),
    figures.maternalHeritability !== null && t('settings.model.maternalHeritability', { value: traits.heritability(figures.maternalHeritability) }),
    figures.correlation !== null && t('settings.model.correlation', { value: number(figures.correlation, { digits: 2, fixed: true }) }),
    t('settings.model.phenotypic', { value: number(figures.phenotypic, { digits: 2 }), unit: t('settings.model.squared', { unit: traits.unit(values.trait) }) }),
  ].filter(Boolean);
  return (
    <Typography data-testid={`implied-${values.trait}`} sx={{ fontWeight: 500 }}>
      {items.join(' · ')}
    </Typography>
  );
}

/** "Defaults" while a trait's variances are the published ones, and the button that puts them back. */
function DefaultsMark({ control, index, setValue, disabled }: { control: Control<ModelValues>; index: number; setValue: UseFormSetValue<ModelValues>; disabled: boolean }) {
  const { t } = useTranslation('genetics');
  const values = useWatch({ control, name: `traits.${index}` });
  if (isDefault(values)) return <Chip size="small" label={t('settings.model.defaults')} />;
  if (disabled) return null;
  return (
    <Button size="small" onClick={() => setValue(`traits.${index}`, defaultValuesOf(values.trait), { shouldDirty: true })}>
      {t('settings.model.useDefaults')}
    </Button>
  );
}

function TraitSection({ trait, index, control, setValue, disabled }: { trait: EvaluatedTrait; index: number; control: Control<ModelValues>; setValue: UseFormSetValue<ModelValues>; disabled: boolean }) {
  const { t } = useTranslation('genetics');
  const traits = useTraitText();
  const unit = t('settings.model.squared', { unit: traits.unit(trait) });
  return (
    <FormSection title={traits.name(trait)}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: -1 }}>
        <Implied control={control} index={index} />
        <DefaultsMark control={control} index={index} setValue={setValue} disabled={disabled} />
      </Box>
      <Box sx={fieldGrid}>
        {partsOf(trait).map((part) => (
          <NumberField key={part} control={control} name={`traits.${index}.${part}`} label={t(`settings.model.parts.${part}`, { unit })} helperText={t(`settings.model.help.${part}`)} required disabled={disabled} />
        ))}
      </Box>
    </FormSection>
  );
}

/** Every trait's variances, saved together (the next evaluation runs with them). */
function ModelForm({ saved, onNotice }: { saved: ModelSettings; onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const access = useGeneticsAccess();
  const refresh = useRefreshSettings();
  const [failure, setFailure] = useState<Notice | null>(null);
  const form = useForm<ModelValues, unknown, Parameters<typeof updateModelSettings>[0]>({ resolver: modelResolver, defaultValues: modelValues(saved) });
  const control = form.control as unknown as Control<ModelValues>;
  const submit = form.handleSubmit(async (body) => {
    onNotice(null);
    setFailure(null);
    try {
      await updateModelSettings(body);
      await refresh();
      onNotice({ severity: 'success', text: t(`messages:${ops.updateModelSettings.message}`) });
    } catch (error) {
      // A 422 names its fields `traits.N.part`: each reason under its field, the rest above the button.
      applyServerFieldErrors(withFilledTexts(error), MODEL_FIELDS, form.setError);
      setFailure(failureNotice(error, MODEL_FIELDS));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('settings.model.formLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('settings.model.intro')}</Typography>
      {EVALUATED_TRAITS.map((trait, index) => (
        <TraitSection key={trait} trait={trait} index={index} control={control} setValue={form.setValue} disabled={!access.edit} />
      ))}
      <Typography variant="body2" color="text.secondary" data-testid="settings-changed">
        {saved.updatedAt ? t('settings.changedOn', { when: instantText(saved.updatedAt) }) : t('settings.model.neverChanged')}
      </Typography>
      <FormAlert notice={failure} />
      {access.edit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * /genetics/modelSettings: each trait's variance components (weaning weight's with the maternal
 * effect, its covariance with the direct one and the dam's permanent environment), the
 * heritabilities they imply shown as they are typed, the published defaults marked and restorable.
 */
export function ModelSettingsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const settings = useModelSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box data-testid="genetics-model-settings" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="settings" />
      <SettingsNav current="model" />
      <FormAlert notice={notice} />
      <QueryState query={settings} emptyText="" isEmpty={() => false}>
        {/* Saved, the form starts again from the answer. */}
        {(saved) => <ModelForm key={saved.updatedAt ?? 'defaults'} saved={saved} onNotice={setNotice} />}
      </QueryState>
    </Box>
  );
}
