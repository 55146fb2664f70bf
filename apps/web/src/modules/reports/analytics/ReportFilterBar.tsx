import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isIsoDate, todayIn, userTimeZone } from '@ganado/shared/format';
import type { ReportPageData } from '@ganado/shared/reports';
import { useUrlQuery } from '../../../components/admin/url-query';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { DateInput } from '../../../components/dates/pickers';
import { FilterSelect } from '../../../components/FilterSelect';
import { useBreeds, useFarmOptions } from '../../animals/api';
import { useGroups } from '../../animals/detail/api';

/**
 * A date typed digit by digit is a valid date several times on the way (year 0002, 0020, 0202…): the
 * page asks the server once the typing pauses, not at every key.
 */
const DATE_PAUSE_MS = 800;
type Dates = { from: string; to: string; asOf: string };

const GRID = { display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * A page's filters, kept in the URL so a link or a reload shows the same figures: the farm, group,
 * breed and sex of the animals counted, the period, and the day the herd is seen as of (today until
 * one is chosen; the server's period until one is chosen).
 */
export function ReportFilterBar({ answered }: { answered: ReportPageData | undefined }) {
  const { t } = useTranslation('reports');
  const { get, set } = useUrlQuery();
  const farms = useFarmOptions();
  const groups = useGroups();
  const breeds = useBreeds('cattle');
  const today = todayIn(userTimeZone());
  // Only what the person changed goes to the URL: the rest stays the server's default.
  const [draft, setDraft] = useState<Partial<Dates> | null>(null);
  const dates: Dates = { from: get('from') || answered?.period.from || '', to: get('to') || answered?.period.to || '', asOf: get('asOf') || answered?.asOf || '', ...draft };
  useEffect(() => {
    if (!draft) return undefined;
    const timer = setTimeout(() => {
      // A new as-of day moves the period's end back with it when the end would be after it.
      const end = draft.to ?? get('to');
      set({ ...draft, ...(draft.asOf && end > draft.asOf ? { to: draft.asOf } : {}) });
      setDraft(null);
    }, DATE_PAUSE_MS);
    return () => clearTimeout(timer);
    // `get` and `set` are new functions on every render; the draft alone decides when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
  const change = (changes: Partial<Dates>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <Box role="group" aria-label={t('filters.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={GRID}>
        <FilterSelect label={t('filters.farm')} value={get('farmId')} onChange={(farmId) => set({ farmId })} options={farms} any={t('filters.allFarms')} />
        <FilterSelect
          label={t('filters.group')}
          value={get('groupId')}
          onChange={(groupId) => set({ groupId })}
          options={(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name }))}
          any={t('filters.allGroups')}
        />
        <FilterSelect
          label={t('filters.breed')}
          value={get('breedCode')}
          onChange={(breedCode) => set({ breedCode })}
          options={(breeds.data ?? []).map((breed) => ({ value: breed.code, label: breed.name }))}
          any={t('filters.any')}
        />
        <FilterSelect
          label={t('filters.sex')}
          value={get('gender')}
          onChange={(gender) => set({ gender })}
          options={[
            { value: 'female', label: t('filters.female') },
            { value: 'male', label: t('filters.male') },
          ]}
          any={t('filters.any')}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '2 1 20rem' }}>
          <DateRangeFields value={{ from: dates.from, to: dates.to }} onChange={(range) => change(range.from !== dates.from ? { from: range.from } : { to: range.to })} labels={{ from: t('filters.from'), to: t('filters.to') }} max={dates.asOf || today} />
        </Box>
        <DateInput
          value={dates.asOf}
          max={today}
          onChange={(asOf) => isIsoDate(asOf) && change({ asOf })}
          field={{ size: 'small', label: t('filters.asOf'), helperText: t('filters.asOfHelp'), sx: { flex: '1 1 12rem' } }}
        />
      </Box>
    </Box>
  );
}
