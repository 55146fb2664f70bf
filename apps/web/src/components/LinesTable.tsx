import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface LineColumn<T> {
  key: string;
  /** Already translated. */
  header: string;
  cell: (line: T) => ReactNode;
  /** Figures (prices, totals) stand right-aligned and never wrap. */
  figure?: boolean;
  /** Codes (a tag, a batch) never wrap either, though they stand left. */
  code?: boolean;
  /** A column that gives way below this width, the line's essentials staying. */
  from?: 'sm' | 'md' | 'lg' | 'xl';
}

export interface LinesTotal {
  /** Already translated. */
  label: string;
  value: string;
  testId?: string;
}

const shownFrom = (from?: LineColumn<unknown>['from']): SxProps<Theme> => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});
const FIGURE: SxProps<Theme> = { whiteSpace: 'nowrap' };
// Words wrap between words, a word too long for any screen inside it: the table scrolls rather than break "Macho".
const WORDS: SxProps<Theme> = { minWidth: { xs: 0, sm: 120 }, overflowWrap: 'break-word' };
/** On a phone the cells pad less, so a line's essentials (what, how much, the total) fit the width. */
const TABLE: SxProps<Theme> = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableFooter-root .MuiTableCell-root': { fontSize: '0.875rem', color: 'text.primary' },
  '& .MuiTableFooter-root .MuiTableRow-root:last-of-type .MuiTableCell-root': { fontWeight: 600 },
};

/**
 * The lines of an order (a drug order's packs, a sale's animals and milk) with their money, and the
 * totals under them, each on a row of its own: a small table that scrolls sideways on a narrow screen.
 */
export function LinesTable<T extends { id: string }>({ label, columns, lines, totals }: { label: string; columns: readonly LineColumn<T>[]; lines: readonly T[]; totals: readonly LinesTotal[] }) {
  const cellSx = (column: LineColumn<T>): SxProps<Theme> => ({ ...shownFrom(column.from), ...(column.figure || column.code ? FIGURE : WORDS) }) as SxProps<Theme>;
  // The totals' labels span the columns before the last, whichever of them a narrow screen shows.
  const spanned = columns.slice(0, -1);
  return (
    // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={TABLE}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.figure ? 'right' : 'left'} sx={{ ...shownFrom(column.from), ...(column.figure || column.code ? FIGURE : {}) } as SxProps<Theme>}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.figure ? 'right' : 'left'} sx={cellSx(column)}>
                  {column.cell(line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totals.map((total) => (
            <TableRow key={total.label}>
              {spanned.map((column, index) => (
                <TableCell key={column.key} sx={shownFrom(column.from)}>
                  {index === 0 ? total.label : null}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={total.testId}>
                {total.value}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
