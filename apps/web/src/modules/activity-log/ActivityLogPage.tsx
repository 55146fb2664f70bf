import { useState } from 'react';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activityLogOperations as ops, type ACTIVITY_SORT_COLUMNS, type ActivityEntry } from '@ganado/shared/activity-log';
import { call } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PagedTable, useDebounced, usePaging } from '../../components/admin/paging';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { instantText } from '../../components/format';

type SortColumn = (typeof ACTIVITY_SORT_COLUMNS)[number];
interface ListState {
  page: number;
  limit: number;
  search: string;
  col: SortColumn;
  desc: boolean;
}

/** GET /api/activity-log: one page (counted from 0 here), sorted, searched when something was typed. */
const listActivity = ({ page, limit, search, col, desc }: ListState) =>
  call(ops.listActivity, { query: { page: page + 1, limit, col, desc: desc ? 'true' : 'false', search: search || undefined } });


/** The name of the record written, when it has one (after the write, else before it). */
function recordName(item: ActivityEntry): string | undefined {
  const record = item.after ?? item.before;
  // Named records show their name; people show their email, which is what identifies them.
  const name = record?.name ?? record?.email;
  return typeof name === 'string' ? name : undefined;
}

const columns: { id: SortColumn | 'ipAddress'; sortable: boolean }[] = [
  { id: 'createdAt', sortable: true },
  { id: 'actor', sortable: true },
  { id: 'action', sortable: true },
  { id: 'entityType', sortable: true },
  { id: 'ipAddress', sortable: false },
];

/** /activitylog (docs/product.md §6): who changed what, when and from where; paged, searchable, sortable. */
export function ActivityLogPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['activity-log', 'common']);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [sort, setSort] = useState<{ col: SortColumn; desc: boolean }>({ col: 'createdAt', desc: true });
  const paging = usePaging(`${search}|${sort.col}|${sort.desc}`);
  const list: ListState = { page: paging.page, limit: paging.limit, ...sort, search };
  const entries = useQuery({
    queryKey: ['activity-log', list],
    queryFn: () => listActivity(list),
    placeholderData: keepPreviousData,
  });

  const sortBy = (col: SortColumn) =>
    setSort((current) => ({ col, desc: current.col === col ? !current.desc : col === 'createdAt' }));
  const who = (item: ActivityEntry) => item.actor?.name ?? t('system');

  return (
    <Box data-testid="activity-log-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <TextField
        type="search"
        label={t('search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ maxWidth: { sm: 360 } }}
        fullWidth
      />
      <QueryState query={entries} emptyText={search ? t('noMatches') : t('empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <PagedTable label={t(entry.titleKey, { ns: 'common' })} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.id} sortDirection={sort.col === column.id ? (sort.desc ? 'desc' : 'asc') : false}>
                    {column.sortable ? (
                      <TableSortLabel
                        active={sort.col === column.id}
                        direction={sort.col === column.id && !sort.desc ? 'asc' : 'desc'}
                        onClick={() => sortBy(column.id as SortColumn)}
                      >
                        {t(`columns.${column.id}`)}
                      </TableSortLabel>
                    ) : (
                      t(`columns.${column.id}`)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{instantText(item.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    {who(item)}
                    {item.actor?.email && (
                      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                        {item.actor.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{t(`actions.${item.action}`, { defaultValue: item.action })}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {t(`entities.${item.entityType}`, { defaultValue: item.entityType })}
                    {recordName(item) && <Typography variant="body2">{recordName(item)}</Typography>}
                    {item.entityId && (
                      <Typography variant="body2" color="text.secondary" title={item.entityId} sx={{ fontFamily: 'monospace' }}>
                        {item.entityId.slice(0, 8)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{item.ipAddress ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </PagedTable>
        )}
      </QueryState>
    </Box>
  );
}
