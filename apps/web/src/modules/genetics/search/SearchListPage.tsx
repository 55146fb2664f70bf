import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENETIC_SORT, type GeneticSort } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { useUrlQuery } from '../../../components/admin/url-query';
import { PageTitle } from '../../../components/PageTitle';
import { GeneticsTabs } from '../GeneticsTabs';
import { CompareBar, useCompareSelection } from '../list/compare-selection';
import { useHerdChoices, useSortLabel } from '../list/GeneticsFilters';
import { useView } from '../list/use-view';
import { GeneticsResults } from '../list/GeneticsResults';
import { firstSort, nextSort, sortOf, sortParams, type Sort } from '../list/list-state';
import { useUrlPaging } from '../list/url-paging';
import { ViewToggle } from '../list/ViewToggle';
import { GENETICS_PATHS } from '../paths';
import { useGeneticSearch } from './api';
import { criteriaOf, criteriaQuery } from './criteria';
import { useCriteriaText } from './criteria-text';

/**
 * /search-list: the animals meeting /genetic-search's criteria, read from the URL and sent as the
 * search's body; the same table or cards as the EPD list, sorted and paged (kept in the URL too),
 * ticked for the comparison, and "refine search" back to the form with the criteria.
 */
export function SearchListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const { params, get, set } = useUrlQuery();
  const paging = useUrlPaging();
  const view = useView(get);
  const sort = sortOf(params);
  const selection = useCompareSelection();
  const sortLabel = useSortLabel();
  const criteria = criteriaOf(params);
  const { breeds, farms } = useHerdChoices();
  const summary = useCriteriaText()(criteria, { breed: breeds.find((breed) => breed.value === criteria.breedCode)?.label, farm: farms.find((farm) => farm.value === criteria.farmId)?.label });
  const results = useGeneticSearch({ ...criteria, sort: sort.col, desc: sort.desc, page: paging.page + 1, limit: paging.limit });
  const setSort = (next: Sort) => set({ ...sortParams(next), page: undefined });

  return (
    <Box data-testid="genetic-search-results" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Button component={RouterLink} to={`${GENETICS_PATHS.search}?${criteriaQuery(criteria)}`} variant="outlined" startIcon={<TuneIcon />}>
          {t('search.refine')}
        </Button>
      </Box>
      <GeneticsTabs current="search" />
      <Box component="ul" aria-label={t('search.criteria')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {(summary.length > 0 ? summary : [t('search.summary.none')]).map((text) => (
          <Box component="li" key={text} sx={{ maxWidth: '100%' }}>
            <Chip variant="outlined" label={text} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ViewToggle view={view} onChange={(next) => set({ view: next })} />
          {/* A grid of cards has no headings to click: the sort is chosen here. */}
          <TextField
            select
            size="small"
            label={t('list.sortBy')}
            value={sort.col}
            onChange={(event) => setSort(firstSort(event.target.value as GeneticSort))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            {GENETIC_SORT.map((col) => (
              <option key={col} value={col}>
                {sortLabel(col)}
              </option>
            ))}
          </TextField>
        </Box>
        <CompareBar selection={selection} />
      </Box>
      <GeneticsResults
        query={results}
        view={view}
        sort={sort}
        onSort={(col: GeneticSort) => setSort(nextSort(sort, col))}
        paging={paging}
        selection={selection}
        label={t('search.tableLabel')}
        emptyText={t('search.empty')}
      />
    </Box>
  );
}
