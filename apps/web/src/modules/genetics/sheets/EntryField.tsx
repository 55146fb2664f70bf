import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALF_SEXES, WEIGHT_ACCURACIES } from '@ganado/shared/genetics';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { ENTRY_KINDS, type EntryName, type SheetValues } from './sheet-form';

/** The contract's longest text of each text field (epd-data.ts): the counter shows near it. */
const TEXT_MAX: Partial<Record<EntryName, number>> = {
  internationalId: 30,
  location: 60,
  additionalIdMethod: 40,
  breederHerdCode: 20,
  birthManagementCode: 20,
  secondaryBreed: 60,
  breedComposition: 60,
  managementPastureCode: 20,
  managementFeedCode: 20,
};

/** The unit each figure is entered in (the contract's units), shown in its label. */
const UNITS: Partial<Record<EntryName, 'kg' | 'cm' | 'mm' | 'cm2' | 'percent'>> = {
  weaningWeight: 'kg',
  yearlingWeight: 'kg',
  yearlingHeight: 'cm',
  carcassWeight: 'kg',
  kph: 'percent',
  fatThickness: 'mm',
  ribeyeArea: 'cm2',
};

/** Fields that say what they take: the association's codes, the id's shape, the marbling scale. */
const HELP: Partial<Record<EntryName, string>> = {
  internationalId: 'sheet.help.internationalId',
  breederHerdCode: 'sheet.help.code',
  birthManagementCode: 'sheet.help.code',
  managementPastureCode: 'sheet.help.code',
  managementFeedCode: 'sheet.help.code',
  marbling: 'sheet.help.marbling',
  kph: 'sheet.help.kph',
};

/** One field the breeder enters on the sheet, drawn as its kind is typed. */
export function EntryField({ control, name }: { control: Control<SheetValues>; name: EntryName }) {
  const { t } = useTranslation('genetics');
  const unit = UNITS[name];
  const label = unit ? t('sheet.withUnit', { label: t(`fields.${name}`), unit: t(`sheet.units.${unit}`) }) : t(`fields.${name}`);
  const helperText = HELP[name] && t(HELP[name]);
  const notRecorded = t('sheet.notRecorded');
  switch (ENTRY_KINDS[name]) {
    case 'text':
      return <FormTextField control={control} name={name} label={label} helperText={helperText} maxLength={TEXT_MAX[name]} autoComplete="off" />;
    case 'number':
      return <NumberField control={control} name={name} label={label} helperText={helperText} />;
    case 'date':
      return <FormDateField control={control} name={name} label={label} />;
    case 'flag':
      return <SelectField control={control} name={name} label={label} blank={notRecorded} options={[{ value: 'yes', label: t('sheet.yes') }, { value: 'no', label: t('sheet.no') }]} />;
    default: {
      const [list, values] = name === 'accuracyWeight' ? (['accuracies', WEIGHT_ACCURACIES] as const) : (['calfSexes', CALF_SEXES] as const);
      return <SelectField control={control} name={name} label={label} blank={notRecorded} options={values.map((value) => ({ value, label: t(`sheet.${list}.${value}`) }))} />;
    }
  }
}
