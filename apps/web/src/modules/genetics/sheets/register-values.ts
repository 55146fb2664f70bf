import { useTranslation } from 'react-i18next';
import type { EpdData, EpdFieldName } from '@ganado/shared/genetics';
import { dayText } from '../../../components/format';
import { useGeneticsFigures } from '../shared/figures';

/** A value the sheet takes from the herd register, written as the animal's page writes it. */
export function useRegisterValue() {
  const { t } = useTranslation(['genetics', 'animals']);
  const figures = useGeneticsFigures();
  return (name: EpdFieldName, value: EpdData['fields'][EpdFieldName] | undefined): string | null => {
    if (value === null || value === undefined || value === '') return null;
    switch (name) {
      case 'gender':
        return t(`animals:choices.genders.${String(value)}`, { defaultValue: String(value) });
      case 'conceptionMethod':
        return t(`animals:choices.conceptionMethods.${String(value)}`, { defaultValue: String(value) });
      case 'animalStatus':
        return t(`animals:choices.statuses.${String(value)}`, { defaultValue: String(value) });
      case 'seasonOfBirth':
        return t(`sheet.seasons.${String(value)}`, { defaultValue: String(value) });
      case 'dateOfBirth':
        return dayText(String(value));
      case 'birthWeight':
        return typeof value === 'number' ? figures.kg(value) : String(value);
      case 'damAge':
        return typeof value === 'number' ? t('sheet.figures.years', { count: value, value: figures.number(value, 1) }) : String(value);
      // A year is a label, not a quantity: no thousands separator.
      default:
        return String(value);
    }
  };
}
