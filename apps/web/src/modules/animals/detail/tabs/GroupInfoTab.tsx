import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type Animal, RECORD_TABS } from '@ganado/shared/animals';
import { DetailList } from '../../../farms/DetailList';
import { FormSection } from '../../../farms/form/fields';
import { RecordsEditor } from '../RecordsEditor';

/** Where the animal is and in which group, and how it got there (its group changes and movements). */
export function GroupInfoTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation('animals');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSection title={t('detail.currentPlace')}>
        <DetailList
          items={[
            { label: t('fields.groupId'), value: animal.groupName ?? t('detail.noGroup') },
            { label: t('fields.farmId'), value: animal.farmName },
            { label: t('fields.zoneId'), value: animal.zoneName },
          ]}
        />
      </FormSection>
      <RecordsEditor animal={animal} types={RECORD_TABS.groupInfo} label={t('detail.placeHistory')} separateButtons />
    </Box>
  );
}
