import Box from '@mui/material/Box';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useTankChoices } from './api';
import type { PlaceValues } from './place-form';

/** The canisters of a tank, numbered from 1. */
const canistersOf = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

/**
 * Where straws go: an active tank, one of its canisters (a select, so no canister the tank lacks is
 * offered) and the goblet as the farm marks it; then how many straws and when. A canister beyond
 * the tank chosen next is cleared, not kept out of sight.
 */
export function PlaceFields({ form, control, strawsHelp, strawsRequired }: { form: Pick<UseFormReturn<PlaceValues>, 'getValues' | 'setValue'>; control: Control<PlaceValues>; strawsHelp: string; strawsRequired: boolean }) {
  const { t } = useTranslation('semen');
  const tanks = useTankChoices();
  const tankId = useWatch({ control, name: 'tankId' });
  const chosen = tanks?.find((tank) => tank.id === tankId);
  const field = (name: keyof PlaceValues) => t(`place.fields.${name}`);
  return (
    <>
      <SelectField
        control={control}
        name="tankId"
        label={field('tankId')}
        required
        options={(tanks ?? []).map((tank) => ({ value: tank.id, label: tank.farm ? t('place.tankOnFarm', { tank: tank.name, farm: tank.farm.name }) : tank.name }))}
        helperText={tanks?.length === 0 ? t('place.noTanks') : undefined}
        onValueChange={(next) => {
          const canisters = tanks?.find((tank) => tank.id === next)?.canisters ?? 0;
          if (Number(form.getValues('canister')) > canisters) form.setValue('canister', '');
        }}
      />
      <Box sx={fieldGrid}>
        <SelectField control={control} name="canister" label={field('canister')} required disabled={!chosen} options={canistersOf(chosen?.canisters ?? 0).map((value) => ({ value, label: value }))} />
        <FormTextField control={control} name="goblet" label={field('goblet')} helperText={t('place.gobletHelp')} maxLength={20} autoComplete="off" />
        <NumberField control={control} name="straws" label={field('straws')} required={strawsRequired} helperText={strawsHelp} />
        <FormDateField control={control} name="occurredAt" label={field('occurredAt')} required withTime />
      </Box>
    </>
  );
}
