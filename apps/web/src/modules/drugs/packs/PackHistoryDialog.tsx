import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack, PackEvent } from '@ganado/shared/drugs';
import { QueryState } from '../../../components/admin/QueryState';
import { instantText } from '../../../components/format';
import { usePack } from '../api';
import { useDrugFigures } from '../figures';
import { placeText } from './place';

/** What one line of the history says beside its kind: the change or the count, the animal, the place, the reason. */
function useEventDetail(unit: string) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  return (event: PackEvent): string =>
    [
      event.change !== null && t('packs.history.change', { amount: figures.amount(event.change, unit), sign: event.change > 0 ? '+' : '' }),
      event.counted !== null && t('packs.history.counted', { amount: figures.amount(event.counted, unit) }),
      event.animal && t('packs.history.animal', { tag: event.animal.tagNumber }),
      event.location && placeText(event.location),
      event.reason && t(`choices.disposalReasons.${event.reason}`, { defaultValue: event.reason }),
      event.notes,
      event.createdBy && t('packs.history.by', { name: event.createdBy }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A pack's history, newest first: received, moved, used, counted, disposed. */
export function PackHistoryDialog({ pack, onClose }: { pack: Pack; onClose: () => void }) {
  const { t } = useTranslation(['drugs', 'common']);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const detail = usePack(pack.id);
  const describe = useEventDetail(pack.unit);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('packs.historyTitle', { batch: pack.batch })}
      </DialogTitle>
      <DialogContent>
        <QueryState query={detail} emptyText={t('packs.history.empty')} isEmpty={(answer) => answer.history.length === 0}>
          {(answer) => (
            <List dense aria-label={t('packs.historyTitle', { batch: pack.batch })}>
              {answer.history.map((event) => (
                <ListItem key={event.id} disableGutters divider>
                  <ListItemText primary={`${instantText(event.occurredAt)} · ${t(`choices.packEvents.${event.type}`)}`} secondary={describe(event) || undefined} />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('packs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
