import { useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { protocolApplication, type Pack, type Protocol, type ProtocolPlan } from '@ganado/shared/drugs';
import { userTimeZone } from '@ganado/shared/format';
import { FormDateField } from '../../../components/dates/FormDateField';
import { SelectField } from '../../../components/form/SelectField';
import { dayText } from '../../../components/format';
import { usePacks } from '../api';
import { useDrugFigures } from '../figures';
import { wallClockNow } from '../packs/pack-forms';
import { PackDialog } from '../packs/PackDialog';
import { usePackForm } from '../packs/use-pack-form';
import { TaskAnimalsField } from '../../action-list/form/TaskAnimalsField';
import { applyProtocol } from './api';

/** Every in-stock pack of one drug fits one page: a farm keeps a handful of each. */
const PACKS_OFFERED = 100;

/** The drug's packs in stock, the one to use first (first-expired-first-out) at the top, then by expiry. */
const inOrder = (packs: Pack[]) => [...packs].sort((a, b) => Number(b.suggested) - Number(a.suggested) || a.expiresOn.localeCompare(b.expiresOn));

/**
 * A protocol applied to animals from a time: one health task per dose on the action list, each
 * dose's stock held in one pack, the one chosen or else the first to expire with enough free.
 */
export function ApplyDialog({ protocol, onClose, onApplied }: { protocol: Protocol; onClose: () => void; onApplied: (plan: ProtocolPlan) => void }) {
  const { t } = useTranslation('drugs');
  const figures = useDrugFigures();
  const packs = usePacks({ drugId: protocol.drugId, status: 'inStock', col: 'expiresOn', page: 1, limit: PACKS_OFFERED });
  // The plan the server answered, handed on once the cabinet's figures are asked again.
  const plan = useRef<ProtocolPlan | null>(null);
  const { control, submit, failure, submitting } = usePackForm({
    schema: protocolApplication,
    // Tasks keep the wall-clock time they were planned at, in this device's zone.
    defaultValues: { animalIds: [], startAt: wallClockNow(), timeZone: userTimeZone(), packId: '' },
    fields: ['animalIds', 'startAt', 'packId'],
    send: async (body) => {
      plan.current = await applyProtocol(protocol.id, body);
    },
    onSaved: () => plan.current && onApplied(plan.current),
  });
  const packLabel = (pack: Pack) =>
    t(pack.suggested ? 'protocols.packUseFirst' : 'protocols.packOption', { batch: pack.batch, expiry: dayText(pack.expiresOn), free: figures.amount(pack.available, pack.unit) });
  return (
    <PackDialog title={t('protocols.applyTitle', { name: protocol.name })} submitLabel={t('protocols.apply')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        {t('protocols.course', {
          count: protocol.doses,
          drug: protocol.drugName,
          dose: figures.amount(protocol.dose.value, protocol.dose.unit),
          doses: figures.number(protocol.doses),
          hours: figures.number(protocol.intervalHours),
          total: figures.amount(protocol.dose.value * protocol.doses, protocol.dose.unit),
        })}
      </Typography>
      <TaskAnimalsField control={control} name="animalIds" label={t('protocols.fields.animals')} />
      <FormDateField control={control} name="startAt" label={t('protocols.fields.startAt')} required withTime />
      <SelectField control={control} name="packId" label={t('protocols.fields.pack')} blank={t('protocols.packAuto')} helperText={t('protocols.packHelp')} options={inOrder(packs.data?.items ?? []).map((pack) => ({ value: pack.id, label: packLabel(pack) }))} />
    </PackDialog>
  );
}
