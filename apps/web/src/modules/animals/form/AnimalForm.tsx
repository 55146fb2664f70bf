import { useState } from 'react';
import Box from '@mui/material/Box';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ANIMAL_OWNERSHIP_TYPES,
  BIRTH_EASES,
  CATEGORY_STAGES,
  CLASS_USES,
  CONCEPTION_METHODS,
  GENDERS,
  HORN_STATUSES,
  TAG_CATEGORIES,
  TAG_COLOURS,
  TAG_TYPES,
  WEIGHT_UNITS,
  type AnimalForm as AnimalValues,
  type AnimalReference,
  type AnimalRequest,
  type Gender,
} from '@ganado/shared/animals';
import { FormTextField } from '../../../components/form/fields';
import { FormDateField } from '../../../components/dates/FormDateField';
import { SelectField } from '../../../components/form/SelectField';
import { useZones } from '../../farms/api';
import { CheckboxField, fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useBreeds, useFarmOptions, useGroups, useSpecies } from '../api';
import { speciesName, useChoiceOptions } from '../choices';
import { AnimalPicker } from '../components/AnimalPicker';

export type AnimalFormApi = UseFormReturn<AnimalValues, unknown, AnimalRequest>;
export type Parents = Record<'damId' | 'sireId' | 'surrogateDamId', AnimalReference | null>;

const PARENTS: { name: keyof Parents; gender: Gender }[] = [
  { name: 'damId', gender: 'female' },
  { name: 'sireId', gender: 'male' },
  { name: 'surrogateDamId', gender: 'female' },
];

/** A parent of the animal: the picker shows the animal, the form holds its id. */
function ParentField({ form, name, gender, initial, excludeId }: { form: AnimalFormApi; name: keyof Parents; gender: Gender; initial: AnimalReference | null; excludeId?: string }) {
  const { t } = useTranslation(['animals', 'messages']);
  const { field, fieldState } = useController({ control: form.control, name });
  const [chosen, setChosen] = useState(initial);
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const message = fieldState.error?.message;
  return (
    <AnimalPicker
      name={name}
      label={t(`fields.${name}`)}
      value={chosen}
      gender={gender}
      bornBefore={birthDate || undefined}
      excludeId={excludeId}
      error={message ? t(`messages:${message}`, { defaultValue: message }) : undefined}
      onChange={(animal) => {
        setChosen(animal);
        field.onChange(animal?.id ?? '');
      }}
    />
  );
}

/** Every field of the Animal entity (docs/product.md §3), in sections. */
export function AnimalForm({ form, parents, animalId }: { form: AnimalFormApi; parents: Parents; animalId?: string }) {
  const { t, i18n } = useTranslation('animals');
  const choices = useChoiceOptions();
  const { control } = form;
  const [speciesCode, farmId] = useWatch({ control, name: ['speciesCode', 'farmId'] });
  const species = useSpecies();
  const breeds = useBreeds(speciesCode || undefined);
  const zones = useZones(farmId || undefined);
  const groups = useGroups();
  const farms = useFarmOptions();
  const none = t('form.none');
  const text = (name: keyof AnimalValues, required = false) => <FormTextField control={control} name={name} label={t(`fields.${name}`)} required={required} autoComplete="off" />;
  const date = (name: keyof AnimalValues) => <FormDateField control={control} name={name} label={t(`fields.${name}`)} />;
  const choice = (name: keyof AnimalValues, list: string, values: readonly string[]) => (
    <SelectField control={control} name={name} label={t(`fields.${name}`)} options={choices(list, values)} blank={none} />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('form.sections.identification')}>
        <Box sx={fieldGrid}>
          {text('tagNumber', true)}
          {choice('tagCategory', 'tagCategories', TAG_CATEGORIES)}
          {choice('tagType', 'tagTypes', TAG_TYPES)}
          {choice('tagColour', 'tagColours', TAG_COLOURS)}
          {text('chipNumber')}
          {text('nickname')}
          {text('governmentRegistrationNumber')}
          {date('registrationDate')}
        </Box>
      </FormSection>

      <FormSection title={t('form.sections.species')}>
        <Box sx={fieldGrid}>
          <SelectField
            control={control}
            name="speciesCode"
            label={t('fields.speciesCode')}
            required
            options={(species.data ?? []).map((item) => ({ value: item.code, label: speciesName(item, i18n.language) }))}
            onValueChange={() => form.setValue('breedCode', '')}
          />
          {text('speciesType')}
          <SelectField control={control} name="breedCode" label={t('fields.breedCode')} options={(breeds.data ?? []).map((item) => ({ value: item.code, label: item.name }))} blank={none} />
          <SelectField control={control} name="gender" label={t('fields.gender')} required options={choices('genders', GENDERS)} />
          {choice('classUse', 'classUses', CLASS_USES)}
          {choice('categoryStage', 'categoryStages', CATEGORY_STAGES)}
          {choice('hornStatus', 'hornStatuses', HORN_STATUSES)}
        </Box>
      </FormSection>

      <FormSection title={t('form.sections.birth')}>
        <Box sx={fieldGrid}>
          {date('birthDate')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 1fr' }}>
            <NumberField control={control} name="birthWeight" label={t('fields.birthWeight')} />
            <SelectField control={control} name="birthWeightUnit" label={t('fields.birthWeightUnit')} options={choices('weightUnits', WEIGHT_UNITS)} />
          </Box>
          {choice('birthEase', 'birthEases', BIRTH_EASES)}
          {choice('conceptionMethod', 'conceptionMethods', CONCEPTION_METHODS)}
          <SelectField control={control} name="birthFarmId" label={t('fields.birthFarmId')} options={farms} blank={none} />
          <CheckboxField control={control} name="twin" label={t('fields.twin')} />
        </Box>
      </FormSection>

      <FormSection title={t('form.sections.lineage')}>
        <Box sx={fieldGrid}>
          {PARENTS.map((parent) => (
            <ParentField key={parent.name} form={form} name={parent.name} gender={parent.gender} initial={parents[parent.name]} excludeId={animalId} />
          ))}
        </Box>
      </FormSection>

      <FormSection title={t('form.sections.place')}>
        <Box sx={fieldGrid}>
          <SelectField control={control} name="farmId" label={t('fields.farm')} required options={farms} onValueChange={() => form.setValue('zoneId', '')} />
          <SelectField control={control} name="zoneId" label={t('fields.zone')} options={(zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name }))} blank={none} />
          <SelectField control={control} name="groupId" label={t('fields.group')} options={(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }))} blank={none} />
        </Box>
      </FormSection>

      <FormSection title={t('form.sections.ownership')}>
        <Box sx={fieldGrid}>
          {text('owner')}
          {text('previousOwner')}
          {choice('ownershipType', 'ownershipTypes', ANIMAL_OWNERSHIP_TYPES)}
          {text('breederSupplier')}
        </Box>
      </FormSection>
    </Box>
  );
}
