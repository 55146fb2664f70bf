import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { feedOperations as ops, type Lot } from '@ganado/shared/feed';
import { errorText } from '../../../app/api';
import type { RouteEntry } from '../../../app/route-map';
import { ListPagination, PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { SortableHeaderCell } from '../../../components/admin/SortableHeaderCell';
import { FilterSelect } from '../../../components/FilterSelect';
import { dayText } from '../../../components/format';
import type { Notice } from '../../../components/form/FormAlert';
import { ListFilters } from '../../../components/ListFilters';
import { useSavedNotice } from '../../farms/saved-notice';
import { useFeedAccess } from '../access';
import { downloadAnalysisTemplate, useIngredientChoices, useLots } from '../api';
import { FeedPage } from '../components/FeedPage';
import { idOrNothing, useListState } from '../components/list-state';
import { RowActions, type RowAction } from '../components/RowActions';
import { useFeedFigures } from '../figures';
import { lotEditPath, RECEIVE_FEED } from '../paths';
import { AnalysisDialog } from './AnalysisDialog';
import { LotHistoryDialog, lotName, StockMoveDialog } from './LotDialogs';

const SORTS = ['number', 'name', 'receivedAt', 'expiresOn', 'stockKg'] as const;
const FILTERS = ['ingredientId', 'low', 'empty'] as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** A figure with its warning under it, so a narrow column keeps both in sight. */
const flagged = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 } as const;

/** A lot's warnings: it expires soon (or has), its stock is at or below its low mark. */
function LotChips({ lot }: { lot: Lot }) {
  const { t } = useTranslation('feed');
  return (
    <>
      {lot.expiringSoon && <Chip size="small" color="warning" label={t('lots.expiringSoon')} sx={{ ml: 0.5 }} />}
      {lot.low && <Chip size="small" color="error" variant="outlined" label={t('lots.lowStock')} sx={{ ml: 0.5 }} />}
      {lot.analysis && <Chip size="small" variant="outlined" label={t('lots.analysed')} sx={{ ml: 0.5 }} />}
    </>
  );
}

