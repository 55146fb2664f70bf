import { useTranslation } from 'react-i18next';
import type { ContemporaryGroup } from '@ganado/shared/genetics';
import { dayText } from '../../../components/format';
import { useGeneticsFigures } from '../shared/figures';

/** How a group's criteria read: day ranges, its sex, and who made it. */
export function useGroupText() {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const range = (from: string | null, to: string | null) => {
    if (!from && !to) return null;
    if (!to || from === to) return dayText((from ?? to)!);
    return t('groups.range', { from: from ? dayText(from) : '…', to: dayText(to) });
  };
  return {
    born: (group: ContemporaryGroup) => range(group.bornFrom, group.bornTo),
    weighed: (group: ContemporaryGroup) => range(group.weighedFrom, group.weighedTo),
    sex: (group: ContemporaryGroup) => (group.sex ? figures.sex(group.sex) : null),
    made: (group: ContemporaryGroup) => t(group.automatic ? 'groups.byRules' : 'groups.byHand'),
  };
}
