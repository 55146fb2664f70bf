import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EquipmentItem } from '@ganado/shared/equipment';
import { useDebounced, usePaging } from '../../components/admin/paging';
import { PagedList } from '../../components/admin/PagedList';
import { numberText } from '../../components/format';
import { PageTitle } from '../../components/PageTitle';
import { useEquipmentPage } from './api';

const COLUMNS = ['name', 'type', 'make', 'serialNumber', 'farm', 'currentHours', 'status'] as const;
export const updatePath = (id: string) => `/equipmentinventory/update/${id}`;

/** The machinery inventory: searched by name, make, model or serial number; a table on wide screens, cards on a phone. */
export function InventoryPage() {
  const { t, i18n } = useTranslation('equipment');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const paging = usePaging(debounced);
  const query = useEquipmentPage({ search: debounced || undefined, page: paging.page + 1, limit: paging.limit });
  const make = (item: EquipmentItem) => [item.make, item.model].filter(Boolean).join(' ') || '—';
  const hours = (item: EquipmentItem) => (item.currentHours === null ? '—' : t('hours', { count: item.currentHours, value: numberText(item.currentHours, i18n.language, { digits: 1 }) }));
  const cell = (item: EquipmentItem, column: (typeof COLUMNS)[number]) => {
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
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle>{t('inventoryTitle')}</PageTitle>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={t('search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: '1 1 240px' }} />
        <Button variant="contained" component={RouterLink} to="/equipmentinventory/create">
          {t('register')}
        </Button>
        <Button component={RouterLink} to="/equipmentinventory/group">
          {t('groupsTitle')}
        </Button>
      </Box>
      <PagedList
        query={query}
        paging={paging}
        label={t('inventoryTitle')}
        emptyText={t(debounced ? 'noMatch' : 'empty')}
        head={COLUMNS.map((column) => (
          <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
        ))}
        row={(item) => (
          <TableRow key={item.id}>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{cell(item, column)}</TableCell>
            ))}
          </TableRow>
        )}
        card={(item) => ({
          label: item.name,
          to: updatePath(item.id),
          content: (
            <>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                {item.due && <Chip size="small" color="warning" label={t('dueForService')} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t(`types.${item.type}`)} · {make(item)} · {t(`statuses.${item.status}`)}
              </Typography>
              {item.currentHours !== null && <Typography variant="body2">{hours(item)}</Typography>}
            </>
          ),
        })}
      />
    </Box>
  );
}
