import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Animal, RecordType } from '@ganado/shared/animals';
import { CurrentRationCard } from '../../../feed/animal/CurrentRationCard';
import { RecordsEditor } from '../RecordsEditor';

/** The tabs whose records are added and edited on their `/edit` page. */
export const EDITABLE_TABS = {
  performance: ['weight', 'milk'],
  feed: ['feeding'],
  'health-record': ['disease', 'treatment', 'vaccination', 'labResult'],
  'animal-assessment': ['assessment'],
} as const satisfies Record<string, readonly RecordType[]>;
export type EditableTab = keyof typeof EDITABLE_TABS;

/** A tab's records, read-only, with the way to its edit page; or (`edit`) that page's forms and list. */
export function RecordsTab({ animal, tab, edit = false }: { animal: Animal; tab: EditableTab; edit?: boolean }) {
  const { t } = useTranslation('animals');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        {edit ? (
          <Button component={RouterLink} to={`/animals/${animal.id}/${tab}`} startIcon={<ArrowBackIcon />}>
            {t('records.backTo', { tab: t(`tabs.${tab}`) })}
          </Button>
        ) : (
          <Button component={RouterLink} to={`/animals/${animal.id}/${tab}/edit`} startIcon={<EditIcon />}>
            {t('records.manage')}
          </Button>
        )}
      </Box>
      {/* The feed tab opens with the ration the animal is on (feed management's). */}
      {tab === 'feed' && !edit && <CurrentRationCard animalId={animal.id} />}
      <RecordsEditor animal={animal} types={EDITABLE_TABS[tab]} label={t(`tabs.${tab}`)} readOnly={!edit} />
    </Box>
  );
}
