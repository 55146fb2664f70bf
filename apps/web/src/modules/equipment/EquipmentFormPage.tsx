import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { type Control, type FieldPath, useForm, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EID_STANDARDS, EQUIPMENT_NAME_MAX, EQUIPMENT_STATUSES, EQUIPMENT_TYPES, type EquipmentInput, type EquipmentItem, equipmentOperations as ops, type EquipmentType } from '@ganado/shared/equipment';
import { errorText } from '../../app/api';
import { useSession } from '../../app/use-session';
import { QueryState } from '../../components/admin/QueryState';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { saveSubmit } from '../../components/form/save-submit';
import { SelectField } from '../../components/form/SelectField';
import { PageTitle } from '../../components/PageTitle';
import { DetailHeader } from '../../components/DetailHeader';
import type { RouteEntry } from '../../app/route-map';
import { useFarmOptions } from '../animals/api';
import { useZones } from '../farms/api';
import { fieldGrid, FormSection } from '../farms/form/fields';
import { FormFooter, useSaveFlow } from '../farms/form/save-flow';
import { useSavedNotice } from '../farms/saved-notice';
import { useSelectedFarm } from '../farms/selected-farm';
import { addEquipment, deleteEquipment, updateEquipment, useEquipment, useGroups, useRefreshEquipment } from './api';
import { DETAIL_FIELDS, equipmentFields, equipmentResolver, equipmentValues, type EquipmentValues } from './equipment-form';
import { DocumentsSection, MaintenanceSection, PlansSection } from './EquipmentSections';
import { INVENTORY, updatePath } from './paths';

type Values = EquipmentValues;

/** The organisation's farms and the chosen farm's zones, as the animal form picks them; a new farm clears the zone. */
function FarmZoneFields({ control, setValue }: { control: Control<Values>; setValue: UseFormSetValue<Values> }) {
  const { t } = useTranslation('equipment');
  const farms = useFarmOptions();
  const farmId = useWatch({ control, name: 'farmId' });
  const zones = useZones(farmId || undefined);
  return (
    <>
      <SelectField<Values> control={control} name="farmId" label={t('fields.farmId')} options={farms} blank={t('noFarm')} onValueChange={() => setValue('zoneId', '', { shouldDirty: true })} />
      <SelectField<Values>
        control={control}
        name="zoneId"
        label={t('fields.zoneId')}
        options={(zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name }))}
        blank={t('noZone')}
        disabled={!farmId}
      />
    </>
  );
}

/** The farm and zone said, for a session that may not look at the farms (asking them would be refused). */
function PlaceText({ item }: { item?: EquipmentItem }) {
  if (!item?.farm) return null;
  return <Typography color="text.secondary">{[item.farm.name, item.zone?.name].filter(Boolean).join(' · ')}</Typography>;
}

/** A type's own field (the contract's EQUIPMENT_DETAILS). */
function DetailField({ control, name, kind }: { control: Control<Values>; name: string; kind: (typeof DETAIL_FIELDS)[EquipmentType][number][1] }) {
  const { t } = useTranslation('equipment');
  const path = `details.${name}` as FieldPath<Values>;
  const label = t(`details.${name}`);
  switch (kind) {
    case 'date':
      return <FormTextField<Values> control={control} name={path} type="date" label={label} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'number':
      return <FormTextField<Values> control={control} name={path} type="number" label={label} />;
    case 'standard':
      return <SelectField<Values> control={control} name={path} label={label} options={EID_STANDARDS.map((standard) => ({ value: standard, label: t(`standards.${standard}`) }))} blank="—" />;
    case 'boolean':
      return <SelectField<Values> control={control} name={path} label={label} options={['true', 'false'].map((choice) => ({ value: choice, label: t(choice === 'true' ? 'yes' : 'no') }))} blank="—" />;
    default:
      return <FormTextField<Values> control={control} name={path} label={label} maxLength={name === 'registrationPlate' ? 20 : 40} />;
  }
}

