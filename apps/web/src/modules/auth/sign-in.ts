import type { UseFormSetError } from 'react-hook-form';
import { loginRequest, sessionOperations, type LoginRequest, type LoginResponse } from '@ganado/shared/auth';
import { ApiError, call, errorText } from '../../app/api';
import i18n from '../../app/i18n';
import type { Notice } from '../../components/form/FormAlert';
import { applyServerFieldErrors } from './form-errors';

/**
 * The sign-in form's checks and request (LoginPage.tsx), a chunk of its own: zod, the contract and
 * the API client load when the form is first used, not with the page (docs/decisions.md, "Initial load").
 */

export type LoginField = keyof LoginRequest;
/** Each field's first error, a message key. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The contract's checks: the values to send, or the errors to show under the fields. */
export function checkLogin(values: LoginRequest): { values: LoginRequest } | { errors: LoginErrors } {
  const parsed = loginRequest.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** What an attempt came to: the answer, a notice above the form, or the server's errors under their fields. */
export type SignInOutcome = { answer: LoginResponse } | { notice: Notice } | { errors: LoginErrors };

export async function submitLogin(values: LoginRequest): Promise<SignInOutcome> {
  try {
    return { answer: await call(sessionOperations.logIn, { body: values }) };
  } catch (error) {
    const unableToLogin = error instanceof ApiError && (error.status === 401 || error.key === 'errors.unableToLogin');
    const errors: LoginErrors = {};
    const placeError: UseFormSetError<LoginRequest> = (field, { message }) => {
      errors[field as LoginField] = message;
    };
    if (!unableToLogin && applyServerFieldErrors(error, ['username', 'password'], placeError)) return { errors };
    return {
      notice: {
        severity: 'error',
        title: i18n.t('messages:errors.unableToLogin'),
        text: unableToLogin ? i18n.t('messages:errors.checkCredentials') : errorText(error),
      },
    };
  }
}
