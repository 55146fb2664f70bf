import { useTranslation } from 'react-i18next';
import type { Animal } from '@ganado/shared/animals';
import { RecordsEditor } from '../RecordsEditor';

export function NotesTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  return <RecordsEditor animal={animal} types={['note']} label={t('tabs.notes')} alwaysOpen />;
}
