import { useState } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import ReservationsIcon from '@mui/icons-material/BookmarkBorder';
import InventoryIcon from '@mui/icons-material/Inventory';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import MoreIcon from '@mui/icons-material/MoreVert';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import type { Pack, PackStatus } from '@ganado/shared/drugs';
import { PagedTable, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { dayText } from '../../../components/format';
import { usePacks } from '../api';
import { useDrugFigures } from '../figures';
import { CountDialog } from '../packs/CountDialog';
import { DisposeDialog } from '../packs/DisposeDialog';
import { MoveDialog } from '../packs/MoveDialog';
import { PackHistoryDialog } from '../packs/PackHistoryDialog';
import { placeText } from '../packs/place';
import { ReservationsDialog } from '../reservations/ReservationsDialog';

const STATUS_COLOURS: Record<PackStatus, ChipProps['color']> = { inStock: 'success', empty: 'default', expired: 'error', disposed: 'default' };
/** What a pack's row offers: its history and reservations always; moving, counting and disposing while it is not disposed of. */
const ACTIONS = [
  { kind: 'history', icon: HistoryIcon },
  { kind: 'reservations', icon: ReservationsIcon },
  { kind: 'move', icon: MoveIcon },
  { kind: 'count', icon: InventoryIcon },
  { kind: 'dispose', icon: DeleteIcon },
] as const satisfies readonly { kind: string; icon: SvgIconComponent }[];
type Action = (typeof ACTIONS)[number]['kind'];
/** Those that open a view of the pack rather than change it. */
type ViewAction = 'history' | 'reservations';
const SUCCESS: Record<Exclude<Action, ViewAction>, string> = { move: 'success.packMoved', count: 'success.packCounted', dispose: 'success.packDisposed' };

/** The place and the reserved stock give way on a phone; the actions stay in view while the table scrolls sideways. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** A pack's actions behind one button, for a phone. */
function PackActionsMenu({ pack, actions, onChoose }: { pack: Pack; actions: readonly (typeof ACTIONS)[number][]; onChoose: (kind: Action) => void }) {
  const { t } = useTranslation('drugs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('packs.actionsFor', { batch: pack.batch })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map(({ kind, icon: Icon }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onChoose(kind);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`packs.${kind}Pack`, { batch: pack.batch })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A drug's packs, first-expired first, the one to use first marked; each can be moved, counted or disposed of. */
export function PacksTable({ drugId, canEdit, onSaved }: { drugId: string; canEdit: boolean; onSaved: (message: string) => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const paging = usePaging(drugId);
  const packs = usePacks({ drugId, col: 'expiresOn', page: paging.page + 1, limit: paging.limit });
  const [acting, setActing] = useState<{ kind: Action; pack: Pack } | null>(null);
  // Five buttons leave a phone no room for the batch: there they sit behind one menu.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const offered = (pack: Pack) => ACTIONS.filter(({ kind }) => kind === 'history' || kind === 'reservations' || (canEdit && pack.status !== 'disposed'));
  const done = (kind: Exclude<Action, ViewAction>) => () => {
    setActing(null);
    onSaved(SUCCESS[kind]);
  };
  const close = () => setActing(null);

  return (
    <>
      <QueryState query={packs} emptyText={t('packs.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <PagedTable label={t('packs.tableLabel')} paging={paging} total={answer.total}>
            <TableHead>
              <TableRow>
                <TableCell>{t('packs.fields.batch')}</TableCell>
                <TableCell>{t('packs.fields.expiresOn')}</TableCell>
                <TableCell sx={wide}>{t('packs.fields.location')}</TableCell>
                <TableCell>{t('packs.fields.onHand')}</TableCell>
                <TableCell sx={wide}>{t('packs.fields.reserved')}</TableCell>
                <TableCell>{t('packs.fields.status')}</TableCell>
                <TableCell align="right" sx={stickyEnd}>
                  {t('packs.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((pack) => (
                <TableRow key={pack.id} hover selected={pack.suggested}>
                  <TableCell sx={{ minWidth: 100, overflowWrap: 'anywhere' }}>
                    {pack.batch}
                    {pack.suggested && <Chip size="small" color="primary" label={t('packs.useFirst')} sx={{ ml: 1 }} />}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                      {placeText(pack.location)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(pack.expiresOn)}</TableCell>
                  <TableCell sx={{ ...wide, minWidth: 120 }}>{placeText(pack.location)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('packs.ofSize', { onHand: figures.number(pack.stockOnHand), size: figures.amount(pack.size, pack.unit) })}
                    {/* The reserved column gives way on a phone: what is held shows here instead. */}
                    {pack.reserved > 0 && (
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                        {t('reservations.reservedShort', { amount: figures.amount(pack.reserved, pack.unit) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{figures.amount(pack.reserved, pack.unit)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOURS[pack.status]} variant={pack.status === 'disposed' ? 'outlined' : 'filled'} label={t(`choices.packStatuses.${pack.status}`)} />
                  </TableCell>
                  <TableCell align="right" sx={stickyEnd}>
                    {phone ? (
                      <PackActionsMenu pack={pack} actions={offered(pack)} onChoose={(kind) => setActing({ kind, pack })} />
                    ) : (
                      offered(pack).map(({ kind, icon: Icon }) => (
                        <Tooltip key={kind} title={t(`packs.${kind}Pack`, { batch: pack.batch })}>
                          <IconButton aria-label={t(`packs.${kind}Pack`, { batch: pack.batch })} onClick={() => setActing({ kind, pack })}>
                            <Icon />
                          </IconButton>
                        </Tooltip>
                      ))
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </PagedTable>
        )}
      </QueryState>
      {acting?.kind === 'history' && <PackHistoryDialog pack={acting.pack} onClose={close} />}
      {/* The pack as last answered: its reserved and free figures change as holds are made and released. */}
      {acting?.kind === 'reservations' && <ReservationsDialog pack={packs.data?.items.find((pack) => pack.id === acting.pack.id) ?? acting.pack} onClose={close} />}
      {acting?.kind === 'move' && <MoveDialog pack={acting.pack} onClose={close} onSaved={done('move')} />}
      {acting?.kind === 'count' && <CountDialog pack={acting.pack} onClose={close} onSaved={done('count')} />}
      {acting?.kind === 'dispose' && <DisposeDialog pack={acting.pack} onClose={close} onSaved={done('dispose')} />}
    </>
  );
}
