import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EID_STANDARDS, EQUIPMENT_STATUSES, EQUIPMENT_TYPES, type EquipmentInput, type EquipmentItem, type EquipmentType } from '@ganado/shared/equipment';
import { fromMinor, toMinor } from '@ganado/shared/money';
import { ApiError, errorText } from '../../app/api';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { addEquipment, updateEquipment, useEquipment, useGroups, useRefreshEquipment } from './api';
import { DocumentsSection, MaintenanceSection, PlansSection } from './EquipmentSections';
import { updatePath } from './InventoryPage';

type Kind = 'number' | 'date' | 'text' | 'standard' | 'boolean';
/** The fields each type registers (the contract's EQUIPMENT_DETAILS), in the form's order. */
const DETAIL_FIELDS: Record<EquipmentType, [string, Kind][]> = {
  tractor: [['horsepower', 'number']],
  milkingMachine: [
    ['units', 'number'],
    ['stalls', 'number'],
    ['lastPulsationTestOn', 'date'],
  ],
  scale: [
    ['capacityKg', 'number'],
    ['lastCalibratedOn', 'date'],
  ],
  eidReader: [
    ['standard', 'standard'],
    ['firmware', 'text'],
  ],
  tank: [
    ['capacityLitres', 'number'],
    ['cooling', 'boolean'],
  ],
  vehicle: [
    ['registrationPlate', 'text'],
    ['odometerKm', 'number'],
  ],
  other: [],
};
type Common = 'name' | 'make' | 'model' | 'serialNumber' | 'purchaseDate' | 'price' | 'currency' | 'meterHours' | 'status' | 'groupId' | 'notes';
type Values = Record<string, string>;

const valuesOf = (item?: EquipmentItem): Values => {
  const values: Values = { status: 'inService', currency: 'MXN' };
  if (!item) return values;
  Object.assign(values, {
    name: item.name,
    make: item.make ?? '',
    model: item.model ?? '',
    serialNumber: item.serialNumber ?? '',
    purchaseDate: item.purchaseDate ?? '',
    price: item.purchasePrice ? String(fromMinor(item.purchasePrice.amountMinor, item.purchasePrice.currency)) : '',
    currency: item.purchasePrice?.currency ?? 'MXN',
    meterHours: item.meterHours === null ? '' : String(item.meterHours),
    status: item.status,
    groupId: item.group?.id ?? '',
    notes: item.notes ?? '',
  });
  for (const [key, value] of Object.entries(item.details)) values[`details.${key}`] = value === null || value === undefined ? '' : String(value);
  return values;
};

const numberOrNull = (value?: string) => (value ? Number(value) : null);

/** The body the contract takes: blanks as nothing, numbers as numbers, the price in minor units. */
function bodyOf(type: EquipmentType, values: Values): EquipmentInput {
  const details: Record<string, unknown> = {};
  for (const [key, kind] of DETAIL_FIELDS[type]) {
    const value = values[`details.${key}`];
    details[key] = !value ? null : kind === 'number' ? Number(value) : kind === 'boolean' ? value === 'true' : value;
  }
  return {
    type,
    name: values.name ?? '',
    make: values.make,
    model: values.model,
    serialNumber: values.serialNumber,
    purchaseDate: values.purchaseDate,
    purchasePrice: values.price ? { amountMinor: toMinor(Number(values.price), values.currency || 'MXN'), currency: values.currency || 'MXN' } : null,
    meterHours: numberOrNull(values.meterHours),
    status: (values.status || 'inService') as EquipmentInput['status'],
    groupId: values.groupId,
    notes: values.notes,
    details,
  } as EquipmentInput;
}

/** The registration form of a type, or an item's (`item`) to change it. */
function EquipmentForm({ type, item }: { type: EquipmentType; item?: EquipmentItem }) {
  const { t } = useTranslation('equipment');
  const navigate = useNavigate();
  const refresh = useRefreshEquipment();
  const groups = useGroups();
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      size="small"
      label={label}
      name={name}
      value={values[name] ?? ''}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(problems[name])}
      helperText={problems[name]}
      {...extra}
    />
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    setProblems({});
    try {
      const body = bodyOf(type, values);
      const answer = item ? await updateEquipment(item.id, body) : await addEquipment(body);
      await refresh();
      if (item) setSaved(t('saved'));
      else await navigate(updatePath(answer.id));
    } catch (error) {
      setFailure(errorText(error));
      if (error instanceof ApiError) {
        setProblems(Object.fromEntries(error.errors.map((problem) => [problem.param === 'purchasePrice.amountMinor' ? 'price' : problem.param, problem.msg])));
      }
    } finally {
      setSending(false);
    }
  };
  const commonLabel = (name: Common) => t(`fields.${name}`);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 800 }}>
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ gridColumn: '1 / -1' }} onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {field('name', commonLabel('name'), { required: true })}
      {field('make', commonLabel('make'))}
      {field('model', commonLabel('model'))}
      {field('serialNumber', commonLabel('serialNumber'))}
      {field('purchaseDate', commonLabel('purchaseDate'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {field('price', commonLabel('price'), { type: 'number', sx: { flex: 1 } })}
        {field('currency', commonLabel('currency'), { sx: { width: 100 } })}
      </Box>
      {field('meterHours', commonLabel('meterHours'), { type: 'number' })}
      {field('status', commonLabel('status'), {
        select: true,
        children: EQUIPMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        )),
      })}
      {field('groupId', commonLabel('groupId'), {
        select: true,
        children: [
          <MenuItem key="" value="">
            {t('noGroup')}
          </MenuItem>,
          ...(groups.data ?? []).map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          )),
        ],
      })}
      {DETAIL_FIELDS[type].map(([key, kind]) => {
        const name = `details.${key}`;
        const label = t(`details.${key}`);
        if (kind === 'date') return field(name, label, { type: 'date', slotProps: { inputLabel: { shrink: true } } });
        if (kind === 'number') return field(name, label, { type: 'number' });
        if (kind === 'standard')
          return field(name, label, {
            select: true,
            children: ['', ...EID_STANDARDS].map((standard) => (
              <MenuItem key={standard} value={standard}>
                {standard ? t(`standards.${standard}`) : '—'}
              </MenuItem>
            )),
          });
        if (kind === 'boolean')
          return field(name, label, {
            select: true,
            children: ['', 'true', 'false'].map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice ? t(choice === 'true' ? 'yes' : 'no') : '—'}
              </MenuItem>
            )),
          });
        return field(name, label);
      })}
      {field('notes', commonLabel('notes'), { multiline: true, minRows: 2, sx: { gridColumn: '1 / -1' } })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={sending}>
          {t(item ? 'save' : 'registerSubmit')}
        </Button>
      </Box>
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
      <EquipmentForm type={known} />
    </Box>
  );
}

/** `/equipmentinventory/update/:id`: the item's details, maintenance history, plans and documents. */
export function UpdatePage() {
  const { id = '' } = useParams();
  const item = useEquipment(id);
  return (
    <QueryState query={item} emptyText="" isEmpty={() => false}>
      {(answer) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PageTitle>{answer.name}</PageTitle>
          <EquipmentForm key={answer.updatedAt} type={answer.type} item={answer} />
          <PlansSection item={answer} />
          <MaintenanceSection item={answer} />
          <DocumentsSection item={answer} />
        </Box>
      )}
    </QueryState>
  );
}
