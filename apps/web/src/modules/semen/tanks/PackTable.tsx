import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Pack } from '@ganado/shared/semen';
import { usePaging } from '../../../components/admin/paging';
import { PagedList } from '../../../components/admin/PagedList';
import { useSemenFigures } from '../figures';
import { batchPath, tankPath } from '../paths';
import { usePacks } from './api';
import { usePlaceText } from './place-text';

type Column = 'batch' | 'sire' | 'tank' | 'canister' | 'goblet' | 'straws';
/** A tank's packs name their batch and sire; a batch's, the tank they stand in. */
const COLUMNS: Record<'tank' | 'batch', readonly Column[]> = {
  tank: ['batch', 'sire', 'canister', 'goblet', 'straws'],
  batch: ['tank', 'canister', 'goblet', 'straws'],
};

/**
 * The packs of a tank (by canister and goblet, as the server orders them) or of a batch, with straws
 * left, paged on the server: a table on wide screens, cards on a phone. With `onMove`, each pack is
 * moved from its row (its card, on a phone).
 */
export function PackTable({ of, id, onMove, emptyText }: { of: 'tank' | 'batch'; id: string; onMove?: (pack: Pack) => void; emptyText: string }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const placeText = usePlaceText();
  const paging = usePaging(id);
  const packs = usePacks({ ...(of === 'tank' ? { tankId: id } : { batchId: id }), page: paging.page + 1, limit: paging.limit });
  const columns = COLUMNS[of];
  const named = (pack: Pack) => (of === 'tank' ? pack.batch.code : pack.tank.name);
  const cell = (pack: Pack, column: Column) => {
    switch (column) {
      case 'batch':
        return (
          <Link component={RouterLink} to={batchPath(pack.batch.id)} sx={{ overflowWrap: 'anywhere' }}>
            {pack.batch.code}
          </Link>
        );
      case 'tank':
        return (
          <Link component={RouterLink} to={tankPath(pack.tank.id)} sx={{ overflowWrap: 'anywhere' }}>
            {pack.tank.name}
          </Link>
        );
      case 'sire':
        return figures.sire(pack.sire);
      case 'canister':
        return figures.number(pack.canister, 0);
      case 'goblet':
        return pack.goblet ?? '—';
      default:
        return figures.straws(pack.straws);
    }
  };

  return (
    <PagedList
      query={packs}
      paging={paging}
      label={t(`packs.tableLabel.${of}`)}
      emptyText={emptyText}
      head={
        <>
          {columns.map((column) => (
            <TableCell key={column} align={column === 'straws' ? 'right' : 'left'}>
              {t(`packs.columns.${column}`)}
            </TableCell>
          ))}
          {onMove && <TableCell />}
        </>
      }
      row={(pack) => (
        <TableRow key={pack.id} hover>
          {columns.map((column) => (
            <TableCell key={column} align={column === 'straws' ? 'right' : 'left'} sx={column === 'sire' ? { minWidth: 140 } : { whiteSpace: 'nowrap' }}>
              {cell(pack, column)}
            </TableCell>
          ))}
          {onMove && (
            <TableCell align="right">
              <Button size="small" aria-label={t('packs.moveLabel', { name: named(pack), place: placeText(pack) })} onClick={() => onMove(pack)}>
                {t('packs.move')}
              </Button>
            </TableCell>
          )}
        </TableRow>
      )}
      card={(pack) => ({
        // Packs of one batch in one tank share a name: the place tells their cards apart.
        label: t('packs.cardLabel', { name: named(pack), place: placeText(pack) }),
        // Without the right to move it, a card opens the pack's batch (or tank) instead.
        ...(onMove ? { onOpen: () => onMove(pack) } : { to: of === 'tank' ? batchPath(pack.batch.id) : tankPath(pack.tank.id) }),
        content: (
          <>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{named(pack)}</Typography>
            {of === 'tank' && <Typography variant="body2">{figures.sire(pack.sire)}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('packs.cardLine', { place: placeText(pack), straws: figures.straws(pack.straws) })}
            </Typography>
          </>
        ),
      })}
    />
  );
}
