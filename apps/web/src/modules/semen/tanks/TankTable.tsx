import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Tank } from '@ganado/shared/semen';
import { usePaging } from '../../../components/admin/paging';
import { PagedList } from '../../../components/admin/PagedList';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { instantText } from '../../../components/format';
import { useSemenFigures } from '../figures';
import { tankPath } from '../paths';
import { useTanks } from './api';
import { TankChips } from './TankChips';

type Column = 'name' | 'farm' | 'canisters' | 'straws' | 'packs' | 'lastCountedAt';
/** The farm and the canisters give way first on a narrower screen; the figures stand right. */
const COLUMNS: { key: Column; from?: 'md'; figure?: boolean }[] = [
  { key: 'name' },
  { key: 'farm', from: 'md' },
  { key: 'canisters', from: 'md', figure: true },
  { key: 'straws', figure: true },
  { key: 'packs', figure: true },
  { key: 'lastCountedAt' },
];
const shownFrom = (from?: 'md') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/** The tanks, by name, paged on the server: a table on wide screens, cards on a phone; a tank opens its page. */
export function TankTable({ search, sort, onSort, onEdit, emptyText }: { search?: string; sort: ListSort<'name'>; onSort: (sort: ListSort<'name'>) => void; onEdit?: (tank: Tank) => void; emptyText: string }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const paging = usePaging(JSON.stringify({ search, sort }));
  const tanks = useTanks({ search, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const lastCounted = (tank: Tank) => (tank.lastCountedAt ? instantText(tank.lastCountedAt) : t('tanks.neverCounted'));
  const cell = (tank: Tank, key: Column) => {
    switch (key) {
      case 'name':
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={tankPath(tank.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {tank.name}
            </Link>
            <TankChips tank={tank} />
          </Box>
        );
      case 'farm':
        return tank.farm?.name ?? '—';
      case 'canisters':
        return figures.number(tank.canisters, 0);
      case 'straws':
        return figures.straws(tank.straws);
      case 'packs':
        return figures.number(tank.packs, 0);
      default:
        return lastCounted(tank);
    }
  };

  return (
    <PagedList
      query={tanks}
      paging={paging}
      label={t('tanks.tableLabel')}
      emptyText={emptyText}
      head={
        <>
          {COLUMNS.map((column) => (
            <SortableHeaderCell
              key={column.key}
              label={t(`tanks.columns.${column.key}`)}
              col={column.key === 'name' ? 'name' : undefined}
              sort={sort}
              onSort={() => onSort({ col: 'name', desc: !sort.desc })}
              sx={{ ...shownFrom(column.from), textAlign: column.figure ? 'right' : 'left' }}
            />
          ))}
          {onEdit && <TableCell />}
        </>
      }
      row={(tank) => (
        <TableRow key={tank.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column.key} align={column.figure ? 'right' : 'left'} sx={{ ...shownFrom(column.from), ...(column.key === 'name' ? { minWidth: 160 } : { whiteSpace: 'nowrap' }) }}>
              {cell(tank, column.key)}
            </TableCell>
          ))}
          {onEdit && (
            <TableCell padding="none" align="right">
              <IconButton aria-label={t('tanks.edit', { name: tank.name })} onClick={() => onEdit(tank)}>
                <EditIcon />
              </IconButton>
            </TableCell>
          )}
        </TableRow>
      )}
      card={(tank) => ({
        label: tank.name,
        to: tankPath(tank.id),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{tank.name}</Typography>
              <TankChips tank={tank} />
            </Box>
            <Typography variant="body2">{t('tanks.cardLine', { count: tank.packs, packs: figures.number(tank.packs, 0), straws: figures.straws(tank.straws), farm: tank.farm?.name ?? t('tanks.noFarm') })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tanks.cardCounted', { when: lastCounted(tank) })}
            </Typography>
          </>
        ),
      })}
    />
  );
}
