import Box from '@mui/material/Box';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, optionalChoice } from '@ganado/shared/animals';
import { drugOperations as ops, PROTOCOL_NAME_MAX, protocolRequest, type Protocol } from '@ganado/shared/drugs';
import type { Unit } from '@ganado/shared/ledger';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { NumberField } from '../../farms/form/NumberField';
import { useDrug } from '../api';
import { FormDrugField } from '../cabinet/DrugSearchField';
import { useDrugFigures } from '../figures';
import { unitsLike } from '../packs/pack-forms';
import { PackDialog } from '../packs/PackDialog';
import { usePackForm } from '../packs/use-pack-form';
import { createProtocol, updateProtocol } from './api';

/** The contract's protocol, the route chosen in a select (blank for none). */
const protocolForm = protocolRequest.extend({ route: optionalChoice(ADMINISTRATION_ROUTES) });
const FIELDS = ['name', 'diagnosis', 'drugId', 'dose.value', 'dose.unit', 'route', 'intervalHours', 'doses', 'notes'] as const;

/** A new protocol, or one changed (courses already planned keep what they were planned with). */
export function ProtocolDialog({ protocol, onClose, onSaved }: { protocol?: Protocol; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation(['drugs', 'animals']);
  const figures = useDrugFigures();
  const { control, submit, failure, submitting } = usePackForm({
    schema: protocolForm,
    defaultValues: {
      name: protocol?.name ?? '',
      diagnosis: protocol?.diagnosis ?? '',
      drugId: protocol?.drugId ?? '',
      // A new protocol's dose is left blank: a form's defaults may leave out what a person must type.
      dose: protocol ? { value: protocol.dose.value, unit: protocol.dose.unit as Unit } : undefined,
      route: protocol?.route ?? '',
      intervalHours: protocol?.intervalHours ?? 24,
      doses: protocol?.doses ?? 1,
      notes: protocol?.notes ?? '',
    },
    fields: FIELDS,
    send: (body) => (protocol ? updateProtocol(protocol.id, body) : createProtocol(body)),
    onSaved: () => onSaved((protocol ? ops.updateProtocol : ops.addProtocol).message),
  });
  const [drugId, unit, hours] = useWatch({ control, name: ['drugId', 'dose.unit', 'intervalHours'] });
  const doseUnit = useController({ control, name: 'dose.unit' }).field;
  const stockUnit = useDrug(drugId || undefined).data?.stockUnit;
  const units = stockUnit ? unitsLike(stockUnit) : unit ? [unit] : [];
  return (
    <PackDialog
      title={protocol ? t('protocols.editTitle', { name: protocol.name }) : t('protocols.addTitle')}
      submitLabel={t('protocols.save')}
      failure={failure}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label={t('protocols.fields.name')} required maxLength={PROTOCOL_NAME_MAX} autoComplete="off" />
        <FormTextField control={control} name="diagnosis" label={t('protocols.fields.diagnosis')} autoComplete="off" />
      </Box>
      <FormDrugField control={control} name="drugId" label={t('protocols.fields.drug')} onPicked={(drug) => doseUnit.onChange(drug.stockUnit)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '2fr 1fr', sm: '1fr 1fr 1fr' } }}>
        <NumberField control={control} name="dose.value" label={t('protocols.fields.dose')} required helperText={t('protocols.doseHelp')} />
        <SelectField control={control} name="dose.unit" label={t('packs.fields.unit')} required disabled={units.length === 0} options={units.map((id) => ({ value: id, label: figures.unit(id) }))} />
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <SelectField
            control={control}
            name="route"
            label={t('protocols.fields.route')}
            blank={t('protocols.noRoute')}
            options={ADMINISTRATION_ROUTES.map((route) => ({ value: route, label: t(`animals:recordChoices.administrationRoutes.${route}`) }))}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <NumberField
          control={control}
          name="intervalHours"
          label={t('protocols.fields.intervalHours')}
          required
          helperText={typeof hours === 'number' && Number.isFinite(hours) ? t('form.hoursAre', { hours: figures.number(hours), days: figures.inDays(hours) }) : undefined}
        />
        <NumberField control={control} name="doses" label={t('protocols.fields.doses')} required />
      </Box>
      <FormTextField control={control} name="notes" label={t('protocols.fields.notes')} multiline minRows={2} maxLength={500} />
    </PackDialog>
  );
}
