import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
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
import type { Drug } from '@ganado/shared/drugs';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { dayText } from '../../../components/format';
import { useDrugs } from '../api';
import { DrugFlags } from '../DrugFlags';
import { useDrugFigures } from '../figures';
import type { DrugFilters, DrugSortColumn, Sort } from './list-state';

/** The columns, with the sort each orders by; the manufacturer and format give way first on a narrow screen. */
const COLUMNS: { key: 'name' | 'genericName' | 'manufacturer' | 'format' | 'stockOnHand' | 'nextExpiry'; sort?: DrugSortColumn; from?: 'md' | 'lg' }[] = [
  { key: 'name', sort: 'name' },
  { key: 'genericName', sort: 'genericName' },
  { key: 'manufacturer', sort: 'manufacturer', from: 'md' },
  { key: 'format', from: 'lg' },
  { key: 'stockOnHand', sort: 'stockOnHand' },
  { key: 'nextExpiry', sort: 'nextExpiry' },
];
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

function useCell() {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  return (drug: Drug, key: (typeof COLUMNS)[number]['key']): string => {
    switch (key) {
      case 'format':
        return t(`choices.formats.${drug.format}`);
      case 'stockOnHand':
        return figures.amount(drug.stockOnHand, drug.stockUnit);
      case 'nextExpiry':
        return drug.nextExpiry ? dayText(drug.nextExpiry) : '—';
      default:
        return drug[key] ?? '—';
    }
  };
}

/** The cabinet, paged and sorted on the server: a table on wide screens, cards on a phone; a drug opens its page. */
export function DrugTable({ filters, sort, onSort, emptyText }: { filters: DrugFilters; sort: Sort; onSort: (sort: Sort) => void; emptyText: string }) {
  const { t } = useTranslation('drugs');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cell = useCell();
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const drugs = useDrugs({ ...filters, col: sort.col, desc: sort.col && sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const sortBy = (col: DrugSortColumn) => onSort({ col, desc: sort.col === col ? !sort.desc : false });

  return (
    <QueryState query={drugs} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        phone ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {answer.items.map((drug) => (
                <Card key={drug.id} variant="outlined" component="article" aria-label={drug.name}>
                  <CardActionArea component={RouterLink} to={`/drugList/${drug.id}`}>
                    <CardContent sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{drug.name}</Typography>
                      {drug.genericName && <Typography variant="body2" color="text.secondary">{drug.genericName}</Typography>}
                      <Typography variant="body2">
                        {t('list.stockLine', { stock: cell(drug, 'stockOnHand'), expiry: cell(drug, 'nextExpiry') })}
                      </Typography>
                      <DrugFlags drug={drug} />
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        ) : (
          <PagedTable label={t('list.tableLabel')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <SortableHeaderCell key={column.key} label={t(`list.columns.${column.key}`)} col={column.sort} sort={sort} onSort={sortBy} sx={shownFrom(column.from)} />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((drug) => (
                <TableRow key={drug.id} hover>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link component={RouterLink} to={`/drugList/${drug.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {drug.name}
                    </Link>
                    <DrugFlags drug={drug} />
                  </TableCell>
                  {COLUMNS.slice(1).map((column) => (
                    <TableCell key={column.key} sx={{ ...shownFrom(column.from), ...(column.key === 'stockOnHand' || column.key === 'nextExpiry' ? { whiteSpace: 'nowrap' } : { minWidth: 110 }) }}>
                      {cell(drug, column.key)}
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
