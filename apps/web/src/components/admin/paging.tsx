import { type ReactNode, useEffect, useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '@ganado/shared';
import { numberText } from '../format';

/** How long typing must pause before a search is sent. */
export const SEARCH_PAUSE_MS = 300;

/** The search text, once typing has paused, so a list is not fetched on every key press. */
export function useDebounced(value: string, delay = SEARCH_PAUSE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Page (from 0) and page size of a server-paged list. A page chosen holds for the `resetKey` it
 * was chosen under: a new search, filter or sort starts again at the first page.
 */
export function usePaging(resetKey: string) {
  const [state, setState] = useState({ page: 0, limit: PAGINATION.defaultPageSize as number, for: resetKey });
  return {
    page: state.for === resetKey ? state.page : 0,
    limit: state.limit,
    setPage: (page: number) => setState((current) => ({ ...current, page, for: resetKey })),
    setLimit: (limit: number) => setState({ page: 0, limit, for: resetKey }),
  };
}
export type Paging = ReturnType<typeof usePaging>;

/**
 * The pager under a list table, in the reader's language. A capped total (`totalCapped`: the
 * server stopped counting) reads "of more than 10,000", and "next" stays open.
 */
export function ListPagination({ paging, total, totalCapped = false }: { paging: Paging; total: number; totalCapped?: boolean }) {
  const { t, i18n } = useTranslation('common');
  return (
    <TablePagination
      component="div"
      count={totalCapped ? -1 : total}
      page={paging.page}
      rowsPerPage={paging.limit}
      rowsPerPageOptions={[...PAGINATION.pageSizes]}
      onPageChange={(_, page) => paging.setPage(page)}
      onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
      labelRowsPerPage={t('admin.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        totalCapped ? t('admin.displayedRowsMore', { from, to, count: numberText(total, i18n.language, { digits: 0 }) }) : t('admin.displayedRows', { from, to, count })
      }
      // On a phone (and in a dialog there) the pager wraps rather than pushing its arrows out of sight.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } } }}
    />
  );
}

/** A server-paged list's table: outlined, scrolling sideways on a narrow screen, with its pager under it. */
export function PagedTable({ label, paging, total, totalCapped, children }: { label: string; paging: Paging; total: number; totalCapped?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          {children}
        </Table>
      </TableContainer>
      <ListPagination paging={paging} total={total} totalCapped={totalCapped} />
    </Paper>
  );
}
