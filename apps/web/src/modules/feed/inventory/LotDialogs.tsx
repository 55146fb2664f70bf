import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_DIRECTIONS, STOCK_MOVES, stockMoveRequest, type Lot } from '@ganado/shared/feed';
import { todayIn, userTimeZone } from '@ganado/shared/format';
import { QueryState } from '../../../components/admin/QueryState';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { dayText } from '../../../components/format';
import { fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { moveStock, useLotMoves, type StockMove } from '../api';
import { useFeedForm } from '../components/use-feed-form';
import { useFeedFigures } from '../figures';

interface MoveValues {
  move: (typeof STOCK_MOVES)[number];
  direction: (typeof ADJUSTMENT_DIRECTIONS)[number] | '';
  quantityKg: number | null;
  occurredAt: string;
  reason: string;
}
const moveResolver = bodyResolver(stockMoveRequest, (values: MoveValues): StockMove => ({
  move: values.move,
  direction: values.move === 'adjusted' ? values.direction || null : null,
  // Blank reaches the contract as missing, and gets its message.
  quantityKg: values.quantityKg as number,
  occurredAt: values.occurredAt,
  reason: textOrNull(values.reason),
}));
const MOVE_FIELDS = ['move', 'direction', 'quantityKg', 'occurredAt', 'reason'];

/** The lot's name in a dialog's title: "Lot 4 · Corn silage". */
export const lotName = (lot: Lot) => `${lot.number} · ${lot.ingredient.name}`;

/**
 * A lot's stock moved: more of it received, an adjustment up or down (spoilt, spilt, found) with its
 * reason, or a stocktake setting the figure counted.
 */
export function StockMoveDialog({ lot, onClose, onSaved }: { lot: Lot; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const state = useFeedForm({
    resolver: moveResolver,
    defaultValues: { move: 'adjusted', direction: '', quantityKg: null, occurredAt: todayIn(userTimeZone()), reason: '' },
    fields: MOVE_FIELDS,
    send: (body) => moveStock(lot.number, body),
    onSaved,
  });
  const { control } = state;
  const move = useWatch({ control, name: 'move' });
  return (
    <FormDialog title={t('lots.moveTitle', { lot: lotName(lot) })} submitLabel={t('lots.saveMove')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <Typography color="text.secondary">{t('lots.onHand', { stock: figures.kg(lot.stockKg) })}</Typography>
      <Box sx={fieldGrid}>
        <SelectField control={control} name="move" label={t('lots.fields.move')} required options={STOCK_MOVES.map((value) => ({ value, label: t(`lots.moves.${value}`) }))} />
        {move === 'adjusted' && (
          <SelectField control={control} name="direction" label={t('lots.fields.direction')} required options={ADJUSTMENT_DIRECTIONS.map((value) => ({ value, label: t(`lots.directions.${value}`) }))} />
        )}
        <NumberField control={control} name="quantityKg" label={t(move === 'counted' ? 'lots.fields.countedKg' : 'lots.fields.moveKg')} required />
        <FormDateField control={control} name="occurredAt" label={t('lots.fields.occurredAt')} required />
      </Box>
      <FormTextField control={control} name="reason" label={t('lots.fields.reason')} required={move === 'adjusted'} helperText={t('lots.reasonHelp')} multiline minRows={2} maxLength={300} />
    </FormDialog>
  );
}

/** A lot's stock history, newest first: received, fed, adjusted, counted. */
export function LotHistoryDialog({ lot, onClose }: { lot: Lot; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const figures = useFeedFigures();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const moves = useLotMoves(lot.number);
  const title = t('lots.historyTitle', { lot: lotName(lot) });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <QueryState query={moves} emptyText={t('lots.history.empty')} isEmpty={(answer) => answer.items.length === 0}>
          {(answer) => (
            <List dense aria-label={title}>
              {answer.items.map((move) => (
                <ListItem key={move.eventId} disableGutters divider>
                  <ListItemText
                    primary={`${dayText(move.occurredAt)} · ${t([`lots.history.types.${move.type}`, `lots.history.adjustments.${move.adjustment}`])}`}
                    secondary={[
                      move.adjustment === 'reset' ? t('lots.history.counted', { quantity: figures.kg(move.quantityKg) }) : t('lots.history.change', { quantity: figures.kg(Math.abs(move.quantityKg)), sign: move.quantityKg < 0 ? '−' : '+' }),
                      move.reason,
                      move.by && t('lots.history.by', { name: move.by }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('lots.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
