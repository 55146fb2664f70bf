import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContemporaryGroup } from '@ganado/shared/genetics';
import { DetailList } from '../../farms/DetailList';
import { useGroupText } from './group-text';

/** What the rules compared a group's calves by, as the build recorded it, and whether later builds keep it. */
export function GroupCriteria({ group }: { group: ContemporaryGroup }) {
  const { t } = useTranslation('genetics');
  const text = useGroupText();
  return (
    <>
      <DetailList
        items={[
          { label: t('groups.columns.made'), value: text.made(group) },
          { label: t('groups.columns.born'), value: text.born(group) },
          ...(group.trait === 'birth' ? [] : [{ label: t('groups.columns.weighed'), value: text.weighed(group) }]),
          { label: t('groups.columns.sex'), value: text.sex(group) },
          { label: t('groups.herdCode'), value: group.herdCode },
          { label: t('groups.columns.management'), value: group.managementCode },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t(group.automatic ? 'groups.form.automaticNote' : 'groups.form.handNote')}
      </Typography>
    </>
  );
}
