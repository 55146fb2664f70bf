import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EQUIPMENT_SORT_COLUMNS, EQUIPMENT_STATUSES, EQUIPMENT_TYPES, type EquipmentItem, type EquipmentStatus, type EquipmentType } from '@ganado/shared/equipment';
import { useSession } from '../../app/use-session';
import { PagedList } from '../../components/admin/PagedList';
import { useDebounced, usePaging } from '../../components/admin/paging';
import { SortableHeaderCell } from '../../components/admin/SortableHeaderCell';
import { useUrlQuery } from '../../components/admin/url-query';
import { FilterSelect } from '../../components/FilterSelect';
import { FormAlert } from '../../components/form/FormAlert';
import { numberText } from '../../components/format';
import { ListFilters } from '../../components/ListFilters';
import { PageTitle } from '../../components/PageTitle';
import { useFarmOptions } from '../animals/api';
import { useSavedNotice } from '../farms/saved-notice';
import { useEquipmentPage, useGroups } from './api';
import { GROUPS, updatePath } from './paths';

const COLUMNS = ['name', 'type', 'make', 'serialNumber', 'farm', 'currentHours', 'status'] as const;
type Column = (typeof COLUMNS)[number];
type SortColumn = (typeof EQUIPMENT_SORT_COLUMNS)[number];
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);
/** The columns the server sorts by. */
const sortable = (column: Column): SortColumn | undefined => oneOf(EQUIPMENT_SORT_COLUMNS, column);

/** The farm filter: the organisation's farms, asked only for a session that may look at them. */
function FarmFilter({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation('equipment');
  const farms = useFarmOptions();
  return <FilterSelect label={t('fields.farmId')} value={value} onChange={onChange} options={farms} any={t('anyFarm')} />;
}

/**
 * The machinery inventory: searched by name, make, model or serial number, filtered by type, status,
 * farm and group and sorted, all kept in the address; a table on wide screens, cards on a phone.
 */
export function InventoryPage() {
  const { t, i18n } = useTranslation('equipment');
  const { get, set } = useUrlQuery();
  const search = useDebounced(get('search').trim());
  const farmsShown = useSession().session?.modules.includes('farms') ?? false;
  const groups = useGroups();
  const filters = {
    search: search || undefined,
    type: oneOf<EquipmentType>(EQUIPMENT_TYPES, get('type')),
    status: oneOf<EquipmentStatus>(EQUIPMENT_STATUSES, get('status')),
    farmId: get('farmId') || undefined,
    groupId: get('groupId') || undefined,
  };
  const sort = { col: oneOf(EQUIPMENT_SORT_COLUMNS, get('col')), desc: get('desc') === 'true' };
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const query = useEquipmentPage({ ...filters, col: sort.col, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const saved = useSavedNotice();
  const active = [filters.type, filters.status, filters.farmId, filters.groupId].filter(Boolean).length;
  const make = (item: EquipmentItem) => [item.make, item.model].filter(Boolean).join(' ') || '—';
  const hours = (item: EquipmentItem) => (item.currentHours === null ? '—' : t('hours', { count: item.currentHours, value: numberText(item.currentHours, i18n.language, { digits: 1 }) }));
  // The list starts by name; a column sorts ascending first, then the other way.
  const onSort = (col: SortColumn) => set({ col, desc: (sort.col ?? 'name') === col && !sort.desc ? 'true' : undefined });
  const cell = (item: EquipmentItem, column: Column) => {
    switch (column) {
      case 'name':
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={updatePath(item.id)} sx={{ fontWeight: 600 }}>
              {item.name}
            </Link>
            {item.due && <Chip size="small" color="warning" label={t('dueForService')} />}
          </Box>
        );
      case 'type':
        return t(`types.${item.type}`);
      case 'make':
        return make(item);
      case 'serialNumber':
        return item.serialNumber ?? '—';
      case 'farm':
        return item.farm?.name ?? '—';
      case 'currentHours':
        return hours(item);
      default:
        return t(`statuses.${item.status}`);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('inventoryTitle')}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={GROUPS}>
            {t('groupsTitle')}
          </Button>
          <Button variant="contained" component={RouterLink} to="/equipmentinventory/create" startIcon={<AddIcon />}>
            {t('register')}
          </Button>
        </Box>
      </Box>
      <FormAlert notice={saved} />
      <ListFilters search={<TextField type="search" size="small" label={t('search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />} active={active}>
        <FilterSelect label={t('columns.type')} value={filters.type ?? ''} onChange={(next) => set({ type: next })} options={EQUIPMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} any={t('anyType')} />
        <FilterSelect label={t('columns.status')} value={filters.status ?? ''} onChange={(next) => set({ status: next })} options={EQUIPMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))} any={t('anyStatus')} />
        {farmsShown && <FarmFilter value={filters.farmId ?? ''} onChange={(next) => set({ farmId: next })} />}
        <FilterSelect label={t('fields.groupId')} value={filters.groupId ?? ''} onChange={(next) => set({ groupId: next })} options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))} any={t('anyGroup')} />
      </ListFilters>
      <PagedList
        query={query}
        paging={paging}
        label={t('inventoryTitle')}
        emptyText={t(filters.search || active > 0 ? 'noMatch' : 'empty')}
        head={COLUMNS.map((column) => (
          <SortableHeaderCell key={column} label={t(`columns.${column}`)} col={sortable(column)} sort={{ col: sort.col ?? 'name', desc: sort.desc }} onSort={onSort} />
        ))}
        row={(item) => (
          <TableRow key={item.id} hover>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                {cell(item, column)}
              </TableCell>
            ))}
          </TableRow>
        )}
        card={(item) => ({
          label: item.name,
          to: updatePath(item.id),
          content: (
            <>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                {item.due && <Chip size="small" color="warning" label={t('dueForService')} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t(`types.${item.type}`)} · {make(item)} · {t(`statuses.${item.status}`)}
              </Typography>
              {(item.farm || item.currentHours !== null) && <Typography variant="body2">{[item.farm?.name, item.currentHours !== null && hours(item)].filter(Boolean).join(' · ')}</Typography>}
            </>
          ),
        })}
      />
    </Box>
  );
}
