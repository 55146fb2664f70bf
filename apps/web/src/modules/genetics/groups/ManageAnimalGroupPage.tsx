import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GROUP_TRAITS, geneticsOperations as ops, type MoveToGroupRequest } from '@ganado/shared/genetics';
import type { RouteEntry } from '../../../app/route-map';
import { failureNotice, withFilledTexts } from '../../../components/form/failure-notice';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { PageTitle } from '../../../components/PageTitle';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { FormSection } from '../../farms/form/fields';
import { GeneticsTabs } from '../GeneticsTabs';
import { withAnimalsNamed } from '../shared/refusals';
import { useGeneticsFigures } from '../shared/figures';
import { FormAnimalChips } from '../shared/FormAnimalChips';
import { GROUPS } from '../shared/paths';
import { moveToGroup, useRefreshGroups } from './api';
import { GroupField } from './GroupField';
import { blankMove, MOVE_FIELDS, MOVE_MAX_ANIMALS, moveResolver, type MoveValues } from './move-form';

/** Into a group of the trait, or out of every group of it (until the next build places them again). */
function Destination({ control }: { control: Control<MoveValues> }) {
  const { t } = useTranslation('genetics');
  const { field } = useController({ control, name: 'destination' });
  const trait = useWatch({ control, name: 'trait' });
  const traitName = trait ? t(`groups.traitsInline.${trait}`) : null;
  return (
    <FormControl>
      <FormLabel id="move-destination">{t('groups.manage.destination')}</FormLabel>
      <RadioGroup aria-labelledby="move-destination" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
        <FormControlLabel value="into" control={<Radio />} label={traitName ? t('groups.manage.into', { trait: traitName }) : t('groups.manage.intoAny')} />
        <FormControlLabel value="out" control={<Radio />} label={traitName ? t('groups.manage.out', { trait: traitName }) : t('groups.manage.outAny')} />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * /genetics/manage-animal-group: several animals moved at once into a contemporary group of a trait
 * (each leaves its other group of the trait; the group becomes the breeder's, kept by builds) or out
 * of every group of it. Done, the page says how many moved and is ready for the next move.
 */
export function ManageAnimalGroupPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common', 'messages']);
  const figures = useGeneticsFigures();
  const refresh = useRefreshGroups();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<MoveValues, unknown, MoveToGroupRequest>({ resolver: moveResolver, defaultValues: blankMove('') });
  const control = form.control as unknown as Control<MoveValues>;
  const destination = useWatch({ control, name: 'destination' });
  const submit = form.handleSubmit(async (body) => {
    setNotice(null);
    const values = form.getValues();
    try {
      const { moved } = await moveToGroup(body);
      await refresh();
      const trait = t(`groups.traitsInline.${body.trait}`);
      const where = values.destination === 'out' || !values.group ? t('groups.manage.movedOut', { trait }) : t('groups.manage.movedInto', { code: values.group.code });
      setNotice({ severity: 'success', title: t(`messages:${ops.moveToContemporaryGroup.message}`), text: t('groups.manage.moved', { count: moved, animals: figures.animals(moved), where }) });
      form.reset(blankMove(body.trait));
    } catch (error) {
      const named = withAnimalsNamed(error, values.animals);
      applyServerFieldErrors(withFilledTexts(named), MOVE_FIELDS, form.setError);
      setNotice(failureNotice(named, MOVE_FIELDS as string[]));
    }
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <GeneticsTabs current="groups" />
      <Typography color="text.secondary">{t('groups.manage.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} data-testid="move-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSection title={t('groups.manage.what')}>
          <Box sx={{ maxWidth: { sm: 360 } }}>
            <SelectField
              control={control}
              name="trait"
              label={`${t('groups.form.trait')} *`}
              options={GROUP_TRAITS.map((value) => ({ value, label: t(`groups.traits.${value}`) }))}
              onValueChange={() => form.setValue('group', null)}
            />
          </Box>
          <FormAnimalChips control={control} name="animals" errorName="animalIds" label={t('groups.form.animals')} max={MOVE_MAX_ANIMALS} />
        </FormSection>
        <FormSection title={t('groups.manage.where')}>
          <Destination control={control} />
          {destination === 'into' && <GroupField control={control} />}
        </FormSection>
        <FormAlert notice={notice} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={GROUPS}>
            {t('groups.manage.backToGroups')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('groups.manage.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
