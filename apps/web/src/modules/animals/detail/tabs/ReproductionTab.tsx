import { useTranslation } from 'react-i18next';
import { type Animal, RECORD_TABS } from '@ganado/shared/animals';
import { EmptyState } from '../EmptyState';
import { RecordsEditor } from '../RecordsEditor';

/** Services, conceptions, pregnancy checks and calvings, with their forms right here; females only. */
export function ReproductionTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  if (animal.gender !== 'female') {
    return <EmptyState text={t('records.femaleOnly')} />;
  }
  return <RecordsEditor animal={animal} types={RECORD_TABS.reproduction} label={t('tabs.reproduction')} />;
}
