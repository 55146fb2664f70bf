import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { REGISTER_COLUMNS, type RegisterColumn, type RegisterEntry } from '@ganado/shared/drugs';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { instantText } from '../../../components/format';
import { useDrugFigures } from '../figures';
import { useMedicineRegister } from './api';
import type { RegisterFilters } from './register-state';

/** An entry's animal, linked to its page. */
function AnimalLink({ entry }: { entry: RegisterEntry }) {
  return (
    <Link component={RouterLink} to={`/animals/${entry.animal.id}/details`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {entry.animal.tagNumber}
    </Link>
  );
}

/** Each column's text for an entry, as the file writes it but in the reader's clock and language. */
function useCell() {
  const { t } = useTranslation(['drugs', 'animals']);
  const figures = useDrugFigures();
  const when = (instant: string | null) => (instant ? instantText(instant) : '—');
  return (entry: RegisterEntry, column: Exclude<RegisterColumn, 'animal'>): string => {
    switch (column) {
      case 'givenAt':
      case 'meatWithdrawalEndsAt':
      case 'milkWithdrawalEndsAt':
        return when(entry[column]);
      case 'quantity':
        return entry.quantity ? figures.amount(entry.quantity.value, entry.quantity.unit) : '—';
      case 'route':
        return entry.route ? t(`animals:recordChoices.administrationRoutes.${entry.route}`) : '—';
      default:
        return entry[column] ?? '—';
    }
  };
}

/** The instants keep to one line; the names may wrap. */
const NO_WRAP: ReadonlySet<RegisterColumn> = new Set(['givenAt', 'animal', 'batch', 'quantity', 'meatWithdrawalEndsAt', 'milkWithdrawalEndsAt']);

/** One treatment or vaccination on a phone: the animal and medicine first, then when, how much, the withdrawals and who. */
function EntryCard({ entry }: { entry: RegisterEntry }) {
  const { t } = useTranslation('drugs');
  const cell = useCell();
  const details = [entry.batch && t('register.batchOf', { batch: entry.batch }), entry.quantity && cell(entry, 'quantity'), entry.route && cell(entry, 'route')].filter(Boolean).join(' · ');
  const people = [entry.givenBy && t('register.givenBy', { name: entry.givenBy }), entry.veterinarian && t('register.vet', { name: entry.veterinarian }), entry.supplier && t('register.supplier', { name: entry.supplier })]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card variant="outlined" component="article" aria-label={`${entry.animal.tagNumber} · ${entry.product}`}>
      <CardContent sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <AnimalLink entry={entry} /> · {entry.product}
        </Typography>
        <Typography variant="body2">{cell(entry, 'givenAt')}</Typography>
        {details && <Typography variant="body2">{details}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('register.withdrawals', { meat: cell(entry, 'meatWithdrawalEndsAt'), milk: cell(entry, 'milkWithdrawalEndsAt') })}
        </Typography>
        {people && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {people}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The register for the filters, newest first, paged on the server: a table on wide screens, cards on a phone. */
export function RegisterTable({ filters, emptyText }: { filters: RegisterFilters; emptyText: string }) {
  const { t } = useTranslation('drugs');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cell = useCell();
  const paging = usePaging(JSON.stringify(filters));
  const register = useMedicineRegister({ ...filters, page: paging.page + 1, limit: paging.limit });

  return (
    <QueryState query={register} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        phone ? (
          <>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {answer.items.map((entry) => (
                <EntryCard key={entry.recordId} entry={entry} />
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        ) : (
          <PagedTable label={t('register.tableLabel')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                {REGISTER_COLUMNS.map((column) => (
                  <TableCell key={column.name}>{t(`register.columns.${column.name}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((entry) => (
                <TableRow key={entry.recordId} hover>
                  {REGISTER_COLUMNS.map(({ name, width }) => (
                    // Names wrap between words, never inside one; the table scrolls sideways on a narrow screen.
                    <TableCell key={name} sx={NO_WRAP.has(name) ? { whiteSpace: 'nowrap' } : { minWidth: width * 110, overflowWrap: 'break-word' }}>
                      {name === 'animal' ? <AnimalLink entry={entry} /> : cell(entry, name)}
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
