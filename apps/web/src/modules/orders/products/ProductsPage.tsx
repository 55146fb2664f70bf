import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PRODUCT_KINDS, type Product, type ProductKind } from '@ganado/shared/orders';
import type { RouteEntry } from '../../../app/route-map';
import { useDebounced } from '../../../components/admin/paging';
import { useUrlQuery } from '../../../components/admin/url-query';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { PageTitle } from '../../../components/PageTitle';
import { useOrderAccess } from '../access';
import { OrdersTabs } from '../OrdersTabs';
import { ProductDialog } from './ProductDialog';
import { ProductTable } from './ProductTable';

const isKind = (value: string): value is ProductKind => (PRODUCT_KINDS as readonly string[]).includes(value);

/**
 * /orders/products: the catalogue sales and purchases are priced from, searched by name, narrowed
 * by kind, the archived ones on demand; a product is added or changed in a dialog.
 */
export function ProductsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['orders', 'common', 'messages']);
  const { get, set } = useUrlQuery();
  const access = useOrderAccess();
  const search = useDebounced(get('search').trim());
  const kind = isKind(get('kind')) ? (get('kind') as ProductKind) : undefined;
  const archived = get('archived') === 'true';
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const filters = { search: search || undefined, kind, archived: archived ? ('true' as const) : undefined };
  const emptyText = archived && !kind && !search ? 'products.noArchived' : kind || search ? 'products.noMatch' : 'products.empty';

  return (
    <Box data-testid="products" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        {access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ product: null })}>
            {t('products.add')}
          </Button>
        )}
      </Box>
      <OrdersTabs current="products" />
      <FormAlert notice={notice} />
      <ListFilters
        search={<TextField type="search" size="small" label={t('products.search')} value={get('search')} onChange={(event) => set({ search: event.target.value })} />}
        active={[kind, archived].filter(Boolean).length}
      >
        <FilterSelect
          label={t('products.kind')}
          value={kind ?? ''}
          onChange={(value) => set({ kind: value })}
          options={PRODUCT_KINDS.map((value) => ({ value, label: t(`productKinds.${value}`) }))}
          any={t('products.anyKind')}
        />
        <FormControlLabel control={<Switch checked={archived} onChange={(event) => set({ archived: event.target.checked ? 'true' : undefined })} />} label={t('products.archived')} />
      </ListFilters>
      <ProductTable
        filters={filters}
        sort={{ col: 'name', desc: get('desc') === 'true' }}
        onSort={(next) => set({ desc: next.desc ? 'true' : undefined })}
        onEdit={(product) => setEditing({ product })}
        emptyText={t(emptyText)}
      />
      {editing && (
        <ProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
    </Box>
  );
}
