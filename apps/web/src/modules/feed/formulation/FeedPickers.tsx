import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEED_CATEGORIES, type FeedCategory, type Ingredient, type Lot } from '@ganado/shared/feed';
import { ListPagination, useDebounced, usePaging, type Paging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { FilterSelect } from '../../../components/FilterSelect';
import { dayText } from '../../../components/format';
import { useIngredients, useLots } from '../api';
import { useFeedFigures } from '../figures';
import type { ChosenFeed } from './flow-state';

interface PickerProps {
  /** The keys (lot or library id) of the feeds chosen. */
  chosen: ReadonlySet<string>;
  onToggle: (feed: ChosenFeed) => void;
}

/** One choice of a picker: a checkbox row naming the feed, with what helps choose it under. */
interface Choice {
  key: string;
  primary: string;
  secondary: string;
  feed: ChosenFeed;
}

/** A server-paged list of feeds to tick, searched above, in its states (loading, failure, none). */
function ChoiceList<T extends { id: string }>({ query, paging, label, emptyText, choice, chosen, onToggle, filters }: PickerProps & { query: UseQueryResult<{ items: T[]; total: number }>; paging: Paging; label: string; emptyText: string; choice: (item: T) => Choice; filters: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{filters}</Box>
      <QueryState query={query} emptyText={emptyText} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <>
            <List dense aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
              {answer.items.map(choice).map(({ key, primary, secondary, feed }) => {
                const id = `choice-${key}`;
                return (
                  <ListItem key={key} disablePadding divider>
                    <ListItemButton onClick={() => onToggle(feed)} dense>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Checkbox edge="start" checked={chosen.has(key)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': id } }} />
                      </ListItemIcon>
                      <ListItemText id={id} primary={primary} secondary={secondary} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
            <ListPagination paging={paging} total={answer.total} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** The lots in stock: their own analysis, price and stock go into the ration. */
export function LotPicker(props: PickerProps) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim()) || undefined;
  const paging = usePaging(search ?? '');
  const lots = useLots({ search, page: paging.page + 1, limit: paging.limit });
  const choice = (lot: Lot): Choice => ({
    key: lot.id,
    primary: t('flow.lotChoice', { number: lot.number, feed: lot.ingredient.name }),
    secondary: [t('flow.inStock', { stock: figures.kg(lot.stockKg) }), figures.perTonne(lot.pricePerTonne), lot.expiresOn && t('flow.expires', { day: dayText(lot.expiresOn) })].filter(Boolean).join(' · '),
    feed: { lotId: lot.id, ingredientId: null, name: lot.ingredient.name, lotNumber: lot.number, minPercentOfDm: null, maxPercentOfDm: null },
  });
  return (
    <ChoiceList
      {...props}
      query={lots}
      paging={paging}
      label={t('flow.lotsLabel')}
      emptyText={t(search ? 'flow.noLotMatch' : 'flow.noLots')}
      choice={choice}
      filters={<TextField type="search" size="small" label={t('flow.searchLots')} value={typed} onChange={(event) => setTyped(event.target.value)} />}
    />
  );
}

/** Feeds of the library, bought as needed at their best supplier's price or their market price. */
export function LibraryPicker(props: PickerProps) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const [typed, setTyped] = useState('');
  const [category, setCategory] = useState<FeedCategory | ''>('');
  const search = useDebounced(typed.trim()) || undefined;
  const paging = usePaging(`${search ?? ''}|${category}`);
  const feeds = useIngredients({ search, category: category || undefined, page: paging.page + 1, limit: paging.limit });
  const choice = (feed: Ingredient): Choice => ({
    key: feed.id,
    primary: feed.name,
    secondary: [t(`categories.${feed.category}`), t('ingredients.dmLine', { value: figures.percent(feed.dmPercent) }), figures.perTonne(feed.bestSupplierPrice ?? feed.marketPrice), t('flow.inStock', { stock: figures.kg(feed.stockKg) })].join(' · '),
    feed: { lotId: null, ingredientId: feed.id, name: feed.name, lotNumber: null, minPercentOfDm: null, maxPercentOfDm: null },
  });
  return (
    <ChoiceList
      {...props}
      query={feeds}
      paging={paging}
      label={t('flow.libraryLabel')}
      emptyText={t(search || category ? 'flow.noFeedMatch' : 'flow.noFeeds')}
      choice={choice}
      filters={
        <>
          <TextField type="search" size="small" label={t('flow.searchFeeds')} value={typed} onChange={(event) => setTyped(event.target.value)} />
          <FilterSelect label={t('ingredients.fields.category')} value={category} onChange={(value) => setCategory(value as FeedCategory | '')} options={FEED_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} any={t('list.any')} />
        </>
      }
    />
  );
}

