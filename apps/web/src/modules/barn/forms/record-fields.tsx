import { useEffect } from 'react';
import { type Control, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMINISTRATION_ROUTES,
  BIRTH_EASES,
  CONCEPTION_METHODS,
  DOSE_UNITS,
  GENDERS,
  MILK_UNITS,
  MILKING_SESSIONS,
  PREGNANCY_CHECK_METHODS,
  PREGNANCY_RESULTS,
  WEIGHING_METHODS,
  WEIGHT_UNITS,
} from '@ganado/shared/animals';
import { dayText, numberText } from '../../../components/format';
import { ChoiceField, QuantityField, TextInput } from '../../animals/records/fields';
import type { StoredSnapshot } from '../store/db';
import type { BarnRecordType } from './record-types';

interface FieldsProps {
  control: Control<FieldValues>;
  setValue: UseFormSetValue<FieldValues>;
  snapshot: StoredSnapshot;
}

/**
 * The medicine of a treatment or a vaccination from what the phone keeps: a drug with stock and the
 * pack to draw from (the first to expire chosen to begin with), or a product named by hand. Whether
 * the pack still holds the dose is the server's to say when the command arrives: stock moves only
 * through its ledger (docs/decisions.md, "Offline in the barn").
 */
function MedicineFields({ control, setValue, snapshot, vaccination }: FieldsProps & { vaccination: boolean }) {
  const { t, i18n } = useTranslation('animals');
  const [drugId, packId] = useWatch({ control, name: ['drugId', 'packId'] }) as [string | null, string | null];
  const drugs = snapshot.drugs.filter((drug) => drug.isVaccine === vaccination);
  const packs = snapshot.packs.filter((pack) => pack.drugId === drugId);
  const suggested = packs.find((pack) => pack.suggested) ?? packs[0];
  useEffect(() => {
    if (drugId && !packs.some((pack) => pack.id === packId)) setValue('packId', suggested?.id ?? null, { shouldDirty: true });
  }, [drugId, packId, packs, suggested, setValue]);
  const packLabel = (id: string) => {
    const pack = packs.find((item) => item.id === id);
    if (!pack) return id;
    const available = `${numberText(pack.available, i18n.language, { digits: 3 })} ${t(`recordChoices.units.${pack.unit}`, { defaultValue: pack.unit })}`;
    return t('medicine.packOption', { batch: pack.batch, expiry: dayText(pack.expiresOn), available });
  };
  const product = vaccination ? 'vaccine' : 'product';
  return (
    <>
      <ChoiceField control={control} name="drugId" label={t('medicine.drug')} values={drugs.map((drug) => drug.id)} labelOf={(id) => drugs.find((drug) => drug.id === id)?.name ?? id} />
      {drugId ? (
        <>
          <ChoiceField control={control} name="packId" label={t('medicine.pack')} values={packs.map((pack) => pack.id)} labelOf={packLabel} required />
          <QuantityField control={control} name="dose" label={t('recordFields.dose')} units={DOSE_UNITS} required />
          <ChoiceField control={control} name="route" label={t('recordFields.route')} values={ADMINISTRATION_ROUTES} labelOf={(value) => t(`recordChoices.administrationRoutes.${value}`)} />
        </>
      ) : (
        <>
          <TextInput control={control} name={product} label={t(`recordFields.${product}`)} required />
          {vaccination && <TextInput control={control} name="batch" label={t('recordFields.batch')} />}
        </>
      )}
      <TextInput control={control} name="veterinarian" label={t('recordFields.veterinarian')} />
      {!vaccination && <TextInput control={control} name="reason" label={t('recordFields.reason')} />}
    </>
  );
}

/** Each barn record type's own fields, in the animals module's words. */
export function RecordFields({ type, ...props }: FieldsProps & { type: BarnRecordType }) {
  const { t } = useTranslation('animals');
  const { control, snapshot } = props;
  switch (type) {
    case 'weight':
      return (
        <>
          <QuantityField control={control} name="weight" label={t('recordFields.weight')} units={WEIGHT_UNITS} required />
          <ChoiceField control={control} name="method" label={t('recordFields.method')} values={WEIGHING_METHODS} labelOf={(value) => t(`recordChoices.weighingMethods.${value}`)} />
        </>
      );
    case 'milk':
      return (
        <>
          <QuantityField control={control} name="yield" label={t('recordFields.yield')} units={MILK_UNITS} required />
          <ChoiceField control={control} name="session" label={t('recordFields.session')} values={MILKING_SESSIONS} labelOf={(value) => t(`recordChoices.milkingSessions.${value}`)} required />
        </>
      );
    case 'note':
      return <TextInput control={control} name="text" label={t('recordFields.noteText')} required />;
    case 'treatment':
    case 'vaccination':
      return <MedicineFields {...props} vaccination={type === 'vaccination'} />;
    case 'service': {
      // A bull of the farm, or a straw from outside named by its code.
      const sires = snapshot.animals.filter((animal) => animal.gender === 'male');
      return (
        <>
          <ChoiceField control={control} name="method" label={t('recordFields.serviceMethod')} values={CONCEPTION_METHODS} labelOf={(value) => t(`choices.conceptionMethods.${value}`)} required />
          <ChoiceField
            control={control}
            name="sireId"
            label={t('recordFields.sire')}
            values={sires.map((sire) => sire.id)}
            labelOf={(id) => {
              const sire = sires.find((animal) => animal.id === id);
              return sire?.nickname ? `${sire.tagNumber} · ${sire.nickname}` : (sire?.tagNumber ?? id);
            }}
          />
          <TextInput control={control} name="semenCode" label={t('recordFields.semenCode')} />
          <TextInput control={control} name="technician" label={t('recordFields.technician')} />
        </>
      );
    }
    case 'pregnancyCheck':
      return (
        <>
          <ChoiceField control={control} name="result" label={t('recordFields.result')} values={PREGNANCY_RESULTS} labelOf={(value) => t(`recordChoices.pregnancyResults.${value}`)} required />
          <ChoiceField control={control} name="method" label={t('recordFields.checkMethod')} values={PREGNANCY_CHECK_METHODS} labelOf={(value) => t(`recordChoices.pregnancyCheckMethods.${value}`)} />
        </>
      );
    case 'calving':
      return (
        <>
          <ChoiceField control={control} name="birthEase" label={t('fields.birthEase')} values={BIRTH_EASES} labelOf={(value) => t(`choices.birthEases.${value}`)} required />
          <TextInput control={control} name="calves.0.tagNumber" label={t('fields.tagNumber')} required />
          <ChoiceField control={control} name="calves.0.gender" label={t('fields.gender')} values={GENDERS} labelOf={(value) => t(`choices.genders.${value}`)} required />
          <QuantityField control={control} name="calves.0.birthWeight" label={t('fields.birthWeight')} units={WEIGHT_UNITS} />
        </>
      );
    case 'groupChange':
      return (
        <ChoiceField
          control={control}
          name="groupId"
          label={t('fields.groupId')}
          values={snapshot.groups.map((group) => group.id)}
          labelOf={(id) => snapshot.groups.find((group) => group.id === id)?.name ?? id}
        />
      );
  }
}
