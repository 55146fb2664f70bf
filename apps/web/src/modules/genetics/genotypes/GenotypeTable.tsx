import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Genotype, GENOTYPE_SORT } from '@ganado/shared/genetics';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { instantDayText } from '../../../components/format';
import { animalLabel } from '../../animals/choices';
import { useGeneticsFigures } from '../shared/figures';
import { genotypePath } from '../shared/paths';
import { useGenotypes } from './api';
import { ConflictFlag, VerdictChip } from './VerdictChip';

export type GenotypeSort = (typeof GENOTYPE_SORT)[number];
type Column = 'animal' | 'technicianName' | 'genoData' | 'snps' | 'callRate' | 'sire' | 'dam' | 'createdAt';
/** The technician and the test give way first on a narrower screen; the parentage stays. */
const COLUMNS: { key: Column; sort?: GenotypeSort; from?: 'md' | 'lg'; align?: 'right' }[] = [
  { key: 'animal', sort: 'tagNumber' },
  { key: 'technicianName', from: 'lg' },
  { key: 'genoData', from: 'md' },
  { key: 'snps', align: 'right', from: 'lg' },
  { key: 'callRate', sort: 'callRate', align: 'right' },
  { key: 'sire' },
  { key: 'dam' },
  { key: 'createdAt', sort: 'createdAt', from: 'md' },
];
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/** A parent's verdict, or a dash until the parentage is checked. */
function Verdict({ genotype, parent }: { genotype: Genotype; parent: 'sire' | 'dam' }) {
  return genotype.parentage ? <VerdictChip verdict={genotype.parentage[parent].verdict} /> : <>—</>;
}

interface GenotypeTableProps {
  filters: { search?: string; conflicts?: 'true' };
  sort: ListSort<GenotypeSort>;
  onSort: (col: GenotypeSort) => void;
  emptyText: string;
}

/** The genotypes, paged on the server: a table on wide screens, cards on a phone; a genotype opens its page. */
export function GenotypeTable({ filters, sort, onSort, emptyText }: GenotypeTableProps) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const genotypes = useGenotypes({ ...filters, col: sort.col, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const cell = (genotype: Genotype, key: Column) => {
    switch (key) {
      case 'animal':
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={genotypePath(genotype.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {animalLabel(genotype.animal)}
            </Link>
            {genotype.parentage?.conflict && <ConflictFlag />}
          </Box>
        );
      case 'snps':
        return figures.count(genotype.snps);
      case 'callRate':
        return figures.percent(genotype.callRate);
      case 'sire':
      case 'dam':
        return <Verdict genotype={genotype} parent={key} />;
      case 'createdAt':
        return instantDayText(genotype.createdAt);
      default:
        return genotype[key];
    }
  };
  return (
    <PagedList
      query={genotypes}
      paging={paging}
      label={t('genotypes.tableLabel')}
      emptyText={emptyText}
      head={COLUMNS.map((column) => (
        <SortableHeaderCell key={column.key} label={t(`genotypes.columns.${column.key}`)} col={column.sort} sort={sort} onSort={onSort} sx={{ ...shownFrom(column.from), textAlign: column.align }} />
      ))}
      row={(genotype) => (
        <TableRow key={genotype.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column.key} align={column.align} sx={{ ...shownFrom(column.from), ...(column.key === 'animal' || column.key === 'genoData' ? { minWidth: 140, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }) }}>
              {cell(genotype, column.key)}
            </TableCell>
          ))}
        </TableRow>
      )}
      card={(genotype) => ({
        label: animalLabel(genotype.animal),
        to: genotypePath(genotype.id),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{animalLabel(genotype.animal)}</Typography>
              {genotype.parentage?.conflict && <ConflictFlag />}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('genotypes.cardLine', { genoData: genotype.genoData, technician: genotype.technicianName })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('genotypes.cardFigures', { snps: figures.count(genotype.snps), callRate: figures.percent(genotype.callRate) })}
            </Typography>
            {genotype.parentage && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{t('genotypes.columns.sire')}</Typography>
                <VerdictChip verdict={genotype.parentage.sire.verdict} />
                <Typography variant="body2">{t('genotypes.columns.dam')}</Typography>
                <VerdictChip verdict={genotype.parentage.dam.verdict} />
              </Box>
            )}
          </>
        ),
      })}
    />
  );
}
