import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TaskListItem, TaskSortColumn } from '@ganado/shared/action-list';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { useTasks } from '../api';
import { instantDayText, instantText, timeText } from '../../../components/format';
import { OverdueChip, PriorityChip, RepeatMark, StatusChip } from './TaskChips';

export type Sort = { col?: TaskSortColumn; desc: boolean };

// The status (with the overdue badge) beside the name: what to do first stays in view on a narrow table.
// The end is under the start, in the same column: eight columns did not fit a 1,366-pixel screen.
const COLUMNS = ['name', 'status', 'category', 'priority', 'startAt', 'assignee', 'animals'] as const;
type Column = (typeof COLUMNS)[number];
const SORTABLE: Partial<Record<Column, TaskSortColumn>> = { name: 'name', category: 'category', priority: 'priority', startAt: 'startAt', assignee: 'assignee', status: 'status' };

/** The task's name, opening its page. */
function TaskLink({ task }: { task: TaskListItem }) {
  return (
    <Link component={RouterLink} to={`/my-schedule/task/${task.id}`} sx={{ fontWeight: 600 }}>
      {task.name}
    </Link>
  );
}

/** The status with the overdue badge and, for a repeating task, the repeat icon. */
function StatusCell({ task }: { task: TaskListItem }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <StatusChip status={task.status} />
      <OverdueChip overdue={task.overdue} />
      <RepeatMark rule={task.repeat} />
    </Box>
  );
}

/**
 * The occurrence a row dates: the next one due (for a repeating task, not the series' first), or the
 * first once none is left (docs/decisions.md, "The list dates the next occurrence").
 */
const shownOccurrence = (task: TaskListItem) => task.nextOccurrence ?? { start: task.startAt, end: task.endAt };

function useCell() {
  const { t } = useTranslation('action-list');
  return (task: TaskListItem, column: Column): ReactNode => {
    switch (column) {
      case 'name':
        return <TaskLink task={task} />;
      case 'category':
        return t(`categories.${task.category}`);
      case 'priority':
        return <PriorityChip priority={task.priority} />;
      case 'startAt': {
        const { start, end } = shownOccurrence(task);
        const sameDay = instantDayText(start) === instantDayText(end);
        return (
          <>
            {instantText(start)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('list.until', { end: sameDay ? timeText(end) : instantText(end) })}
            </Typography>
          </>
        );
      }
      case 'assignee':
        return task.assignee?.name ?? t('list.unassigned');
      case 'animals':
        return t('list.animals', { count: task.animalCount });
      default:
        return <StatusCell task={task} />;
    }
  };
}

/** One server page of tasks: a sortable table on wide screens, cards on a phone. */
export function TaskTable({ filters, sort, onSort }: { filters: Record<string, string | undefined>; sort: Sort; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation('action-list');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cell = useCell();
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const tasks = useTasks({ ...filters, col: sort.col, desc: sort.col ? sort.desc : undefined, page: paging.page + 1, limit: paging.limit });
  const sortBy = (col: TaskSortColumn) => onSort({ col, desc: sort.col === col ? !sort.desc : false });

  return (
    <QueryState query={tasks} emptyText={t('list.empty')} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        phone ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {answer.items.map((task) => (
                <Card key={task.id} variant="outlined" component="article" aria-label={task.name}>
                  <CardContent sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <TaskLink task={task} />
                      <PriorityChip priority={task.priority} />
                    </Box>
                    <Typography variant="body2">
                      {cell(task, 'category')} · {cell(task, 'startAt')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {cell(task, 'assignee')} · {cell(task, 'animals')}
                    </Typography>
                    <StatusCell task={task} />
                  </CardContent>
                </Card>
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        ) : (
          <PagedTable label={t('list.tableLabel')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                {COLUMNS.map((column) => (
                  <SortableHeaderCell key={column} label={t(`list.columns.${column}`)} col={SORTABLE[column]} sort={sort} onSort={sortBy} />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((task) => (
                <TableRow key={task.id} hover>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'startAt' || column === 'priority' || column === 'animals' ? { whiteSpace: 'nowrap' } : { minWidth: 96 }}>
                      {cell(task, column)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </PagedTable>
        )
      }
    </QueryState>
  );
}
