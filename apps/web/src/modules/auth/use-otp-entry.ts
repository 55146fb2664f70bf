import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../app/api';
import type { Notice } from '../../components/form/FormAlert';
import { isCompleteOtp } from './components/OtpField';

// A malformed code is, to the person typing it, just a wrong one (docs/product.md §8 "Incorrect OTP").
const WRONG_CODE_KEYS: readonly (string | undefined)[] = ['errors.incorrectOtp', 'otp.format'];

interface OtpEntryOptions {
  /** Sends the complete, trimmed code; throws when the server refuses it. */
  verify: (otp: string) => Promise<void>;
  /** Asks for a new code; throws when it cannot be sent. */
  resend?: () => Promise<void>;
  /** Where the screen shows its notice (some screens share one notice across steps). */
  setNotice: (notice: Notice | null) => void;
  /** The message key for a failure that is not a wrong code. */
  fallbackKey?: string;
  /** The notice for a failed resend, when the screen words it differently. */
  resendFailure?: (error: unknown) => Notice;
}

/**
 * The 6-digit code as every OTP screen handles it (docs/product.md §2, §5, §8): the code itself, Verify only at
 * exactly 6 digits, a wrong code as "Incorrect OTP", and Resend clearing the code and saying it went.
 */
export function useOtpEntry({ verify, resend, setNotice, fallbackKey, resendFailure }: OtpEntryOptions) {
  const { t } = useTranslation('messages');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOtp(otp)) return;
    setBusy('verify');
    setNotice(null);
    try {
      await verify(otp.trim());
    } catch (error) {
      const wrong = error instanceof ApiError && WRONG_CODE_KEYS.includes(error.key);
      setNotice({ severity: 'error', text: wrong ? t('errors.incorrectOtp') : errorText(error, fallbackKey) });
    } finally {
      setBusy(null);
    }
  };

  const resendCode = async () => {
    if (!resend) return;
    setBusy('resend');
    setNotice(null);
    try {
      await resend();
      setOtp('');
      setNotice({ severity: 'success', text: t('success.otpSent') });
    } catch (error) {
      setNotice(resendFailure ? resendFailure(error) : { severity: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return { otp, setOtp, complete: isCompleteOtp(otp), busy, submit, resend: resendCode };
}
