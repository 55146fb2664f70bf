import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { feedOperations as ops, type Supplier, type SupplierPrice } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { ListPagination, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { dayText } from '../../../components/format';
import type { Notice } from '../../../components/form/FormAlert';
import { useStepRunner } from '../../../components/use-step-runner';
import { useFeedAccess } from '../access';
import { removePrice, useRefreshFeed, useSuppliers } from '../api';
import { FeedPage } from '../components/FeedPage';
import { useListState } from '../components/list-state';
import { useFeedFigures } from '../figures';
import { PriceDialog, SupplierDialog } from './SupplierDialogs';

/** A supplier's feed price list, newest first, today's prices marked; each may be taken off the list. */
function PriceList({ supplier, onRemove }: { supplier: Supplier; onRemove?: (price: SupplierPrice) => void }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  if (supplier.prices.length === 0) return <Typography color="text.secondary">{t('suppliers.noPrices')}</Typography>;
  const label = t('suppliers.pricesOf', { name: supplier.name });
  return (
    // Reachable by keyboard: a phone scrolls it sideways.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('suppliers.columns.feed')}</TableCell>
            <TableCell align="right">{t('suppliers.columns.price')}</TableCell>
            <TableCell>{t('suppliers.columns.validFrom')}</TableCell>
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {supplier.prices.map((price) => (
            <TableRow key={price.id} selected={price.current}>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                {price.ingredient.name}
                {price.current && <Chip size="small" color="primary" label={t('suppliers.current')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {figures.perTonne(price.pricePerTonne)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(price.validFrom)}</TableCell>
              {onRemove && (
                <TableCell padding="none" align="right">
                  <IconButton aria-label={t('suppliers.removePrice', { feed: price.ingredient.name, day: dayText(price.validFrom) })} onClick={() => onRemove(price)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /feed-management/feed-suppliers: the suppliers with their price lists; a supplier or a price is added in a dialog. */
export function SuppliersPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['feed', 'messages']);
  const access = useFeedAccess();
  const refresh = useRefreshFeed();
  const list = useListState([]);
  const paging = usePaging(list.search ?? '');
  const suppliers = useSuppliers({ search: list.search, page: paging.page + 1, limit: paging.limit });
  const [notice, setNotice] = useState<Notice | null>(null);
  const steps = useStepRunner<'remove'>({ refresh, onNotice: setNotice });
  const [dialog, setDialog] = useState<{ kind: 'supplier' } | { kind: 'price'; supplier: Supplier } | { kind: 'remove'; supplier: Supplier; price: SupplierPrice } | null>(null);
  const saved = (message: string) => () => {
    setDialog(null);
    setNotice({ severity: 'success', text: t(`messages:${message}`) });
  };

  return (
    <FeedPage
      entry={entry}
      view="suppliers"
      testId="feed-suppliers"
      notice={notice}
      actions={
        access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'supplier' })}>
            {t('suppliers.add')}
          </Button>
        )
      }
    >
      <TextField type="search" size="small" label={t('suppliers.search')} value={list.get('search')} onChange={(event) => list.set({ search: event.target.value })} sx={{ maxWidth: { sm: 360 } }} />
      <QueryState query={suppliers} emptyText={t(list.search ? 'suppliers.noMatch' : 'suppliers.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {answer.items.map((supplier) => (
                <Card key={supplier.id} variant="outlined" component="article" aria-label={supplier.name}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {supplier.name}
                      </Typography>
                      {access.edit && (
                        <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'price', supplier })} aria-label={t('suppliers.addPriceTo', { name: supplier.name })}>
                          {t('suppliers.addPrice')}
                        </Button>
                      )}
                    </Box>
                    {[supplier.email, supplier.phone, supplier.address].some(Boolean) && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {[supplier.email, supplier.phone, supplier.address].filter(Boolean).join(' · ')}
                      </Typography>
                    )}
                    {supplier.notes && (
                      <Typography variant="body2" color="text.secondary">
                        {supplier.notes}
                      </Typography>
                    )}
                    <PriceList supplier={supplier} onRemove={access.remove ? (price) => setDialog({ kind: 'remove', supplier, price }) : undefined} />
                  </CardContent>
                </Card>
              ))}
            </Box>
            <ListPagination paging={paging} total={answer.total} />
          </>
        )}
      </QueryState>
      {dialog?.kind === 'supplier' && <SupplierDialog onClose={() => setDialog(null)} onSaved={saved(ops.addFeedSupplier.message)} />}
      {dialog?.kind === 'price' && <PriceDialog supplier={dialog.supplier} onClose={() => setDialog(null)} onSaved={saved(ops.addSupplierPrice.message)} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          open
          title={t('suppliers.removeTitle')}
          message={t('suppliers.removeMessage', { feed: dialog.price.ingredient.name, supplier: dialog.supplier.name, day: dayText(dialog.price.validFrom) })}
          confirmLabel={t('suppliers.removeConfirm')}
          cancelLabel={t('suppliers.keep')}
          confirmColor="error"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void steps.run('remove', () => removePrice(dialog.supplier.id, dialog.price.id), ops.removeSupplierPrice.message);
          }}
        />
      )}
    </FeedPage>
  );
}
