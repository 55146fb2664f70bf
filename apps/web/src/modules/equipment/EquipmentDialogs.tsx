import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_NAME_MAX, type EquipmentGroup, type EquipmentItem, equipmentOperations as ops, MAINTENANCE_KINDS, PLAN_KINDS } from '@ganado/shared/equipment';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { FileField } from '../../components/form/FileField';
import { FormTextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/SelectField';
import { useDialogForm } from '../../components/form/use-dialog-form';
import { fieldGrid } from '../farms/form/fields';
import { addGroup, addPlan, attachDocument, recordMaintenance, updateGroup, useRefreshEquipment } from './api';
import {
  blankMaintenance,
  blankPlan,
  DEFAULT_CURRENCY,
  DOCUMENT_FIELDS,
  documentResolver,
  GROUP_FIELDS,
  groupResolver,
  groupValues,
  MAINTENANCE_FIELDS,
  maintenanceResolver,
  PLAN_FIELDS,
  planResolver,
  type DocumentValues,
  type GroupValues,
  type MaintenanceValues,
  type PlanValues,
} from './equipment-form';

/** The files a document may be (spec §9; the server checks each one's bytes and size). */
export const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.xls,.csv';

/** Each dialog closes itself once saved, saying the server's message (a message key). */
interface DialogProps {
  onClose: () => void;
  onSaved: (messageKey: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A maintenance plan added to the item: every N days and/or N hours of use. */
export function PlanDialog({ item, onClose, onSaved }: DialogProps & { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const refresh = useRefreshEquipment();
  const { control, submit, failure, submitting } = useDialogForm<PlanValues, Parameters<typeof addPlan>[1]>({
    resolver: planResolver,
    defaultValues: blankPlan,
    fields: PLAN_FIELDS,
    send: (body) => addPlan(item.id, body),
    refresh,
    onSaved: () => onSaved(ops.addMaintenancePlan.message),
  });
  return (
    <FormDialog title={t('addPlan')} submitLabel={t('save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <SelectField<PlanValues> control={control} name="kind" label={t('fields.planKind')} required options={PLAN_KINDS.map((kind) => ({ value: kind, label: t(`planKinds.${kind}`) }))} />
      <Typography variant="body2" color="text.secondary">
        {t('planHint')}
      </Typography>
      <Box sx={fieldGrid}>
        <FormTextField<PlanValues> control={control} name="everyDays" type="number" label={t('fields.everyDays')} />
        <FormTextField<PlanValues> control={control} name="everyHours" type="number" label={t('fields.everyHours')} />
        <FormTextField<PlanValues> control={control} name="lastDoneOn" type="date" label={t('fields.lastDoneOn')} slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField<PlanValues> control={control} name="lastDoneHours" type="number" label={t('fields.lastDoneHours')} />
      </Box>
    </FormDialog>
  );
}

/** A service, repair, calibration or meter reading recorded; its cost in the item's currency. */
export function MaintenanceDialog({ item, onClose, onSaved }: DialogProps & { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const refresh = useRefreshEquipment();
  const currency = item.purchasePrice?.currency ?? DEFAULT_CURRENCY;
  const { control, submit, failure, submitting } = useDialogForm<MaintenanceValues, Parameters<typeof recordMaintenance>[1]>({
    resolver: maintenanceResolver(currency),
    defaultValues: blankMaintenance(today()),
    fields: MAINTENANCE_FIELDS,
    send: (body) => recordMaintenance(item.id, body),
    refresh,
    onSaved: () => onSaved(ops.recordMaintenance.message),
  });
  return (
    <FormDialog title={t('recordMaintenance')} submitLabel={t('save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Box sx={fieldGrid}>
        <SelectField<MaintenanceValues> control={control} name="kind" label={t('fields.kind')} required options={MAINTENANCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <FormTextField<MaintenanceValues> control={control} name="occurredAt" type="date" label={`${t('fields.occurredAt')} *`} slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField<MaintenanceValues> control={control} name="meterHours" type="number" label={t('fields.meterHours')} />
        <FormTextField<MaintenanceValues> control={control} name="cost.amountMinor" type="number" label={t('costIn', { currency })} />
      </Box>
      <FormTextField<MaintenanceValues> control={control} name="notes" label={t('fields.notes')} multiline minRows={2} maxLength={1000} />
    </FormDialog>
  );
}

/** A manual or invoice attached to the item. */
export function DocumentDialog({ item, onClose, onSaved }: DialogProps & { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const refresh = useRefreshEquipment();
  const { control, submit, failure, submitting } = useDialogForm<DocumentValues, { file: File }>({
    resolver: documentResolver,
    defaultValues: { file: null },
    fields: DOCUMENT_FIELDS,
    send: (body) => attachDocument(item.id, body.file),
    refresh,
    onSaved: () => onSaved(ops.attachEquipmentDocument.message),
  });
  return (
    <FormDialog title={t('upload')} submitLabel={t('uploadSubmit')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FileField<DocumentValues> control={control} name="file" label={t('fields.file')} choose={t('chooseFile')} help={t('uploadHint')} accept={DOCUMENT_TYPES} required />
    </FormDialog>
  );
}

/** A group created, or one renamed (`group`). */
export function GroupDialog({ group, onClose, onSaved }: DialogProps & { group?: EquipmentGroup }) {
  const { t } = useTranslation('equipment');
  const refresh = useRefreshEquipment();
  const { control, submit, failure, submitting } = useDialogForm<GroupValues, Parameters<typeof addGroup>[0]>({
    resolver: groupResolver,
    defaultValues: groupValues(group),
    fields: GROUP_FIELDS,
    send: (body) => (group ? updateGroup(group.id, body) : addGroup(body)),
    refresh,
    onSaved: () => onSaved(group ? ops.updateEquipmentGroup.message : ops.addEquipmentGroup.message),
  });
  return (
    <FormDialog title={t(group ? 'editGroup' : 'addGroup')} submitLabel={t('save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormTextField<GroupValues> control={control} name="name" label={`${t('fields.name')} *`} maxLength={EQUIPMENT_NAME_MAX} autoComplete="off" />
      <FormTextField<GroupValues> control={control} name="notes" label={t('fields.notes')} multiline minRows={2} maxLength={1000} />
    </FormDialog>
  );
}
