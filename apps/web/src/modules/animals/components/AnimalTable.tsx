import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnimalListItem, AnimalSortColumn } from '@ganado/shared/animals';
import { isoToDisplayDate } from '@ganado/shared/format';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { FormAlert } from '../../../components/form/FormAlert';
import { useAnimals } from '../api';
import { animalListPage, type ListFilters, type Sort } from '../list-state';
import { instantText, numberText } from '../../../components/format';
import { stillHeld } from '../../drugs/administration/withdrawal';

// Shown once animals are chosen: its forms stay off the list's first load (docs/decisions.md, "Initial load").
const BulkToolbar = lazy(() => import('./BulkActions').then((module) => ({ default: module.BulkToolbar })));

/**
 * The table's columns, with the sort column each one orders by. So that it fits a 1,366-pixel
 * screen beside the menu, names may wrap (`wrap`) while tags, dates and weights stay on one line,
 * and the gender (which the category mostly says) and the status (active unless filtered
 * otherwise) show from the widest screens on (`wide`); the cards and the animal's page show both.
 */
const COLUMNS: { key: string; sort?: AnimalSortColumn; wrap?: true; wide?: true }[] = [
  { key: 'tagNumber', sort: 'tagNumber' },
  { key: 'nickname', sort: 'nickname', wrap: true },
  { key: 'gender', sort: 'gender', wide: true },
  { key: 'breed', sort: 'breed', wrap: true },
  { key: 'birthDate', sort: 'birthDate' },
  { key: 'categoryStage', wrap: true },
  { key: 'group', sort: 'group', wrap: true },
  { key: 'place', wrap: true },
  { key: 'currentWeight', sort: 'weight' },
  { key: 'status', wide: true },
];

const columnSx = (column: (typeof COLUMNS)[number]) => ({
  ...(column.wrap ? { minWidth: 110 } : { whiteSpace: 'nowrap' }),
  ...(column.wide && { display: { xs: 'none', xl: 'table-cell' } }),
});

function useCell() {
  const { t, i18n } = useTranslation('animals');
  return (animal: AnimalListItem, key: string): string => {
    switch (key) {
      case 'tagNumber':
        return animal.tagNumber;
      case 'nickname':
        return animal.nickname ?? '—';
      case 'gender':
        return t(`choices.genders.${animal.gender}`);
      case 'breed':
        return animal.breedName ?? '—';
      case 'birthDate':
        return (animal.birthDate && isoToDisplayDate(animal.birthDate)) ?? '—';
      case 'categoryStage':
        return animal.categoryStage ? t(`choices.categoryStages.${animal.categoryStage}`) : '—';
      case 'group':
        return animal.groupName ?? '—';
      case 'place':
        return [animal.farmName, animal.zoneName].filter(Boolean).join(' · ') || '—';
      case 'currentWeight':
        return animal.currentWeightKg === null ? '—' : `${numberText(animal.currentWeightKg, i18n.language, { digits: 1 })} kg`;
      default:
        return t(`choices.statuses.${animal.status}`);
    }
  };
}

/**
 * A warning mark beside the tag of an animal whose meat or milk a treatment still holds back
 * (docs/decisions.md: withdrawal is enforced), saying until when to screen readers and on hover.
 */
function WithdrawalMark({ animal }: { animal: AnimalListItem }) {
  const { t } = useTranslation('animals');
  const held = [
    stillHeld(animal.meatWithdrawalEndsAt) && t('withdrawal.meatWithdrawalUntil', { date: instantText(animal.meatWithdrawalEndsAt) }),
    stillHeld(animal.milkWithdrawalEndsAt) && t('withdrawal.milkWithdrawalUntil', { date: instantText(animal.milkWithdrawalEndsAt) }),
  ].filter(Boolean);
  if (held.length === 0) return null;
  const label = held.join(' · ');
  return (
    <Tooltip title={label}>
      <WarningIcon color="warning" fontSize="small" titleAccess={label} data-testid="withdrawal-mark" sx={{ ml: 0.5, verticalAlign: 'text-bottom' }} />
    </Tooltip>
  );
}

interface AnimalTableProps {
  /** The list's filters, as query values (paging and sort are added here). */
  filters: ListFilters;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Already translated. */
  emptyText: string;
}

/**
 * A server-paged, sortable list of animals: a table on wide screens, cards on a phone. Animals can
 * be chosen for the bulk actions; a row opens the animal.
 */
