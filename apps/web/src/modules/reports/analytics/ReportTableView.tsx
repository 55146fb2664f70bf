import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ColumnText, type ReportCell, TABLE_COLUMNS, type ReportTableData } from '@ganado/shared/reports';
import { dayText } from '../../../components/format';
import { useReportTexts } from './texts';

const NUMERIC = new Set(['count', 'number', 'share']);

/** A page's table: headers in the reader's language, numbers right-aligned, an animal a link to its record. */
export function ReportTableView({ table }: { table: ReportTableData }) {
  const { t } = useTranslation('reports');
  const texts = useReportTexts();
  const columns = TABLE_COLUMNS[table.id];
  const cellText = (cell: ReportCell, column: ColumnText): string => {
    if (cell === null) return '—';
    if (typeof cell === 'object') return texts.label(cell);
    if (typeof cell === 'string') {
      if (column.kind === 'date') return dayText(cell);
      if (column.kind === 'month') return texts.month(cell);
      return cell;
    }
    if (column.kind === 'share') return texts.percent(cell);
    return texts.number(cell, column.kind === 'count' ? 0 : 2);
  };
  return (
    <Paper variant="outlined">
      {/* A scrolling region must take the keyboard's focus, or its hidden columns are out of reach (WCAG 2.1.1). */}
      <TableContainer tabIndex={0} role="region" aria-label={t(`tables.${table.id}`)} sx={{ overflowX: 'auto', maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={t(`tables.${table.id}`)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={NUMERIC.has(column.kind) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.header[texts.language]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, index) => (
              <TableRow key={row.animalId ?? index} hover>
                {row.cells.map((cell, column) => {
                  const spec = columns[column]!;
                  const text = cellText(cell, spec);
                  return (
                    <TableCell key={spec.id} align={NUMERIC.has(spec.kind) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {spec.kind === 'animal' && row.animalId ? (
                        <Link component={RouterLink} to={`/animals/${row.animalId}/details`}>
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {table.total > table.rows.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1 }}>
          {t('tables.cut', { shown: table.rows.length, total: table.total })}
        </Typography>
      )}
    </Paper>
  );
}
