import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOSE_UNITS } from '@ganado/shared/animals';
import { DOSE_BASES, DRUG_FORMATS, DRUG_NAME_MAX, STORAGE_CONDITIONS, type DrugRequest } from '@ganado/shared/drugs';
import { UNIT_IDS } from '@ganado/shared/ledger';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { CheckboxField, fieldGrid, FormSection } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { IngredientsField } from './IngredientsField';
import { RoutesField } from './RoutesField';
import type { DrugValues } from './values';
import { WithdrawalRows } from './WithdrawalRows';

export type DrugFormApi = UseFormReturn<DrugValues, unknown, DrugRequest>;

/**
 * Every field of a drug (docs/product.md §3 "Drug", and its label: species, withdrawals, routes),
 * in sections. The stock unit is fixed once packs are counted in it (`stockUnitFixed`).
 */
export function DrugForm({ form, stockUnitFixed = false }: { form: DrugFormApi; stockUnitFixed?: boolean }) {
  const { t } = useTranslation(['drugs', 'messages']);
  const { control } = form;
  const text = (name: 'genericName' | 'manufacturer' | 'distributor' | 'substitutionId') => (
    <FormTextField control={control} name={name} label={t(`fields.${name}`)} autoComplete="off" />
  );
  const options = (list: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`choices.${list}.${value}`) }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('sections.identity')}>
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="name" label={t('fields.name')} required autoComplete="off" maxLength={DRUG_NAME_MAX} />
          {text('genericName')}
          {text('manufacturer')}
          {text('distributor')}
          <SelectField control={control} name="format" label={t('fields.format')} required options={options('formats', DRUG_FORMATS)} />
          <FormDateField control={control} name="registrationDate" label={t('fields.registrationDate')} />
          {text('substitutionId')}
        </Box>
        <IngredientsField control={control} />
      </FormSection>

      <FormSection title={t('sections.dose')}>
        <Box sx={fieldGrid}>
          <NumberField control={control} name="doseDam" label={t('fields.doseDam')} />
          <NumberField control={control} name="doseCalf" label={t('fields.doseCalf')} />
          <SelectField control={control} name="doseUnit" label={t('fields.doseUnit')} required options={options('units', DOSE_UNITS)} />
          <SelectField control={control} name="doseBasis" label={t('fields.doseBasis')} required options={options('doseBases', DOSE_BASES)} />
        </Box>
        <RoutesField control={control} />
        <CheckboxField control={control} name="prescriptionOnly" label={t('fields.prescriptionOnly')} />
      </FormSection>

      <FormSection title={t('sections.withdrawals')}>
        <WithdrawalRows form={form} />
      </FormSection>

      <FormSection title={t('sections.stock')}>
        <Box sx={fieldGrid}>
          <SelectField control={control} name="storage" label={t('fields.storage')} options={options('storage', STORAGE_CONDITIONS)} blank={t('form.none')} />
          <SelectField
            control={control}
            name="stockUnit"
            label={t('fields.stockUnit')}
            required
            disabled={stockUnitFixed}
            helperText={stockUnitFixed ? t('messages:drugs.stockUnitFixed') : t('form.stockUnitHelp')}
            options={options('units', UNIT_IDS)}
          />
          <NumberField control={control} name="reorderLevel" label={t('fields.reorderLevel')} helperText={t('form.reorderLevelHelp')} />
        </Box>
        <FormTextField control={control} name="notes" label={t('fields.notes')} multiline minRows={2} maxLength={500} />
      </FormSection>
    </Box>
  );
}
