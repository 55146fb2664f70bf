import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENETIC_TRAITS, type GeneticAnimal, type GeneticListItem, type GeneticSort } from '@ganado/shared/genetics';
import { ListPagination, PagedTable, type Paging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import { dayText } from '../../../components/format';
import { visuallyHidden } from '../../../components/visually-hidden';
import { animalLabel } from '../../animals/choices';
import { epdInfoPath } from '../paths';
import { useTraitText } from '../traits';
import { TraitValueCell } from '../TraitValueCell';
import type { CompareSelection } from './compare-selection';
import type { Sort, View } from './list-state';

interface ResultsProps {
  query: UseQueryResult<{ items: GeneticListItem[]; total: number }>;
  view: View;
  sort: Sort;
  onSort: (col: GeneticSort) => void;
  paging: Paging;
  selection: CompareSelection;
  /** Already translated. */
  label: string;
  emptyText: string;
}

/** Who the animal is, in a line: sex, breed and birth, what is known of them. */
function useAnimalLine() {
  const { t } = useTranslation(['genetics', 'animals']);
  return (animal: GeneticAnimal) =>
    [t(`animals:choices.genders.${animal.gender}`), animal.breed, animal.birthDate && t('list.born', { date: dayText(animal.birthDate) })].filter(Boolean).join(' · ');
}

/** The tick that puts the animal in the comparison; at four, the others wait. */
function SelectBox({ animal, selection }: { animal: GeneticAnimal; selection: CompareSelection }) {
  const { t } = useTranslation('genetics');
  const checked = selection.isSelected(animal.id);
  return (
    <Checkbox
      size="small"
      checked={checked}
      disabled={!checked && selection.full}
      onChange={() => selection.toggle(animal)}
      slotProps={{ input: { 'aria-label': t('list.compare.select', { animal: animalLabel(animal) }) } }}
    />
  );
}

/** An inactive animal (sold, dead) keeps its EPDs; a chip says it has left the herd. */
function StatusMark({ animal }: { animal: GeneticAnimal }) {
  const { t } = useTranslation('animals');
  if (animal.status === 'active') return null;
  return <Chip size="small" variant="outlined" label={t(`choices.statuses.${animal.status}`, { defaultValue: animal.status })} sx={{ ml: 1 }} />;
}

function ResultsTable({ items, total, sort, onSort, paging, selection, label }: Omit<ResultsProps, 'query' | 'view' | 'emptyText'> & { items: GeneticListItem[]; total: number }) {
  const { t } = useTranslation(['genetics', 'animals']);
  const traits = useTraitText();
  return (
    <PagedTable label={label} paging={paging} total={total}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              {t('list.compare.column')}
            </Box>
          </TableCell>
          <SortableHeaderCell label={t('list.columns.tagNumber')} col="tagNumber" sort={sort} onSort={onSort} sx={{ whiteSpace: 'nowrap' }} />
          <SortableHeaderCell label={t('list.columns.nickname')} col="nickname" sort={sort} onSort={onSort} />
          <TableCell>{t('list.columns.gender')}</TableCell>
          <TableCell>{t('list.columns.breed')}</TableCell>
          <SortableHeaderCell label={t('list.columns.birthDate')} col="birthDate" sort={sort} onSort={onSort} sx={{ whiteSpace: 'nowrap' }} />
          {GENETIC_TRAITS.map((trait) => (
            <SortableHeaderCell
              key={trait}
              col={`epd:${trait}`}
              sort={sort}
              onSort={onSort}
              sx={{ minWidth: 104, verticalAlign: 'bottom' }}
              label={
                <span>
                  {traits.name(trait)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('list.epdIn', { unit: traits.unit(trait) })}
                  </Typography>
                </span>
              }
            />
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map(({ animal, values }) => (
          <TableRow key={animal.id} hover selected={selection.isSelected(animal.id)}>
            <TableCell padding="checkbox">
              <SelectBox animal={animal} selection={selection} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={epdInfoPath(animal.id)}>
                {animal.tagNumber}
              </Link>
              <StatusMark animal={animal} />
            </TableCell>
            <TableCell sx={{ minWidth: 112 }}>{animal.nickname ?? '—'}</TableCell>
            <TableCell>{t(`animals:choices.genders.${animal.gender}`)}</TableCell>
            <TableCell sx={{ minWidth: 96 }}>{animal.breed ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{animal.birthDate ? dayText(animal.birthDate) : '—'}</TableCell>
            {GENETIC_TRAITS.map((trait) => (
              <TableCell key={trait}>
                <TraitValueCell trait={trait} value={values[trait]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </PagedTable>
  );
}

/** One animal as a card: who it is, the tick for the comparison, and every trait's EPD in a grid. */
function ResultCard({ item, selection }: { item: GeneticListItem; selection: CompareSelection }) {
  const traits = useTraitText();
  const line = useAnimalLine();
  const { animal, values } = item;
  return (
    <Card variant="outlined" component="article" aria-label={animalLabel(animal)} sx={{ borderColor: selection.isSelected(animal.id) ? 'primary.main' : undefined }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={epdInfoPath(animal.id)}>
                {animalLabel(animal)}
              </Link>
              <StatusMark animal={animal} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {line(animal)}
            </Typography>
          </Box>
          <SelectBox animal={animal} selection={selection} />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          {GENETIC_TRAITS.map((trait) => (
            <Box key={trait} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {traits.name(trait)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <TraitValueCell trait={trait} value={values[trait]} wrap />
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The herd's EPDs (the list's or a search's), in its states: a table sorted by its headings, or a
 * grid of cards; each animal ticked for the comparison, its tag opening what its EPDs mean.
 */
export function GeneticsResults({ query, view, sort, onSort, paging, selection, label, emptyText }: ResultsProps) {
  return (
    <QueryState query={query} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
      {(answer) =>
        view === 'table' ? (
          <ResultsTable items={answer.items} total={answer.total} sort={sort} onSort={onSort} paging={paging} selection={selection} label={label} />
        ) : (
          <Box role="region" aria-label={label}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
              {answer.items.map((item) => (
                <ResultCard key={item.animal.id} item={item} selection={selection} />
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </Box>
        )
      }
    </QueryState>
  );
}
