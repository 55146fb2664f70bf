import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { setPasswordRequest } from '@ganado/shared/auth';
import { PasswordField } from '../../../components/form/fields';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { PasswordRules } from './PasswordRules';

type Values = z.output<typeof setPasswordRequest>;

/**
 * A new password typed twice and the button that saves it, inside the caller's form: each screen
 * names the fields as its own schema (and the server) does, and words the labels its own way.
 */
export function PasswordPairFields<T extends FieldValues>({ control, names, labels, submitLabel, submitting, notice, showRules = false }: {
  control: Control<T>;
  names: readonly [FieldPath<T>, FieldPath<T>];
  /** Already translated: the password, then its confirmation. */
  labels: readonly [string, string];
  submitLabel: string;
  submitting: boolean;
  /** Shown above the fields; a screen with its own notice elsewhere leaves it out. */
  notice?: Notice | null;
  /** The password rule's parts, ticked as typed, where the schema asks for the full rule. */
  showRules?: boolean;
}) {
  return (
    <>
      {notice !== undefined && <FormAlert notice={notice} />}
      <PasswordField control={control} name={names[0]} label={labels[0]} autoComplete="new-password" />
      {showRules && <PasswordRules control={control} name={names[0]} />}
      <PasswordField control={control} name={names[1]} label={labels[1]} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * New Password, Confirm Password, CONTINUE (docs/product.md §2 /setPassword/{id} and /password/set); the
 * shared set-password schema blocks submission with its texts.
 */
export function PasswordPairForm({ notice, onSubmit }: { notice: Notice | null; onSubmit: (values: Values) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, formState } = useForm<z.input<typeof setPasswordRequest>, unknown, Values>({
    resolver: zodResolver(setPasswordRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PasswordPairFields
        control={control}
        names={['password', 'confirmPassword']}
        labels={[t('setPassword.password'), t('setPassword.confirmPassword')]}
        submitLabel={t('setPassword.submit')}
        submitting={formState.isSubmitting}
        notice={notice}
        showRules
      />
    </Box>
  );
}
