import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { signUpOperations } from '@ganado/shared/auth';
import { operationUrl } from '@ganado/shared/http';
import { API_BASE } from '../../../app/api';
import { queryClient } from '../../../app/query-client';

/** Read by the widget itself (and below), not with `call`: the challenge is answered bare. */
export const CAPTCHA_CHALLENGE_URL = `${API_BASE}${operationUrl(signUpOperations.getCaptchaChallenge)}`;

/**
 * Whether the server asks for a captcha: it serves ALTCHA challenges at CAPTCHA_CHALLENGE_URL
 * unless started with CAPTCHA_ENABLED=false, when the route answers 404 or `{enabled: false}`.
 */
export function useCaptchaRequired() {
  return useQuery(
    {
      queryKey: ['captcha-required'],
      queryFn: async () => {
        const response = await fetch(CAPTCHA_CHALLENGE_URL, { headers: { Accept: 'application/json' } });
        if (!response.ok) return false;
        const body = (await response.json().catch(() => null)) as { enabled?: unknown; data?: { enabled?: unknown } } | null;
        return body?.enabled !== false && body?.data?.enabled !== false;
      },
      staleTime: Infinity,
      retry: false,
    },
    // Public pages have no provider above them (app/query-client.ts).
    queryClient,
  );
}

/**
 * The ALTCHA widget (self-hosted proof of work). `onChange` receives the payload to send as
 * `captcha` once solved, and null when it expires or fails.
 */
export function Captcha({ onChange, error }: { onChange: (payload: string | null) => void; error?: string }) {
  const { t, i18n } = useTranslation('auth');
  const widget = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // ALTCHA registers Spanish as "es-es"; English is built in.
  const widgetLanguage = i18n.language === 'es' ? 'es-es' : 'en';
  useEffect(() => {
    // The widget's code (a web component with its workers) loads only on the step that shows it.
    void import('altcha');
    if (widgetLanguage === 'es-es') void import('altcha/i18n/es-es');
  }, [widgetLanguage]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const verified = (event: Event) => onChangeRef.current((event as CustomEvent<{ payload?: string }>).detail?.payload ?? null);
    const stateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state && state !== 'verified') onChangeRef.current(null);
    };
    element.addEventListener('verified', verified);
    element.addEventListener('statechange', stateChange);
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('statechange', stateChange);
    };
  }, [widgetLanguage]);

  return (
    <Box data-testid="captcha">
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('signUp.captcha')}
      </Typography>
      <Box key={widgetLanguage}>
        <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} language={widgetLanguage} name="captcha" style={{ maxWidth: '100%' }} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
