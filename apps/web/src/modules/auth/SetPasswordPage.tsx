import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { preRegisterOperations, type setPasswordRequest } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import { ApiError, call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import type { Notice } from '../../components/form/FormAlert';
import { PasswordPairForm } from './components/PasswordPairForm';
import { storeConfirmation } from './flow-storage';

type Values = z.output<typeof setPasswordRequest>;

/**
 * What both emailed set-password links show; they differ only in where the password goes, what
 * follows, and how a failure reads.
 */
function PasswordLinkPage({ entry, testId, save, failureText }: {
  entry: RouteEntry;
  testId: string;
  /** Sends the password and moves on; throws when the server refuses it. */
  save: (values: Values) => Promise<void>;
  failureText: (error: unknown) => string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
      <PasswordPairForm
        notice={notice}
        onSubmit={async (values) => {
          setNotice(null);
          try {
            await save(values);
          } catch (error) {
            setNotice({ severity: 'error', text: failureText(error) });
          }
        }}
      />
    </Box>
  );
}

/** The first server error message (docs/product.md §8: "show the first server error message as an error notice"). */
function firstServerMessage(error: unknown): string {
  const item = error instanceof ApiError ? error.errors[0] : undefined;
  return item?.msg ?? errorText(error, 'errors.passwordCreationFailed');
}

/** /setPassword/:id: a pre-registered user's emailed link (POST /user/pre-register/set-password/{token}). */
export function SetPasswordPage({ entry }: { entry: RouteEntry }) {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const save = async (values: Values) => {
    await call(preRegisterOperations.setInvitedPassword, { params: { token: id }, body: values });
    storeConfirmation('success.passwordCreated');
    void navigate('/confirmation');
  };
  return <PasswordLinkPage entry={entry} testId="set-password-page" save={save} failureText={firstServerMessage} />;
}

/** /password/set?token=: success goes to /login with the success notice; failure says so (docs/product.md §4, §8). */
export function CreatePasswordPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const save = async (values: Values) => {
    await call(preRegisterOperations.setPasswordByLink, { query: { token: search.get('token') ?? '' }, body: values });
    void navigate('/login', { state: { noticeKey: 'success.passwordCreated' } });
  };
  return <PasswordLinkPage entry={entry} testId="create-password-page" save={save} failureText={() => t('errors.passwordCreationFailed')} />;
}
