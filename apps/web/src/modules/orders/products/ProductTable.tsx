import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@ganado/shared/orders';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell, type ListSort } from '../../../components/admin/SortableHeaderCell';
import { useProducts, type ProductsQuery } from '../api';
import { useOrderFigures } from '../figures';

const COLUMNS = ['name', 'kind', 'unit', 'price', 'taxRate', 'stock', 'active'] as const;
/** The unit and the rate give way first on a narrower screen; the name, price and stock stay. */
const SHOWN_FROM: Partial<Record<(typeof COLUMNS)[number], 'md' | 'lg'>> = { unit: 'md', taxRate: 'md', kind: 'lg' };
const shownFrom = (column: (typeof COLUMNS)[number]) => (SHOWN_FROM[column] ? { display: { xs: 'none', [SHOWN_FROM[column]]: 'table-cell' } } : undefined);

export type ProductFilters = Pick<ProductsQuery, 'search' | 'kind' | 'archived'>;

/** The stock a product's orders move: a supply's on hand, a drug of the cabinet (its page has the stock), or none. */
function StockCell({ product }: { product: Product }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  if (product.supply) {
    const amount = product.supply.stockOnHand === null ? '—' : figures.amount(product.supply.stockOnHand, product.supply.unit ?? product.unit);
    return <>{t('products.stockOf', { amount, name: product.supply.name })}</>;
  }
  if (product.drug) {
    return (
      <Link component={RouterLink} to={`/drugList/${product.drug.id}`}>
        {t('products.inCabinet', { name: product.drug.name })}
      </Link>
    );
  }
  return <>{t('products.noStock')}</>;
}

/** The catalogue, paged on the server and sorted by name: a table on wide screens, cards on a phone; a product opens its dialog. */
export function ProductTable({ filters, sort, onSort, onEdit, emptyText }: { filters: ProductFilters; sort: ListSort<'name'>; onSort: (sort: ListSort<'name'>) => void; onEdit: (product: Product) => void; emptyText: string }) {
  const { t } = useTranslation('orders');
  const figures = useOrderFigures();
  const paging = usePaging(JSON.stringify({ filters, sort }));
  const products = useProducts({ ...filters, desc: sort.desc ? 'true' : undefined, page: paging.page + 1, limit: paging.limit });
  const active = (product: Product) => <Chip size="small" color={product.active ? 'success' : 'default'} variant={product.active ? 'filled' : 'outlined'} label={t(product.active ? 'products.active' : 'products.inactive')} />;
  const cell = (product: Product, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'kind':
        return t(`productKinds.${product.kind}`);
      case 'unit':
        return figures.unit(product.unit);
      case 'price':
        return figures.money(product.price);
      case 'taxRate':
        return figures.percent(product.taxRateBasisPoints);
      case 'stock':
        return <StockCell product={product} />;
      case 'active':
        return active(product);
      default:
        return product.name;
    }
  };

  return (
    <PagedList
      query={products}
      paging={paging}
      label={t('products.tableLabel')}
      emptyText={emptyText}
      head={
        <>
          {COLUMNS.map((column) => (
            <SortableHeaderCell key={column} label={t(`products.columns.${column}`)} col={column === 'name' ? 'name' : undefined} sort={sort} onSort={() => onSort({ col: 'name', desc: !sort.desc })} sx={shownFrom(column)} />
          ))}
          <TableCell />
        </>
      }
      row={(product) => (
        <TableRow key={product.id} hover>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'price' || column === 'taxRate' ? 'right' : 'left'} sx={{ ...shownFrom(column), ...(column === 'name' || column === 'stock' ? { minWidth: 140, fontWeight: column === 'name' ? 600 : undefined } : { whiteSpace: 'nowrap' }) }}>
              {cell(product, column)}
            </TableCell>
          ))}
          <TableCell padding="none" align="right">
            <IconButton aria-label={t('products.edit', { name: product.name })} onClick={() => onEdit(product)}>
              <EditIcon />
            </IconButton>
          </TableCell>
        </TableRow>
      )}
      card={(product) => ({
        label: product.name,
        onOpen: () => onEdit(product),
        content: (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
              {active(product)}
            </Box>
            <Typography variant="body2">
              {t('products.cardLine', { kind: cell(product, 'kind'), price: cell(product, 'price'), unit: figures.unit(product.unit, 1), tax: cell(product, 'taxRate') })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <StockCell product={product} />
            </Typography>
          </>
        ),
      })}
    />
  );
}