/** The registration form of a type, or an item's (`item`) to change it. */
function EquipmentForm({ type, item }: { type: EquipmentType; item?: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const refresh = useRefreshEquipment();
  const groups = useGroups();
  const farmsShown = useSession().session?.modules.includes('farms') ?? false;
  const { farm: selected } = useSelectedFarm();
  const form = useForm<Values, unknown, EquipmentInput>({ resolver: equipmentResolver(type), defaultValues: equipmentValues(item, farmsShown ? (selected?.id ?? '') : '') });
  const flow = useSaveFlow(form.formState.isDirty);
  const control = form.control as unknown as Control<Values>;
  const fields = equipmentFields(type) as readonly FieldPath<Values>[];
  const submit = saveSubmit({
    form,
    flow,
    send: (body) => (item ? updateEquipment(item.id, body) : addEquipment(body)),
    refresh,
    pageOf: (saved) => updatePath(saved.id),
    message: item ? ops.updateEquipment.message : ops.addEquipment.message,
    fields: () => fields,
  });
  const label = (name: string) => t(`fields.${name}`);
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="equipment-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <FormSection title={t('sections.identity')}>
        <Box sx={fieldGrid}>
          <FormTextField<Values> control={control} name="name" label={`${label('name')} *`} maxLength={EQUIPMENT_NAME_MAX} autoComplete="off" />
          <SelectField<Values> control={control} name="status" label={label('status')} required options={EQUIPMENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} />
          <FormTextField<Values> control={control} name="make" label={label('make')} maxLength={60} />
          <FormTextField<Values> control={control} name="model" label={label('model')} maxLength={60} />
          <FormTextField<Values> control={control} name="serialNumber" label={label('serialNumber')} maxLength={60} autoComplete="off" />
          <FormTextField<Values> control={control} name="meterHours" type="number" label={label('meterHours')} />
          {DETAIL_FIELDS[type].map(([key, kind]) => (
            <DetailField key={key} control={control} name={key} kind={kind} />
          ))}
        </Box>
      </FormSection>
      <FormSection title={t('sections.place')}>
        <Box sx={fieldGrid}>
          {farmsShown ? <FarmZoneFields control={control} setValue={form.setValue as unknown as UseFormSetValue<Values>} /> : <PlaceText item={item} />}
          <SelectField<Values> control={control} name="groupId" label={label('groupId')} options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))} blank={t('noGroup')} />
        </Box>
      </FormSection>
      <FormSection title={t('sections.purchase')}>
        <Box sx={fieldGrid}>
          <FormTextField<Values> control={control} name="purchaseDate" type="date" label={label('purchaseDate')} slotProps={{ inputLabel: { shrink: true } }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <FormTextField<Values> control={control} name="purchasePrice.amountMinor" type="number" label={label('price')} />
            <FormTextField<Values> control={control} name="purchasePrice.currency" label={label('currency')} sx={{ width: 110, flexShrink: 0 }} slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }} />
          </Box>
        </Box>
        <FormTextField<Values> control={control} name="notes" label={label('notes')} multiline minRows={2} maxLength={1000} />
      </FormSection>
      <FormFooter flow={flow} cancelTo={item ? INVENTORY : '/equipmentinventory/create'} submitting={form.formState.isSubmitting} submitLabel={t(item ? 'save' : 'registerSubmit')} />
    </Box>
  );
}

/** `/equipmentRegistration/:type`: the registration form of that type. */
export function RegistrationPage() {
  const { t } = useTranslation('equipment');
  const { type } = useParams();
  const known = (EQUIPMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as EquipmentType) : 'other';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle>{t('registerType', { type: t(`types.${known}`) })}</PageTitle>
      <EquipmentForm key={known} type={known} />
    </Box>
  );
}

/** Removes the item after the confirmation; the inventory then says the server's message, a refusal is said here. */
function DeleteItem({ item }: { item: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const navigate = useNavigate();
  const refresh = useRefreshEquipment();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setConfirming(false);
    setFailure(null);
    setBusy(true);
    try {
      await deleteEquipment(item.id);
      await navigate(INVENTORY, { state: { saved: ops.deleteEquipment.message } });
      await refresh();
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-end' }}>
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} loading={busy} onClick={() => setConfirming(true)}>
        {t('deleteItem')}
      </Button>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </Box>
  );
}

/**
 * `/equipmentinventory/update/:id`: the item's details, maintenance history, plans and documents.
 * The page's title stands whatever the item's answer, so an item not found still says where it is.
 */
export function UpdatePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const item = useEquipment(id);
  const saved = useSavedNotice();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 900 }}>
      <PageTitle>{t(entry.titleKey)}</PageTitle>
      <QueryState query={item} emptyText="" isEmpty={() => false}>
        {(answer) => (
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <DetailHeader name={answer.name} actions={<DeleteItem item={answer} />} />
            <FormAlert notice={saved} />
            <EquipmentForm key={answer.updatedAt} type={answer.type} item={answer} />
            <PlansSection item={answer} />
            <MaintenanceSection item={answer} />
            <DocumentsSection item={answer} />
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
