import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Sire } from '@ganado/shared/semen';
import { PagedList } from '../../../components/admin/PagedList';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { dayText } from '../../../components/format';
import { useSires } from '../api';
import { sirePath } from '../paths';
import { HealthTestChip } from './HealthTestChip';
import { usePaging } from '../../../components/admin/paging';

type Column = 'name' | 'naabCode' | 'internationalId' | 'breed' | 'animal' | 'latestTest';
/** The international id, breed and herd animal give way first on a narrower screen. */
const COLUMNS: { key: Column; from?: 'md' | 'lg' }[] = [{ key: 'name' }, { key: 'naabCode' }, { key: 'internationalId', from: 'lg' }, { key: 'breed', from: 'md' }, { key: 'animal', from: 'lg' }, { key: 'latestTest' }];
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/** The newest health test: its day, disease and result (the server gives them newest first). */
function LatestTest({ sire }: { sire: Sire }) {
  const { t } = useTranslation('semen');
  const latest = sire.healthTests[0];
  if (!latest) return <>{t('sires.noTests')}</>;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{t('sires.testLine', { day: dayText(latest.testedOn), disease: latest.disease })}</span>
      <HealthTestChip result={latest.result} />
    </Box>
  );
}

/** The sires, by name, paged on the server: a table on wide screens, cards on a phone; a sire opens his page. */
export function SireTable({ search, sort, onSort, onEdit, emptyText }: { search?: string; sort: ListSort<'name'>; onSort: (sort: ListSort<'name'>) => void; onEdit?: (sire: Sire) => void; emptyText: string }) {
  const { t } = useTranslation('semen');
  const paging = usePaging(JSON.stringify({ search, sort }));
  const sires = useSires({ search, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const cell = (sire: Sire, key: Column) => {
    switch (key) {
      case 'name':
        return (
          <Link component={RouterLink} to={sirePath(sire.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {sire.name}
          </Link>
        );
      case 'animal':
        return sire.animal?.tagNumber ?? '—';
      case 'latestTest':
        return <LatestTest sire={sire} />;
      default:
        return sire[key] ?? '—';
    }
  };

  return (
    <PagedList
      query={sires}
      paging={paging}
      label={t('sires.tableLabel')}
      emptyText={emptyText}
      head={
        <>
          {COLUMNS.map((column) => (
            <SortableHeaderCell key={column.key} label={t(`sires.columns.${column.key}`)} col={column.key === 'name' ? 'name' : undefined} sort={sort} onSort={() => onSort({ col: 'name', desc: !sort.desc })} sx={shownFrom(column.from)} />
          ))}
          {onEdit && <TableCell />}
        </>
      }
      row={(sire) => (
        <TableRow key={sire.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column.key} sx={{ ...shownFrom(column.from), ...(column.key === 'name' || column.key === 'latestTest' ? { minWidth: 140 } : { whiteSpace: 'nowrap' }) }}>
              {cell(sire, column.key)}
            </TableCell>
          ))}
          {onEdit && (
            <TableCell padding="none" align="right">
              <IconButton aria-label={t('sires.edit', { name: sire.name })} onClick={() => onEdit(sire)}>
                <EditIcon />
              </IconButton>
            </TableCell>
          )}
        </TableRow>
      )}
      card={(sire) => ({
        label: sire.name,
        to: sirePath(sire.id),
        content: (
          <>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{sire.name}</Typography>
            <Typography variant="body2">{[sire.naabCode, sire.breed, sire.animal?.tagNumber].filter(Boolean).join(' · ') || t('sires.noCodes')}</Typography>
            <Typography variant="body2" color="text.secondary" component="div">
              <LatestTest sire={sire} />
            </Typography>
          </>
        ),
      })}
    />
  );
}
