import { useEffect, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES, DOSE_UNITS } from '@ganado/shared/animals';
import { type Drug, type Pack, productField } from '@ganado/shared/drugs';
import { useDebounced } from '../../../components/admin/paging';
import { FormDateField } from '../../../components/dates/FormDateField';
import { errorMessage } from '../../../components/form/field-error';
import { dayText, numberText } from '../../../components/format';
import { ChoiceField, QuantityField, TextInput } from '../../animals/records/fields';
import { useDrugAccess } from '../access';
import { useDrug, useDrugs, usePacks } from '../api';
import { placeText } from '../packs/place';
import type { MedicineValues } from './medicine';

/** What the group reads and fills of the form around it. */
export interface MedicineForm {
  control: Control<MedicineValues>;
  setValue: UseFormSetValue<MedicineValues>;
}

/** The animals' species, for the label's withdrawal line: cattle unless the form knows better. */
export interface MedicineSpecies {
  code: string;
  /** In the reader's language. */
  name: string;
}

const HOURS_PER_DAY = 24;
const DRUGS_OFFERED = 20;
/** Every in-stock pack of one drug fits one page: a farm keeps a handful of each. */
const PACKS_OFFERED = 100;

/** The picker's choices: the cabinet's drugs, and "from outside the cabinet" (no drug, a product named by hand). */
type DrugOption = { id: string; name: string } | { id: null; name: string };

const full = { gridColumn: '1 / -1' } as const;

/** The drug given, from the cabinet: searched on the server as the person types, or "from outside the cabinet". */
function DrugPicker({ form, onChosen }: { form: MedicineForm; onChosen: (drug: Drug | null) => void }) {
  const { t } = useTranslation('animals');
  const { field, fieldState } = useController({ control: form.control, name: 'drugId' });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const drugs = useDrugs({ search: search || undefined, col: 'name', page: 1, limit: DRUGS_OFFERED });
  const chosen = useDrug(field.value ?? undefined).data;
  const outside: DrugOption = { id: null, name: t('medicine.outside') };
  const found: DrugOption[] = (drugs.data?.items ?? []).map((drug) => ({ id: drug.id, name: drug.name }));
  // The chosen drug stays a choice whatever the search finds, or the picker would blank it.
  const current: DrugOption = field.value ? { id: field.value, name: chosen?.name ?? found.find((option) => option.id === field.value)?.name ?? '' } : outside;
  const options = [outside, ...(current.id && !found.some((option) => option.id === current.id) ? [current] : []), ...found];
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      value={current}
      onChange={(_, option) => {
        const id = option?.id ?? null;
        if (id === (field.value ?? null)) return;
        field.onChange(id);
        onChosen(id ? (drugs.data?.items.find((item) => item.id === id) ?? null) : null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      options={options}
      // The server already searched; "from outside the cabinet" is always offered.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      disableClearable={!field.value}
      loading={drugs.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={t('medicine.noDrugs')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={t('medicine.drug')}
          error={Boolean(message)}
          helperText={message ? errorMessage(t, message) : undefined}
          slotProps={{ formHelperText: { role: message ? 'alert' : undefined } as object }}
        />
      )}
    />
  );
}

/** "Cattle: meat 28 d, milk 3.5 d" from the drug's label, or that the species is not on it and a vet must be named. */
function LabelWithdrawal({ drug, species }: { drug: Drug; species: MedicineSpecies }) {
  const { t, i18n } = useTranslation('animals');
  const days = (hours: number) => t('medicine.days', { value: numberText(hours / HOURS_PER_DAY, i18n.language, { digits: 1 }) });
  const label = drug.withdrawals.find((row) => row.speciesCode === species.code);
  if (!label) {
    return (
      <Typography variant="body2" color="warning.main" sx={full} data-testid="label-withdrawal">
        {t('medicine.offLabel', { species: species.name })}
      </Typography>
    );
  }
  const name = i18n.language.startsWith('es') ? label.speciesNameEs : label.speciesName;
  return (
    <Typography variant="body2" color="text.secondary" sx={full} data-testid="label-withdrawal">
      {t('medicine.labelWithdrawal', { species: name, meat: days(label.meatHours), milk: label.milkHours === null ? t('medicine.notForMilk') : days(label.milkHours) })}
    </Typography>
  );
}

/**
 * The pack the dose is drawn from: the drug's packs in stock, first-expired first, the one to use
 * first chosen to begin with (docs/decisions.md: treatments draw from a pack).
 */
function PackPicker({ form, drugId, required }: { form: MedicineForm; drugId: string; required: boolean }) {
  const { t, i18n } = useTranslation('animals');
  const packId = useWatch({ control: form.control, name: 'packId' });
  const packs = usePacks({ drugId, status: 'inStock', col: 'expiresOn', page: 1, limit: PACKS_OFFERED });
  // Kept while the next drug's packs load: only this drug's count.
  const items = (packs.data?.items ?? []).filter((pack) => pack.drugId === drugId);
  const suggested = items.find((pack) => pack.suggested) ?? null;
  const { setValue } = form;
  useEffect(() => {
    if (!packId && suggested) setValue('packId', suggested.id, { shouldDirty: true });
  }, [packId, suggested, setValue]);
  const byId = new Map<string, Pack>(items.map((pack) => [pack.id, pack]));
  const amount = (pack: Pack) => `${numberText(pack.available, i18n.language, { digits: 3 })} ${t(`recordChoices.units.${pack.unit}`, { defaultValue: pack.unit })}`;
  const labelOf = (id: string) => {
    const pack = byId.get(id);
    if (!pack) return t('medicine.packNotInStock');
    const text = t('medicine.packOption', { batch: pack.batch, expiry: dayText(pack.expiresOn), available: amount(pack) });
    return pack.suggested ? `${text} · ${t('medicine.useFirst')}` : text;
  };
  // A record being edited may name a pack no longer in stock: it stays its choice.
  const values = packId && !byId.has(packId) ? [packId, ...byId.keys()] : [...byId.keys()];
  const chosen = packId ? byId.get(packId) : undefined;
  return (
    <>
      <ChoiceField control={form.control} name="packId" label={t('medicine.pack')} values={values} labelOf={labelOf} required={required} />
      {packs.isSuccess && items.length === 0 && !packs.isPlaceholderData && (
        <Typography variant="body2" color="warning.main" sx={full}>
          {t('medicine.noPacks')}
        </Typography>
      )}
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={full}>
          {t('medicine.keptIn', { place: placeText(chosen.location) })}
        </Typography>
      )}
    </>
  );
}

