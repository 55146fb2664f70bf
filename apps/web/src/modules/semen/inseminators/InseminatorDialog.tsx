import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Inseminator, type InseminatorForm } from '@ganado/shared/semen';
import { userOperations } from '@ganado/shared/users';
import { call } from '../../../app/api';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { CheckboxField } from '../../farms/form/fields';
import { createInseminator, updateInseminator } from '../api';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenForm } from '../form/use-semen-form';
import { INSEMINATOR_FIELDS, inseminatorResolver, inseminatorValues, type InseminatorValues } from './inseminator-form';

type InseminatorFormApi = ReturnType<typeof useSemenForm<InseminatorValues, InseminatorForm>>;

/**
 * GET /api/option/user: the organisation's active users, by name. Open to any signed-in user (other
 * modules pick people), so no module need be granted; the key is the one the task assignee's picker asks.
 */
function useUserChoices() {
  return useQuery({ queryKey: ['users', 'options', ''], queryFn: () => call(userOperations.listUserOptions, { query: { page: 1, limit: 1000 } }) });
}

/**
 * The user of the organisation an inseminator is, chosen among its users; none for an outside
 * technician. Until the users are had (or when they cannot be), the user already linked is said and
 * kept, as the sire's herd animal is. One linked but since deactivated is still offered, as he is.
 */
function InseminatorUserField({ form, linked }: { form: InseminatorFormApi; linked: Inseminator['user'] }) {
  const { t } = useTranslation('semen');
  const users = useUserChoices();
  if (!users.data) {
    return linked ? <Typography color="text.secondary">{t('inseminators.linkedUser', { name: linked.name })}</Typography> : null;
  }
  const people = linked && !users.data.some((user) => user.id === linked.id) ? [linked, ...users.data] : users.data;
  return (
    <SelectField
      control={form.control}
      name="userId"
      label={t('inseminators.fields.user')}
      blank={t('inseminators.noUser')}
      options={people.map((user) => ({ value: user.id, label: user.name }))}
      onValueChange={(id) => {
        // A user chosen names an inseminator not yet named; a name typed is left as it is.
        const user = people.find((person) => person.id === id);
        if (user && !form.form.getValues('name').trim()) form.form.setValue('name', user.name, { shouldValidate: form.form.formState.isSubmitted });
      }}
    />
  );
}

/**
 * An inseminator added or changed: name, the user of the organisation he is (if he is one), licence
 * number, and whether still active (a retired one keeps the services he did).
 */
export function InseminatorDialog({ inseminator, onClose, onSaved }: { inseminator: Inseminator | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const state = useSemenForm({
    resolver: inseminatorResolver,
    defaultValues: inseminatorValues(inseminator),
    fields: INSEMINATOR_FIELDS,
    send: (body) => (inseminator ? updateInseminator(inseminator.id, body) : createInseminator(body)),
    message: (inseminator ? ops.updateInseminator : ops.addInseminator).message,
    onSaved,
  });
  const { control } = state;
  return (
    <FormDialog title={t(inseminator ? 'inseminators.editTitle' : 'inseminators.addTitle')} submitLabel={t('inseminators.save')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={control} name="name" label={t('inseminators.fields.name')} required maxLength={100} autoComplete="off" />
      <InseminatorUserField form={state} linked={inseminator?.user ?? null} />
      <FormTextField control={control} name="licenceNumber" label={t('inseminators.fields.licenceNumber')} helperText={t('inseminators.licenceHelp')} maxLength={40} autoComplete="off" />
      <CheckboxField control={control} name="active" label={t('inseminators.fields.active')} />
    </FormDialog>
  );
}