export function AnimalTable({ filters, sort, onSort, emptyText }: AnimalTableProps) {
  const { t } = useTranslation('animals');
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cell = useCell();
  const resetKey = JSON.stringify({ filters, sort });
  const paging = usePaging(resetKey);
  const animals = useAnimals(animalListPage(filters, sort, paging.page, paging.limit));
  // A choice holds for the list it was made in: another filter or sort starts afresh.
  const [chosen, setChosen] = useState<{ ids: string[]; for: string }>({ ids: [], for: resetKey });
  const ids = chosen.for === resetKey ? chosen.ids : [];
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (next: string[]) => setChosen({ ids: next, for: resetKey });
  const toggle = (id: string) => choose(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
  const open = (animal: AnimalListItem) => void navigate(`/animals/${animal.id}/details`);
  const sortBy = (col: AnimalSortColumn) => onSort({ col, desc: sort.col === col ? !sort.desc : false });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormAlert notice={notice ? { severity: 'success', text: notice } : null} />
      {ids.length > 0 && (
        <Suspense fallback={null}>
          <BulkToolbar
            ids={ids}
            onDone={(message) => {
              choose([]);
              setNotice(message);
            }}
          />
        </Suspense>
      )}
      <QueryState query={animals} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
        {(answer) => {
          const onPage = answer.items.map((animal) => animal.id);
          const allChosen = onPage.every((id) => ids.includes(id));
          const chooseAll = () => choose(allChosen ? ids.filter((id) => !onPage.includes(id)) : [...new Set([...ids, ...onPage])]);
          const allBox = (
            <Checkbox checked={allChosen} indeterminate={!allChosen && onPage.some((id) => ids.includes(id))} onChange={chooseAll} slotProps={{ input: { 'aria-label': t('list.selectPage') } }} />
          );
          const rowBox = (animal: AnimalListItem) => (
            <Checkbox
              checked={ids.includes(animal.id)}
              onClick={(event) => event.stopPropagation()}
              onChange={() => toggle(animal.id)}
              slotProps={{ input: { 'aria-label': t('list.select', { tag: animal.tagNumber }) } }}
            />
          );
          if (phone) {
            return (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  {allBox}
                  <Typography>{t('list.selectPage')}</Typography>
                </Box>
                <Box sx={{ display: 'grid', gap: 1 }}>
                  {answer.items.map((animal) => (
                    <Card key={animal.id} variant="outlined" component="article" aria-label={animal.tagNumber} sx={{ display: 'flex', alignItems: 'flex-start' }}>
                      {rowBox(animal)}
                      <CardActionArea onClick={() => open(animal)}>
                        <CardContent sx={{ py: 1 }}>
                          <Typography sx={{ fontWeight: 600 }}>
                            {animal.tagNumber}
                            <WithdrawalMark animal={animal} /> {animal.nickname && <Typography component="span" color="text.secondary">{animal.nickname}</Typography>}
                          </Typography>
                          <Typography variant="body2">
                            {cell(animal, 'gender')} · {cell(animal, 'breed')} · {cell(animal, 'birthDate')}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {cell(animal, 'group')} · {cell(animal, 'currentWeight')}
                          </Typography>
                          {animal.status === 'removed' && <Chip size="small" label={cell(animal, 'status')} />}
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  ))}
                </Box>
                <ListPagination paging={paging} total={answer.total} totalCapped={answer.totalCapped} />
              </>
            );
          }
          return (
            <PagedTable label={t('list.tableLabel')} paging={paging} total={answer.total} totalCapped={answer.totalCapped}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">{allBox}</TableCell>
                  {COLUMNS.map((column) => (
                    <SortableHeaderCell key={column.key} label={t(`list.columns.${column.key}`)} col={column.sort} sort={sort} onSort={sortBy} sx={column.wide && columnSx(column)} />
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.items.map((animal) => (
                  <TableRow key={animal.id} hover selected={ids.includes(animal.id)} onClick={() => open(animal)} sx={{ cursor: 'pointer' }}>
                    <TableCell padding="checkbox">{rowBox(animal)}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.key} sx={columnSx(column)}>
                        {cell(animal, column.key)}
                        {column.key === 'tagNumber' && <WithdrawalMark animal={animal} />}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </PagedTable>
          );
        }}
      </QueryState>
    </Box>
  );
}
