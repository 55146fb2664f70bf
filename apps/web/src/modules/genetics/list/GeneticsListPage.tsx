import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { GeneticSort } from '@ganado/shared/genetics';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useGeneticsAccess } from '../access';
import { EvaluationPanel } from '../evaluations/EvaluationPanel';
import { useEvaluationRunner } from '../evaluations/use-evaluation-runner';
import { GeneticsTabs } from '../GeneticsTabs';
import { exportGenetics, useGenetics } from './api';
import { CompareBar, useCompareSelection } from './compare-selection';
import { GeneticsFilters } from './GeneticsFilters';
import { GeneticsResults } from './GeneticsResults';
import { FILTER_PARAMS, listFilters, nextSort, sortOf, sortParams, type Sort } from './list-state';
import { useView } from './use-view';
import { useUrlPaging } from './url-paging';
import { ViewToggle } from './ViewToggle';

/**
 * /genetics: the herd with its current EPDs, each with its accuracy and percentile rank, as a table
 * or cards; searched, filtered and sorted (by any trait's EPD) on the server, the choices and the
 * page kept in the URL; exported as CSV or XLSX; up to four animals ticked for the comparison. Above
 * it, the evaluation the EPDs come from and the button that runs a new one, with its progress.
 */
export function GeneticsListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const access = useGeneticsAccess();
  const { params, get, set } = useUrlQuery();
  const paging = useUrlPaging();
  const view = useView(get);
  const sort = sortOf(params);
  const runner = useEvaluationRunner();
  const selection = useCompareSelection();
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  // The search and the typed bounds are asked for once typing pauses; the rest at once.
  const search = useDebounced(get('search').trim());
  const typed = useDebounced(JSON.stringify([get('minEpd'), get('maxEpd'), get('minAccuracy')]));
  const settled = new URLSearchParams(params);
  (JSON.parse(typed) as string[]).forEach((value, index) => settled.set(['minEpd', 'maxEpd', 'minAccuracy'][index]!, value));
  const filters = listFilters(settled, search);
  const sortQuery = { col: sort.col === 'tagNumber' ? undefined : sort.col, desc: sort.desc ? ('true' as const) : undefined };
  const list = useGenetics({ ...filters, ...sortQuery, page: paging.page + 1, limit: paging.limit });

  // A new filter or sort starts again at the first page.
  const setFilters = (changes: Record<string, string | undefined>) => set({ ...changes, page: undefined });
  const setSort = (next: Sort) => setFilters(sortParams(next));
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportFailure(null);
    try {
      await exportGenetics({ format, ...filters, ...sortQuery });
    } catch (error) {
      setExportFailure(errorText(error));
    }
  };
  const filtered = Boolean(filters.search) || FILTER_PARAMS.some((param) => get(param));

  return (
    <Box data-testid="genetics-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.export && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('csv')}>
              {t('list.export.csv')}
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportAs('xlsx')}>
              {t('list.export.xlsx')}
            </Button>
          </Box>
        )}
      </Box>
      <GeneticsTabs current="epds" />
      <EvaluationPanel runner={runner} />
      <FormAlert notice={exportFailure ? { severity: 'error', text: exportFailure } : null} />
      <GeneticsFilters get={get} set={setFilters} sort={sort} onSort={setSort} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ViewToggle view={view} onChange={(next) => set({ view: next })} />
        <CompareBar selection={selection} />
      </Box>
      <GeneticsResults
        query={list}
        view={view}
        sort={sort}
        onSort={(col: GeneticSort) => setSort(nextSort(sort, col))}
        paging={paging}
        selection={selection}
        label={t('list.tableLabel')}
        emptyText={t(filtered ? 'list.noMatch' : 'list.empty')}
      />
    </Box>
  );
}
