import { useId, useState } from 'react';
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
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { drugOperations as ops, reservationRequest, type Pack, type Reservation, type ReservationForm, type ReservationRequest } from '@ganado/shared/drugs';
import type { Unit } from '@ganado/shared/ledger';
import { errorText } from '../../../app/api';
import { QueryState } from '../../../components/admin/QueryState';
import { FormTextField } from '../../../components/form/fields';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { instantText } from '../../../components/format';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { NumberField } from '../../farms/form/NumberField';
import { useDrugAccess } from '../access';
import { useRefreshDrugs } from '../api';
import { useDrugFigures } from '../figures';
import { unitsLike } from '../packs/pack-forms';
import { releaseReservation, reserveStock, usePackReservations } from './api';

/** One hold: how much, until when and what for, with its Release button for those who may. */
function Hold({ hold, canRelease, releasing, onRelease }: { hold: Reservation; canRelease: boolean; releasing: boolean; onRelease: () => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const amount = figures.amount(hold.quantity, hold.unit);
  const what = [t('reservations.until', { time: instantText(hold.expiresAt) }), hold.taskId && t('reservations.forTask'), hold.notes].filter(Boolean).join(' · ');
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        canRelease && (
          <Button size="small" color="error" loading={releasing} onClick={onRelease} aria-label={t('reservations.releaseAmount', { amount })}>
            {t('reservations.release')}
          </Button>
        )
      }
      sx={{ pr: canRelease ? 12 : 0 }}
    >
      <ListItemText primary={amount} secondary={what} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
    </ListItem>
  );
}

/** Hold an amount of the pack for work not yet in the action list: the quantity, in a unit its stock converts to, and why. */
function ReserveForm({ pack, onReserved }: { pack: Pack; onReserved: (notice: Notice) => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const refresh = useRefreshDrugs();
  const [failure, setFailure] = useState<string | null>(null);
  const blank: ReservationForm = { packId: pack.id, quantity: { unit: pack.unit as Unit } as ReservationForm['quantity'], notes: '' };
  const form = useForm<ReservationForm, unknown, ReservationRequest>({ resolver: zodResolver(reservationRequest), defaultValues: blank });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await reserveStock(body);
      await refresh();
      form.reset(blank);
      onReserved({ severity: 'success', text: t(`messages:${ops.reserveDrug.message}`) });
    } catch (error) {
      applyServerFieldErrors(error, ['quantity.value', 'quantity.unit', 'notes'], form.setError);
      setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('reservations.reserveTitle')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('reservations.reserveTitle')}
      </Typography>
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 1fr' }}>
        <NumberField control={form.control} name="quantity.value" label={t('reservations.quantity')} required helperText={t('reservations.free', { amount: figures.amount(pack.available, pack.unit) })} />
        <SelectField control={form.control} name="quantity.unit" label={t('packs.fields.unit')} required options={unitsLike(pack.unit).map((unit) => ({ value: unit, label: figures.unit(unit) }))} />
      </Box>
      <FormTextField control={form.control} name="notes" label={t('reservations.notes')} maxLength={500} />
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('reservations.reserve')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * What is held of a pack for planned work (docs/decisions.md: reservations): each hold until its time
 * runs out, released by hand when its work is off; and a new hold. `pack` is the latest answered.
 */
export function ReservationsDialog({ pack, onClose }: { pack: Pack; onClose: () => void }) {
  const { t } = useTranslation('drugs');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const access = useDrugAccess();
  const figures = useDrugFigures();
  const refresh = useRefreshDrugs();
  const holds = usePackReservations(pack.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [releasing, setReleasing] = useState<string | null>(null);
  const title = t('reservations.title', { batch: pack.batch });

  const release = async (hold: Reservation) => {
    setNotice(null);
    setReleasing(hold.id);
    try {
      await releaseReservation(hold.id);
      await refresh();
      setNotice({ severity: 'success', text: t(`messages:${ops.releaseReservation.message}`) });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    } finally {
      setReleasing(null);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('reservations.summary', { reserved: figures.amount(pack.reserved, pack.unit), onHand: figures.amount(pack.stockOnHand, pack.unit), free: figures.amount(pack.available, pack.unit) })}
        </Typography>
        <FormAlert notice={notice} />
        <QueryState query={holds} emptyText={t('reservations.empty')} isEmpty={(answer) => answer.items.length === 0}>
          {(answer) => (
            <List dense aria-label={title}>
              {answer.items.map((hold) => (
                <Hold key={hold.id} hold={hold} canRelease={access.edit} releasing={releasing === hold.id} onRelease={() => void release(hold)} />
              ))}
            </List>
          )}
        </QueryState>
        {access.create && pack.status === 'inStock' && <ReserveForm pack={pack} onReserved={setNotice} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('packs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
