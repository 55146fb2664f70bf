import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FERTILITY_SCREENS, type FertilityScreen, type FertilityStatistics } from '@ganado/shared/semen';
import { useUrlQuery } from '../../../components/admin/url-query';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { FilterSelect } from '../../../components/FilterSelect';
import { useBreeds, useFarmOptions, useSpecies } from '../../animals/api';
import { speciesName } from '../../animals/choices';

const GRID = { display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * A statistics screen's filters, kept in the URL: the farm, the species and breed of the female
 * (as the herd list filters them), the grouping the screen offers, and the period, which shows the
 * server's last twelve months until one is chosen.
 */
export function StatisticsFilters({ screen, answered }: { screen: FertilityScreen; answered: FertilityStatistics | undefined }) {
  const { t, i18n } = useTranslation('semen');
  const { get, set } = useUrlQuery();
  const farms = useFarmOptions();
  const species = useSpecies();
  const breeds = useBreeds(get('speciesCode') || undefined);
  const groupings = FERTILITY_SCREENS[screen];
  return (
    <Box role="group" aria-label={t('statistics.filters.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={GRID}>
        <FilterSelect label={t('statistics.filters.farm')} value={get('farmId')} onChange={(farmId) => set({ farmId })} options={farms} any={t('statistics.filters.allFarms')} />
        <FilterSelect
          label={t('statistics.filters.species')}
          value={get('speciesCode')}
          onChange={(speciesCode) => set({ speciesCode, breedCode: undefined })}
          options={(species.data ?? []).map((item) => ({ value: item.code, label: speciesName(item, i18n.language) }))}
          any={t('statistics.filters.any')}
        />
        <FilterSelect
          label={t('statistics.filters.breed')}
          value={get('breedCode')}
          onChange={(breedCode) => set({ breedCode })}
          options={(breeds.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
          any={t('statistics.filters.any')}
        />
        <TextField
          select
          size="small"
          label={t('statistics.filters.by')}
          value={groupings.includes(get('by') as never) ? get('by') : groupings[0]}
          onChange={(event) => set({ by: event.target.value === groupings[0] ? undefined : event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {groupings.map((by) => (
            <option key={by} value={by}>
              {t(`statistics.by.${by}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <DateRangeFields
        value={{ from: get('from') || answered?.period.from || '', to: get('to') || answered?.period.to || '' }}
        onChange={(range) => set(range)}
        labels={{ from: t('statistics.filters.from'), to: t('statistics.filters.to') }}
      />
    </Box>
  );
}