/** /feed-management/ingredient-inventory: the lots in stock, filtered, searched, sorted and paged; each one's stock moved, its history, its edit page. */
export function InventoryPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['feed', 'messages']);
  const figures = useFeedFigures();
  const access = useFeedAccess();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const list = useListState(SORTS);
  const feeds = useIngredientChoices();
  const ingredientId = idOrNothing(list.get('ingredientId'));
  const flag = (name: 'low' | 'empty') => (list.get(name) === 'true' ? ('true' as const) : undefined);
  const filters = { search: list.search, ingredientId, low: flag('low'), empty: flag('empty') };
  const paging = usePaging(JSON.stringify({ filters, sort: list.sort }));
  const lots = useLots({ ...filters, ...list.sortQuery, page: paging.page + 1, limit: paging.limit });
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [acting, setActing] = useState<{ kind: 'move' | 'history'; lot: Lot } | { kind: 'analysis' } | null>(null);
  const active = FILTERS.filter((name) => list.get(name)).length;

  const actionsOf = (lot: Lot): RowAction[] => [
    ...(access.edit ? [{ key: 'move', label: t('lots.moveLot', { lot: lotName(lot) }), icon: InventoryIcon, onClick: () => setActing({ kind: 'move', lot }) }] : []),
    { key: 'history', label: t('lots.historyOf', { lot: lotName(lot) }), icon: HistoryIcon, onClick: () => setActing({ kind: 'history', lot }) },
    ...(access.edit ? [{ key: 'edit', label: t('lots.editLot', { lot: lotName(lot) }), icon: EditIcon, to: lotEditPath(lot.number) }] : []),
  ];
  const flagFilter = (name: 'low' | 'empty') => (
    <FormControlLabel label={t(`lots.filters.${name}`)} control={<Checkbox checked={Boolean(flag(name))} onChange={(event) => list.set({ [name]: event.target.checked ? 'true' : undefined })} />} />
  );
  const expiry = (lot: Lot) => (lot.expiresOn ? dayText(lot.expiresOn) : '—');

  return (
    <FeedPage
      entry={entry}
      view="inventory"
      testId="feed-inventory"
      notice={notice ?? saved}
      actions={
        <>
          <Button startIcon={<DownloadIcon />} onClick={() => void downloadAnalysisTemplate().catch((error: unknown) => setNotice({ severity: 'error', text: errorText(error) }))}>
            {t('lots.analysis.template')}
          </Button>
          {access.edit && (
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setActing({ kind: 'analysis' })}>
              {t('lots.analysis.open')}
            </Button>
          )}
          {access.create && (
            <Button component={RouterLink} to={ingredientId ? `${RECEIVE_FEED}?ingredientId=${ingredientId}` : RECEIVE_FEED} variant="contained" startIcon={<AddIcon />}>
              {t('lots.receive')}
            </Button>
          )}
        </>
      }
    >
      <ListFilters search={<TextField type="search" size="small" label={t('lots.search')} value={list.get('search')} onChange={(event) => list.set({ search: event.target.value })} />} active={active}>
        <FilterSelect label={t('lots.filters.feed')} value={ingredientId ?? ''} onChange={(value) => list.set({ ingredientId: value })} options={(feeds.data?.items ?? []).map((feed) => ({ value: feed.id, label: feed.name }))} any={t('list.any')} />
        {flagFilter('low')}
        {flagFilter('empty')}
        {phone && (
          <FilterSelect label={t('lots.sortBy')} value={list.sort.col ?? ''} onChange={(col) => list.set({ col, desc: undefined })} options={SORTS.map((col) => ({ value: col, label: t(`lots.columns.${col}`) }))} any={t('lots.defaultOrder')} />
        )}
      </ListFilters>
      <QueryState query={lots} emptyText={t(active > 0 || list.search ? 'lots.noMatch' : 'lots.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) =>
          phone ? (
            <>
              <Box sx={{ display: 'grid', gap: 1 }}>
                {answer.items.map((lot) => (
                  <Card key={lot.id} variant="outlined" component="article" aria-label={t('lots.cardLabel', { lot: lotName(lot) })}>
                    <CardContent sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 1 } }}>
                      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('lots.cardTitle', { number: lot.number, feed: lot.ingredient.name })}</Typography>
                        <Typography variant="body2">{lot.expiresOn ? t('lots.cardStock', { stock: figures.kg(lot.stockKg), expiry: expiry(lot) }) : t('lots.cardStockOnly', { stock: figures.kg(lot.stockKg) })}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {[lot.lotCode, lot.supplier?.name, figures.perTonne(lot.pricePerTonne)].filter(Boolean).join(' · ')}
                        </Typography>
                        <Box>
                          <LotChips lot={lot} />
                        </Box>
                      </Box>
                      <RowActions actions={actionsOf(lot)} menu menuLabel={t('lots.actionsFor', { lot: lotName(lot) })} />
                    </CardContent>
                  </Card>
                ))}
              </Box>
              <ListPagination paging={paging} total={answer.total} />
            </>
          ) : (
            <PagedTable label={t('lots.tableLabel')} paging={paging} total={answer.total}>
              <TableHead>
                <TableRow>
                  <SortableHeaderCell label={t('lots.columns.number')} col="number" sort={list.sort} onSort={list.onSort} />
                  <SortableHeaderCell label={t('lots.columns.name')} col="name" sort={list.sort} onSort={list.onSort} />
                  <TableCell sx={wide}>{t('lots.columns.lotCode')}</TableCell>
                  <TableCell sx={wide}>{t('lots.columns.supplier')}</TableCell>
                  <SortableHeaderCell label={t('lots.columns.receivedAt')} col="receivedAt" sort={list.sort} onSort={list.onSort} sx={wide} />
                  <SortableHeaderCell label={t('lots.columns.expiresOn')} col="expiresOn" sort={list.sort} onSort={list.onSort} />
                  <SortableHeaderCell label={t('lots.columns.stockKg')} col="stockKg" sort={list.sort} onSort={list.onSort} />
                  <TableCell>{t('lots.columns.price')}</TableCell>
                  <TableCell align="right" sx={stickyEnd}>
                    {t('lots.columns.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.items.map((lot) => (
                  <TableRow key={lot.id} hover>
                    <TableCell>{lot.number}</TableCell>
                    <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>{lot.ingredient.name}</TableCell>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{lot.lotCode ?? '—'}</TableCell>
                    <TableCell sx={wide}>{lot.supplier?.name ?? '—'}</TableCell>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{dayText(lot.receivedAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box sx={flagged}>
                        {expiry(lot)}
                        {lot.expiringSoon && <Chip size="small" color="warning" label={t('lots.expiringSoon')} />}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box sx={flagged}>
                        {figures.kg(lot.stockKg)}
                        {lot.low && <Chip size="small" color="error" variant="outlined" label={t('lots.lowStock')} />}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{figures.perTonne(lot.pricePerTonne)}</TableCell>
                    <TableCell align="right" sx={stickyEnd}>
                      <RowActions actions={actionsOf(lot)} menu={false} menuLabel={t('lots.actionsFor', { lot: lotName(lot) })} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </PagedTable>
          )
        }
      </QueryState>
      {acting?.kind === 'move' && (
        <StockMoveDialog
          lot={acting.lot}
          onClose={() => setActing(null)}
          onSaved={() => {
            setActing(null);
            setNotice({ severity: 'success', text: t(`messages:${ops.moveFeedStock.message}`) });
          }}
        />
      )}
      {acting?.kind === 'history' && <LotHistoryDialog lot={acting.lot} onClose={() => setActing(null)} />}
      {acting?.kind === 'analysis' && (
        <AnalysisDialog
          onClose={() => setActing(null)}
          onSaved={(analysed) => {
            setActing(null);
            setNotice({ severity: 'success', title: t(`messages:${ops.uploadFeedAnalysis.message}`), text: t('lots.analysis.recorded', { count: analysed }) });
          }}
        />
      )}
    </FeedPage>
  );
}
