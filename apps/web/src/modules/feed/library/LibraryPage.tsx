import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { FEED_CATEGORIES, type FeedCategory, type Ingredient } from '@ganado/shared/feed';
import type { RouteEntry } from '../../../app/route-map';
import { PagedList } from '../../../components/admin/PagedList';
import { usePaging } from '../../../components/admin/paging';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import { FilterSelect } from '../../../components/FilterSelect';
import type { Notice } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { useFeedAccess } from '../access';
import { useIngredients } from '../api';
import { FeedPage } from '../components/FeedPage';
import { useListState } from '../components/list-state';
import { useFeedFigures } from '../figures';
import { IngredientDialog } from './IngredientDialog';

const SORTS = ['name', 'category', 'dmPercent', 'stockKg'] as const;
/** The energies a cattle ration is made of, as the library's column shows them. */
const ENERGIES = ['nem', 'neg', 'nel'] as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** How a feed of the library reads in its row and card. */
function useFeedText() {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const value = (feed: Ingredient, id: string) => (feed.nutrients[id] === undefined ? '—' : figures.number(feed.nutrients[id], 2));
  return {
    percent: (feed: Ingredient, id: string) => (feed.nutrients[id] === undefined ? '—' : figures.percent(feed.nutrients[id])),
    energy: (feed: Ingredient) =>
      ENERGIES.filter((id) => feed.nutrients[id] !== undefined)
        .map((id) => t('ingredients.energyPart', { name: t(`nutrients.${id}.short`), value: value(feed, id) }))
        .join(' · ') || '—',
    price: (feed: Ingredient) => figures.perTonne(feed.marketPrice),
    best: (feed: Ingredient) => (feed.bestSupplierPrice ? t('ingredients.bestPrice', { price: figures.perTonne(feed.bestSupplierPrice), supplier: feed.bestSupplierPrice.supplierName }) : null),
    stock: (feed: Ingredient) => figures.kg(feed.stockKg),
  };
}

/** /feed-management/ingredient-library: the feeds with their composition on a dry-matter basis, price and stock; a feed is added or changed in a dialog. */
export function LibraryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['feed', 'messages']);
  const figures = useFeedFigures();
  const text = useFeedText();
  const access = useFeedAccess();
  const list = useListState(SORTS);
  const category = (FEED_CATEGORIES as readonly string[]).includes(list.get('category')) ? (list.get('category') as FeedCategory) : undefined;
  const inStock = list.get('inStock') === 'true' ? ('true' as const) : undefined;
  const paging = usePaging(JSON.stringify({ search: list.search, category, inStock, sort: list.sort }));
  const feeds = useIngredients({ search: list.search, category, inStock, ...list.sortQuery, page: paging.page + 1, limit: paging.limit });
  const [editing, setEditing] = useState<{ feed: Ingredient | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = access.edit ? (feed: Ingredient) => setEditing({ feed }) : undefined;

  return (
    <FeedPage
      entry={entry}
      view="library"
      testId="feed-library"
      notice={notice}
      actions={
        access.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ feed: null })}>
            {t('ingredients.add')}
          </Button>
        )
      }
    >
      <ListFilters search={<TextField type="search" size="small" label={t('ingredients.search')} value={list.get('search')} onChange={(event) => list.set({ search: event.target.value })} />} active={(category ? 1 : 0) + (inStock ? 1 : 0)}>
        <FilterSelect label={t('ingredients.fields.category')} value={category ?? ''} onChange={(value) => list.set({ category: value })} options={FEED_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} any={t('list.any')} />
        <FormControlLabel label={t('ingredients.inStockOnly')} control={<Checkbox checked={Boolean(inStock)} onChange={(event) => list.set({ inStock: event.target.checked ? 'true' : undefined })} />} />
      </ListFilters>
      <PagedList
        query={feeds}
        paging={paging}
        label={t('ingredients.tableLabel')}
        emptyText={t(list.search || category || inStock ? 'ingredients.noMatch' : 'ingredients.empty')}
        head={
          <>
            <SortableHeaderCell label={t('ingredients.columns.name')} col="name" sort={list.sort} onSort={list.onSort} />
            <SortableHeaderCell label={t('ingredients.columns.category')} col="category" sort={list.sort} onSort={list.onSort} sx={wide} />
            <SortableHeaderCell label={t('ingredients.columns.dm')} col="dmPercent" sort={list.sort} onSort={list.onSort} />
            <TableCell>{t('ingredients.columns.cp')}</TableCell>
            <TableCell sx={wide}>{t('ingredients.columns.ndf')}</TableCell>
            <TableCell sx={wide}>{t('ingredients.columns.energy')}</TableCell>
            <TableCell>{t('ingredients.columns.price')}</TableCell>
            <SortableHeaderCell label={t('ingredients.columns.stock')} col="stockKg" sort={list.sort} onSort={list.onSort} />
          </>
        }
        row={(feed) => (
          <TableRow key={feed.id} hover>
            <TableCell sx={{ minWidth: 140 }}>
              {open ? (
                <Link component="button" type="button" onClick={() => open(feed)} aria-label={t('ingredients.edit', { name: feed.name })} sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}>
                  {feed.name}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600 }}>{feed.name}</Typography>
              )}
            </TableCell>
            <TableCell sx={wide}>{t(`categories.${feed.category}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.percent(feed.dmPercent)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.percent(feed, 'cp')}</TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{text.percent(feed, 'ndf')}</TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{text.energy(feed)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              {text.price(feed)}
              {text.best(feed) && (
                <Typography variant="body2" color="text.secondary">
                  {text.best(feed)}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.stock(feed)}</TableCell>
          </TableRow>
        )}
        card={(feed) => ({
          label: feed.name,
          onOpen: open ? () => open(feed) : undefined,
          content: (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{feed.name}</Typography>
              <Typography variant="body2">{[t(`categories.${feed.category}`), t('ingredients.dmLine', { value: figures.percent(feed.dmPercent) }), t('ingredients.cpLine', { value: text.percent(feed, 'cp') })].join(' · ')}</Typography>
              <Typography variant="body2">{text.energy(feed)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('ingredients.priceStockLine', { price: text.price(feed), stock: text.stock(feed) })}
              </Typography>
            </>
          ),
        })}
      />
      {editing && (
        <IngredientDialog
          feed={editing.feed}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t(`messages:${message}`) });
          }}
        />
      )}
    </FeedPage>
  );
}
