import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX, groupRequest, type AnimalGroup, type GroupForm, type GroupRequest } from '@ganado/shared/animals';
import { errorText } from '../../../app/api';
import { PersistentDialog } from '../../../components/dialogs/PersistentDialog';
import { FormTextField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../auth/form-errors';
import { createGroup, updateGroup, useFarmOptions } from '../api';

/** A new group, or a group's name, description and farm changed. */
export function GroupDialog({ group, onClose, onSaved }: { group?: AnimalGroup; onClose: () => void; onSaved: (group: AnimalGroup) => void }) {
  const { t } = useTranslation(['animals', 'common']);
  const queryClient = useQueryClient();
  const farms = useFarmOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GroupForm, unknown, GroupRequest>({
    resolver: zodResolver(groupRequest),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '', farmId: group?.farmId ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = group ? await updateGroup(group.id, body) : await createGroup(body);
      await queryClient.invalidateQueries({ queryKey: ['animals'] });
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, ['name', 'description', 'farmId'], form.setError);
      setFailure(errorText(error, 'errors.checkAllValues'));
    }
  });
  return (
    <PersistentDialog
      open
      title={t(group ? 'groups.edit' : 'groups.new')}
      actions={
        <>
          <Button onClick={onClose}>{t('common:admin.cancel')}</Button>
          <Button type="submit" form="group-form" variant="contained" loading={form.formState.isSubmitting}>
            {t('groups.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="group-form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
        <FormTextField control={form.control} name="name" label={t('groups.name')} required autoFocus maxLength={GROUP_NAME_MAX} />
        <FormTextField control={form.control} name="description" label={t('groups.description')} multiline minRows={2} />
        <SelectField control={form.control} name="farmId" label={t('fields.farm')} options={farms} blank={t('groups.anyFarm')} />
      </Box>
    </PersistentDialog>
  );
}
