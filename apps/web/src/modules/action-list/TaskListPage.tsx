import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../components/admin/url-query';
import { TASK_CATEGORIES, TASK_SORT_COLUMNS, TASK_STATUS_FILTERS, type TaskSortColumn, type TaskStatusFilter } from '@ganado/shared/action-list';
import type { RouteEntry } from '../../app/route-map';
import { useDebounced } from '../../components/admin/paging';
import { ListFilters } from '../../components/ListFilters';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { useSavedNotice } from '../farms/saved-notice';
import { ScheduleTabs } from './components/ScheduleTabs';
import { TaskTable, type Sort } from './components/TaskTable';

/** docs/product.md §4: the status filter defaults to active. */
const DEFAULT_STATUS: TaskStatusFilter = 'active';

/** A filter select: native, as the other lists' filters. */
function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The list's filters and sort, kept in the URL query so that back, forward and reload keep them. */
function useListState() {
  const { get, set } = useUrlQuery();
  const status = TASK_STATUS_FILTERS.includes(get('status') as TaskStatusFilter) ? (get('status') as TaskStatusFilter) : DEFAULT_STATUS;
  const col = get('col');
  const sort: Sort = { col: TASK_SORT_COLUMNS.includes(col as TaskSortColumn) ? (col as TaskSortColumn) : undefined, desc: get('desc') === 'true' };
  return { get, set, status, sort };
}

/** /my-schedule: the tasks, filtered, sorted and paged on the server. */
export function TaskListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['action-list', 'common']);
  const { get, set, status, sort } = useListState();
  const search = useDebounced(get('search').trim());
  const saved = useSavedNotice();
  const filters = {
    search: search || undefined,
    status,
    category: get('category') || undefined,
    mine: get('mine') === 'true' ? 'true' : undefined,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <ScheduleTabs current="list" />
      <FormAlert notice={saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('list.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={[status !== DEFAULT_STATUS, filters.category, filters.mine].filter(Boolean).length}
      >
        <FilterSelect
          label={t('list.status')}
          value={status}
          onChange={(value) => set({ status: value === DEFAULT_STATUS ? undefined : value })}
          options={TASK_STATUS_FILTERS.map((value) => ({ value, label: t(`statusFilters.${value}`) }))}
        />
        <FilterSelect
          label={t('list.category')}
          value={get('category')}
          onChange={(category) => set({ category })}
          options={[{ value: '', label: t('list.anyCategory') }, ...TASK_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
        />
        <FormControlLabel control={<Switch checked={filters.mine === 'true'} onChange={(event) => set({ mine: event.target.checked ? 'true' : undefined })} />} label={t('list.mine')} />
      </ListFilters>
      <TaskTable filters={filters} sort={sort} onSort={(next) => set({ col: next.col, desc: next.desc ? 'true' : undefined })} />
    </Box>
  );
}
