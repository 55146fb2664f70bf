import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SHIPMENT_DESTINATIONS, type Shipment, type ShipmentDestination } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { PagedList } from '../../../components/admin/PagedList';
import { useDebounced, usePaging } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { useOrderFigures } from '../figures';
import { useSavedNotice } from '../../farms/saved-notice';
import { useOrderAccess } from '../access';
import { useShipments } from '../api';
import { OrdersTabs } from '../OrdersTabs';
import { shipmentPage } from './shipment-form';

const isDestination = (value: string): value is ShipmentDestination => (SHIPMENT_DESTINATIONS as readonly string[]).includes(value);
const COLUMNS = ['departureAt', 'destination', 'vehicle', 'driver', 'animals', 'sale'] as const;
/** The driver and the sale give way first on a narrower screen. */
const FROM: Partial<Record<(typeof COLUMNS)[number], 'md' | 'lg'>> = { driver: 'lg', sale: 'md' };
const shownFrom = (from?: 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/** /ship-and-track: the shipments, newest departure first, searched and narrowed by where they went; each opens its page. */
export function ShipmentListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['orders', 'common']);
  const { get, set } = useUrlQuery();
  const search = useDebounced(get('search').trim());
  const kind = get('kind');
  const filters = { search: search || undefined, destinationKind: isDestination(kind) ? kind : undefined };
  const paging = usePaging(JSON.stringify(filters));
  const shipments = useShipments({ ...filters, page: paging.page + 1, limit: paging.limit });
  const access = useOrderAccess();
  const saved = useSavedNotice();
  const figures = useOrderFigures();
  const destination = (shipment: Shipment) => t('shipments.destinationWithKind', { name: shipment.destination.name, kind: t(`shipments.destinations.${shipment.destinationKind}`) });
  const saleLink = (shipment: Shipment) =>
    shipment.order ? (
      <Link component={RouterLink} to={`/orders/${shipment.order.id}`}>
        {figures.orderName('sale', shipment.order)}
      </Link>
    ) : (
      '—'
    );
  const cell = (shipment: Shipment, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'departureAt':
        return (
          <Link component={RouterLink} to={shipmentPage(shipment.id)}>
            {instantText(shipment.departureAt)}
          </Link>
        );
      case 'destination':
        return destination(shipment);
      case 'animals':
        return shipment.animals.length;
      case 'sale':
        return saleLink(shipment);
      default:
        return shipment[column];
    }
  };

  return (
    <Box data-testid="shipment-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button component={RouterLink} to="/send-to-abattoir" variant="contained" startIcon={<AddIcon />}>
            {t('shipments.new')}
          </Button>
        )}
      </Box>
      <OrdersTabs current="shipments" />
      <FormAlert notice={saved} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('shipments.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={filters.destinationKind ? 1 : 0}
      >
        <FilterSelect
          label={t('shipments.fields.destinationKind')}
          value={filters.destinationKind ?? ''}
          onChange={(next) => set({ kind: next })}
          options={SHIPMENT_DESTINATIONS.map((value) => ({ value, label: t(`shipments.destinations.${value}`) }))}
          any={t('shipments.anyDestination')}
        />
      </ListFilters>
      <PagedList
        query={shipments}
        paging={paging}
        label={t('shipments.tableLabel')}
        emptyText={t(filters.search || filters.destinationKind ? 'shipments.noMatch' : 'shipments.empty')}
        head={COLUMNS.map((column) => (
          <TableCell key={column} align={column === 'animals' ? 'right' : 'left'} sx={shownFrom(FROM[column])}>
            {t(`shipments.columns.${column}`)}
          </TableCell>
        ))}
        row={(shipment) => (
          <TableRow key={shipment.id} hover>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'animals' ? 'right' : 'left'} sx={{ ...shownFrom(FROM[column]), overflowWrap: 'anywhere' }}>
                {cell(shipment, column)}
              </TableCell>
            ))}
          </TableRow>
        )}
        card={(shipment) => ({
          label: destination(shipment),
          to: shipmentPage(shipment.id),
          content: (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{destination(shipment)}</Typography>
              <Typography variant="body2">{instantText(shipment.departureAt)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('shipments.cardLine', { vehicle: shipment.vehicle, driver: shipment.driver, count: shipment.animals.length })}
              </Typography>
              {shipment.order && <Typography variant="body2">{figures.orderName('sale', shipment.order)}</Typography>}
            </>
          ),
        })}
      />
    </Box>
  );
}
