import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@ganado/shared/constants';
import { userRequest, type AdminUser, type UserRequest } from '@ganado/shared/users';
import { errorText } from '../../app/api';
import { PersistentDialog } from '../../components/dialogs/PersistentDialog';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { PhoneFields } from '../auth/components/PersonFields';
import { SelectField } from '../../components/form/SelectField';
import { applyServerFieldErrors } from '../auth/form-errors';
import { useDepartments } from '../departments/api';
import { useRoles } from '../roles/api';

type UserForm = z.input<typeof userRequest>;
const FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'countryCode', 'language', 'department', 'role'] as const;

interface UserDialogProps {
  /** The user to edit; null to add one. */
  user: AdminUser | null;
  onSubmit: (body: UserRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a user (docs/product.md §5: department and role are required). Mounted only while open. */
export function UserDialog({ user, onSubmit, onClose }: UserDialogProps) {
  const { t } = useTranslation(['users', 'common', 'messages']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserForm, unknown, UserRequest>({
    resolver: zodResolver(userRequest),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
      countryCode: user?.countryCode ?? '',
      language: user?.language ?? '',
      department: user?.department?.id ?? '',
      role: user?.role?.id ?? '',
    },
  });
  const department = useWatch({ control: form.control, name: 'department' });
  const departments = useDepartments();
  const roles = useRoles(department || undefined);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      setFailure(errorText(error, user ? 'errors.somethingWentWrong' : 'errors.userCreationFailed'));
    }
  });

  return (
    <PersistentDialog
      open
      width="wide"
      title={user ? t('editTitle') : t('addTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('common:admin.cancel')}</Button>
          <Button type="submit" form="user-dialog-form" variant="contained" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="user-dialog-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
        </Box>
        <FormTextField control={form.control} name="firstName" label={t('firstName')} autoComplete="off" />
        <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="off" />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={form.control} name="email" label={t('email')} type="email" autoComplete="off" />
        </Box>
        <PhoneFields control={form.control} labels={{ countryCode: t('countryCode'), mobile: t('mobile') }} />
        <SelectField
          control={form.control}
          name="language"
          label={t('language')}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
        <SelectField
          control={form.control}
          name="department"
          label={t('department')}
          options={(departments.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          onValueChange={() => form.setValue('role', '')}
        />
        <SelectField
          control={form.control}
          name="role"
          label={t('role')}
          disabled={!department}
          options={(roles.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
      </Box>
    </PersistentDialog>
  );
}