/**
 * What a treatment or a vaccination gives: a drug of the cabinet and the pack its dose is drawn
 * from, or (from outside the cabinet, or for someone without the cabinet) a product named by hand;
 * the dose, the route, the vet and a longer withdrawal the vet prescribed. Choosing a drug fills its
 * dose unit and first route. What must be named is `medicineProblems` (withMedicineChecks).
 */
export function MedicineFields({ form, species, byHand }: { form: MedicineForm; species?: MedicineSpecies; byHand?: ReactNode }) {
  const { t } = useTranslation('animals');
  const cabinet = useDrugAccess().view;
  const [type, status, drugId] = useWatch({ control: form.control, name: ['type', 'status', 'drugId'] });
  const drug = useDrug(cabinet ? (drugId ?? undefined) : undefined).data;
  const [picked, setPicked] = useState<Drug | null>(null);
  // The drug just picked shows at once; a record's drug once its label loads.
  const given = picked && picked.id === drugId ? picked : drug && drug.id === drugId ? drug : undefined;
  const withDrug = cabinet && Boolean(drugId);
  const done = (status ?? 'done') === 'done';
  const herd = species ?? { code: 'cattle', name: t('medicine.cattle') };
  const offLabel = given ? !given.withdrawals.some((row) => row.speciesCode === herd.code) : false;
  const { setValue } = form;

  const choose = (next: Drug | null) => {
    setPicked(next);
    setValue('packId', null);
    if (!next) return;
    // The product is the drug's own name from now on (the server writes it).
    setValue(productField(type), '');
    const unit = (DOSE_UNITS as readonly string[]).includes(next.doseUnit) ? next.doseUnit : null;
    if (unit) setValue('dose.unit', unit);
    if (next.routes[0]) setValue('route', next.routes[0]);
  };

  return (
    <>
      {cabinet && <DrugPicker form={form} onChosen={choose} />}
      {withDrug ? (
        <>
          <PackPicker form={form} drugId={drugId as string} required={done} />
          {given && <LabelWithdrawal drug={given} species={herd} />}
        </>
      ) : (
        <>
          <TextInput control={form.control} name={productField(type)} label={t(`recordFields.${productField(type)}`)} required />
          {byHand}
        </>
      )}
      <QuantityField control={form.control} name="dose" label={t('recordFields.dose')} units={DOSE_UNITS} required={withDrug && done} />
      <ChoiceField control={form.control} name="route" label={t('recordFields.route')} values={ADMINISTRATION_ROUTES} labelOf={(value) => t(`recordChoices.administrationRoutes.${value}`)} />
      <TextInput control={form.control} name="veterinarian" label={t('recordFields.veterinarian')} required={offLabel} />
      <FormDateField
        control={form.control}
        name="withdrawalEndsOn"
        label={t('recordFields.withdrawalEndsOn')}
        helperText={withDrug ? t('medicine.vetWithdrawalHelp') : undefined}
      />
    </>
  );
}
