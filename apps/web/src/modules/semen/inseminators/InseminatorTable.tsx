import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { Inseminator } from '@ganado/shared/semen';
import { PagedList } from '../../../components/admin/PagedList';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { useInseminators, type InseminatorsQuery } from '../api';
import { usePaging } from '../../../components/admin/paging';

const COLUMNS = ['name', 'licenceNumber', 'user', 'active'] as const;

/** Active or retired, as a chip: a retired one is outlined. */
function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('semen');
  return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={t(active ? 'inseminators.active' : 'inseminators.retired')} />;
}

/** The inseminators, by name, paged on the server: a table on wide screens, cards on a phone; one opens his dialog. */
export function InseminatorTable({ filters, sort, onSort, onEdit, emptyText }: { filters: Pick<InseminatorsQuery, 'search' | 'active'>; sort: ListSort<'name'>; onSort: (sort: ListSort<'name'>) => void; onEdit?: (inseminator: Inseminator) => void; emptyText: string }) {
  const { t } = useTranslation('semen');
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const inseminators = useInseminators({ ...filters, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const cell = (inseminator: Inseminator, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'licenceNumber':
        return inseminator.licenceNumber ?? '—';
      case 'user':
        return inseminator.user?.name ?? t('inseminators.outside');
      case 'active':
        return <ActiveChip active={inseminator.active} />;
      default:
        return inseminator.name;
    }
  };

  return (
    <PagedList
      query={inseminators}
      paging={paging}
      label={t('inseminators.tableLabel')}
      emptyText={emptyText}
      head={
        <>
          {COLUMNS.map((column) => (
            <SortableHeaderCell key={column} label={t(`inseminators.columns.${column}`)} col={column === 'name' ? 'name' : undefined} sort={sort} onSort={() => onSort({ col: 'name', desc: !sort.desc })} />
          ))}
          {onEdit && <TableCell />}
        </>
      }
      row={(inseminator) => (
        <TableRow key={inseminator.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={column === 'name' ? { minWidth: 140, fontWeight: 600 } : { whiteSpace: 'nowrap' }}>
              {cell(inseminator, column)}
            </TableCell>
          ))}
          {onEdit && (
            <TableCell padding="none" align="right">
              <IconButton aria-label={t('inseminators.edit', { name: inseminator.name })} onClick={() => onEdit(inseminator)}>
                <EditIcon />
              </IconButton>
            </TableCell>
          )}
        </TableRow>
      )}
      card={(inseminator) => ({
        label: inseminator.name,
        // Without the right to change him, a card has nothing to open: it only reads.
        onOpen: onEdit && (() => onEdit(inseminator)),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{inseminator.name}</Typography>
              <ActiveChip active={inseminator.active} />
            </Box>
            <Typography variant="body2">{t('inseminators.cardLine', { licence: cell(inseminator, 'licenceNumber'), user: cell(inseminator, 'user') })}</Typography>
          </>
        ),
      })}
    />
  );
}
