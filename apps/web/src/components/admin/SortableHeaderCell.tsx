import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';

/** A list's order: the column and whether it runs backwards. */
export interface ListSort<C extends string> {
  col?: C;
  desc?: boolean;
}

/**
 * One column heading of a sortable list: a button that sorts by it (ascending first, then the other
 * way), its direction told to screen readers through `aria-sort`; a plain heading when `col` is not given.
 */
export function SortableHeaderCell<C extends string>({ label, col, sort, onSort, sx }: { label: ReactNode; col?: C; sort: ListSort<C>; onSort: (col: C) => void; sx?: SxProps<Theme> }) {
  const active = col !== undefined && sort.col === col;
  return (
    <TableCell sx={sx} sortDirection={active ? (sort.desc ? 'desc' : 'asc') : false}>
      {col === undefined ? (
        label
      ) : (
        <TableSortLabel active={active} direction={active && sort.desc ? 'desc' : 'asc'} onClick={() => onSort(col)}>
          {label}
        </TableSortLabel>
      )}
    </TableCell>
  );
}
