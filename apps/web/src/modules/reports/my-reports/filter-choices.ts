import { useQuery } from '@tanstack/react-query';
import type { ReportScheduleFilters } from '@ganado/shared/reports';
import { useSession } from '../../../app/use-session';
import { groupsQuery } from '../../animals/api';
import { farmsQuery } from '../../farms/api';
import { useMyReportsWords } from './words';

/** Every farm of the organisation in one select. */
const ALL_FARMS = { page: 0, limit: 1000 };

/**
 * The farms and groups a report may be narrowed to, offered to whoever may see farms and animals
 * (asking without the permission would be refused): a person who may only view reports schedules
 * them for the whole herd. Null: not theirs to see.
 */
export function useFilterChoices() {
  const modules = useSession().session?.modules ?? [];
  const [seesFarms, seesAnimals] = [modules.includes('farms'), modules.includes('animals')];
  const farms = useQuery({ ...farmsQuery(ALL_FARMS), enabled: seesFarms });
  const groups = useQuery({ ...groupsQuery(), enabled: seesAnimals });
  return {
    farms: seesFarms ? (farms.data?.items ?? []).map((farm) => ({ value: farm.id, label: farm.name })) : null,
    groups: seesAnimals ? (groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name })) : null,
  };
}

/** A schedule's filters in words, the farm and group by name when the person may see them: 'La Dehesa · Female'. */
export function useFiltersText() {
  const { t } = useMyReportsWords();
  const { farms, groups } = useFilterChoices();
  const nameOf = (choices: { value: string; label: string }[] | null, id: string | undefined) => (id ? choices?.find((choice) => choice.value === id)?.label : undefined);
  return (filters: ReportScheduleFilters) => {
    const parts = [nameOf(farms, filters.farmId), nameOf(groups, filters.groupId), filters.gender && t(`animals:choices.genders.${filters.gender}`), filters.breedCode].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('myReports.schedules.allAnimals');
  };
}
