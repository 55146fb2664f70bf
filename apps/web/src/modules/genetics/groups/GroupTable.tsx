import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CONTEMPORARY_GROUP_SORT, ContemporaryGroup, GroupTrait } from '@ganado/shared/genetics';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useGeneticsFigures } from '../shared/figures';
import { groupEditPath } from '../shared/paths';
import { useContemporaryGroups } from './api';
import { ContributionChip } from './ContributionChip';
import { useGroupText } from './group-text';

export type GroupSort = (typeof CONTEMPORARY_GROUP_SORT)[number];
type Column = 'code' | 'size' | 'made' | 'born' | 'weighed' | 'sex' | 'herd';
/** The herd and management codes give way first on a narrower screen; a birth group has no weighing. Day ranges wrap after their dash. */
const COLUMNS: { key: Column; sort?: GroupSort; from?: 'md' | 'lg' }[] = [
  { key: 'code', sort: 'code' },
  { key: 'size', sort: 'size' },
  { key: 'made', from: 'md' },
  { key: 'born', sort: 'bornFrom' },
  { key: 'weighed' },
  { key: 'sex', from: 'md' },
  { key: 'herd', from: 'lg' },
];
const WRAPPING: readonly Column[] = ['size', 'born', 'weighed', 'herd'];
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

interface GroupTableProps {
  trait: GroupTrait;
  search?: string;
  sort: ListSort<GroupSort>;
  onSort: (col: GroupSort) => void;
  onDelete?: (group: ContemporaryGroup) => void;
  emptyText: string;
}

/** One trait's groups, paged on the server: a table on wide screens, cards on a phone; a group opens its form. */
export function GroupTable({ trait, search, sort, onSort, onDelete, emptyText }: GroupTableProps) {
  const { t } = useTranslation('genetics');
  const figures = useGeneticsFigures();
  const text = useGroupText();
  const columns = COLUMNS.filter((column) => trait !== 'birth' || column.key !== 'weighed');
  const paging = usePaging(JSON.stringify({ trait, search, sort }));
  const groups = useContemporaryGroups({ trait, search, col: sort.col, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const cell = (group: ContemporaryGroup, key: Column) => {
    switch (key) {
      case 'code':
        return (
          <Link component={RouterLink} to={groupEditPath(group.trait, group.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {group.code}
          </Link>
        );
      case 'size':
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{figures.animals(group.size)}</span>
            <ContributionChip size={group.size} short />
          </Box>
        );
      case 'made':
        return text.made(group);
      case 'born':
        return text.born(group) ?? '—';
      case 'weighed':
        return text.weighed(group) ?? '—';
      case 'sex':
        return text.sex(group) ?? '—';
      default:
        return [group.herdCode, group.managementCode].filter(Boolean).join(' · ') || '—';
    }
  };
  return (
    <PagedList
      query={groups}
      paging={paging}
      label={t('groups.tableLabel', { trait: t(`groups.traitsInline.${trait}`) })}
      emptyText={emptyText}
      head={
        <>
          {columns.map((column) => (
            <SortableHeaderCell key={column.key} label={t(`groups.columns.${column.key}`)} col={column.sort} sort={sort} onSort={onSort} sx={shownFrom(column.from)} />
          ))}
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {t('groups.columns.actions')}
            </Box>
          </TableCell>
        </>
      }
      row={(group) => (
        <TableRow key={group.id} hover>
          {columns.map((column) => (
            <TableCell key={column.key} sx={{ ...shownFrom(column.from), ...(WRAPPING.includes(column.key) ? { minWidth: 110 } : { whiteSpace: 'nowrap' }) }}>
              {cell(group, column.key)}
            </TableCell>
          ))}
          <TableCell padding="none" align="right" sx={{ whiteSpace: 'nowrap' }}>
            <IconButton component={RouterLink} to={groupEditPath(group.trait, group.id)} aria-label={t('groups.edit', { code: group.code })}>
              <EditIcon />
            </IconButton>
            {onDelete && (
              <IconButton color="error" aria-label={t('groups.delete', { code: group.code })} onClick={() => onDelete(group)}>
                <DeleteIcon />
              </IconButton>
            )}
          </TableCell>
        </TableRow>
      )}
      card={(group) => ({
        label: group.code,
        to: groupEditPath(group.trait, group.id),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{group.code}</Typography>
              <ContributionChip size={group.size} short />
            </Box>
            <Typography variant="body2">{[figures.animals(group.size), text.sex(group), text.made(group)].filter(Boolean).join(' · ')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[text.born(group) && t('groups.bornLine', { range: text.born(group) }), text.weighed(group) && t('groups.weighedLine', { range: text.weighed(group) })].filter(Boolean).join(' · ')}
            </Typography>
          </>
        ),
      })}
    />
  );
}
