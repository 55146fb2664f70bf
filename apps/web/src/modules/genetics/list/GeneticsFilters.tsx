import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@ganado/shared/animals';
import { GENETIC_SORT, GENETIC_TRAITS, type GeneticSort, type GeneticTrait } from '@ganado/shared/genetics';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListFilters } from '../../../components/ListFilters';
import { useBreeds, useFarmOptions } from '../../animals/api';
import { useTraitText } from '../traits';
import { FILTER_PARAMS, firstSort, type Sort } from './list-state';

/** Genetics evaluates beef cattle: the breed filter offers cattle breeds. */
export const CATTLE = 'cattle';

/** The breeds and farms a filter or a search offers. */
export function useHerdChoices() {
  const breeds = useBreeds(CATTLE);
  return { breeds: (breeds.data ?? []).map((breed) => ({ value: breed.code, label: breed.name })), farms: useFarmOptions() };
}

/** A sort's name in the "Sort by" select (a grid of cards has no headings to click). */
export function useSortLabel() {
  const { t } = useTranslation('genetics');
  const traits = useTraitText();
  return (col: GeneticSort) => (col.startsWith('epd:') ? t('list.sortByEpd', { trait: traits.name(col.slice(4) as GeneticTrait) }) : t(`list.columns.${col as 'tagNumber'}`));
}

interface FiltersProps {
  get: (key: string) => string;
  /** Changes filters (the page goes back to the first). */
  set: (changes: Record<string, string | undefined>) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/**
 * The EPD list's search and filters, kept in its URL: sex, breed, farm, inactive animals, one trait's
 * EPD and accuracy range, and the sort (the grid has no headings to click).
 */
export function GeneticsFilters({ get, set, sort, onSort }: FiltersProps) {
  const { t } = useTranslation(['genetics', 'animals']);
  const traits = useTraitText();
  const sortLabel = useSortLabel();
  const { breeds, farms } = useHerdChoices();
  const trait = get('trait') as GeneticTrait | '';
  const unit = trait ? traits.unit(trait) : '';
  const figure = (key: 'minEpd' | 'maxEpd' | 'minAccuracy', label: string) => (
    <TextField
      size="small"
      label={label}
      value={get(key)}
      onChange={(event) => set({ [key]: event.target.value })}
      disabled={!trait}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
    />
  );
  return (
    <ListFilters
      search={<TextField type="search" size="small" label={t('list.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
      active={FILTER_PARAMS.filter((param) => get(param)).length}
    >
      <FilterSelect label={t('list.filters.gender')} value={get('gender')} onChange={(gender) => set({ gender })} options={GENDERS.map((value) => ({ value, label: t(`animals:choices.genders.${value}`) }))} any={t('list.filters.any')} />
      <FilterSelect label={t('list.filters.breed')} value={get('breedCode')} onChange={(breedCode) => set({ breedCode })} options={breeds} any={t('list.filters.any')} />
      <FilterSelect label={t('list.filters.farm')} value={get('farmId')} onChange={(farmId) => set({ farmId })} options={farms} any={t('list.filters.allFarms')} />
      <FormControlLabel
        control={<Checkbox checked={get('includeInactive') === 'true'} onChange={(event) => set({ includeInactive: event.target.checked ? 'true' : undefined })} />}
        label={t('list.filters.includeInactive')}
      />
      <FilterSelect
        label={t('list.filters.trait')}
        value={trait}
        // Without a trait its bounds mean nothing: they go with it.
        onChange={(next) => set(next ? { trait: next } : { trait: undefined, minEpd: undefined, maxEpd: undefined, minAccuracy: undefined })}
        options={GENETIC_TRAITS.map((value) => ({ value, label: traits.name(value) }))}
        any={t('list.filters.anyTrait')}
      />
      {figure('minEpd', unit ? t('list.filters.minEpdIn', { unit }) : t('list.filters.minEpd'))}
      {figure('maxEpd', unit ? t('list.filters.maxEpdIn', { unit }) : t('list.filters.maxEpd'))}
      {figure('minAccuracy', t('list.filters.minAccuracy'))}
      <TextField
        select
        size="small"
        label={t('list.sortBy')}
        value={sort.col}
        onChange={(event) => onSort(firstSort(event.target.value as GeneticSort))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {GENETIC_SORT.map((col) => (
          <option key={col} value={col}>
            {sortLabel(col)}
          </option>
        ))}
      </TextField>
    </ListFilters>
  );
}
