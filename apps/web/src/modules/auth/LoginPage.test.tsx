import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@ganado/shared/constants';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, testSession } from '../../testing/session';
import { getSession } from '../../app/session';
import i18n from '../../app/i18n';

afterEach(() => vi.unstubAllGlobals());

function loginAnswer(requiredToResetPW = false, language: 'en' | 'es' = 'en') {
  const session = testSession();
  return envelope({ ...session, user: { ...session.user, language }, requiredToResetPW });
}

/** The login page, once it is on screen. */
async function openLogin() {
  const view = renderApp('/login');
  await screen.findByTestId('login-page');
  return view;
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email or mobile'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form (docs/product.md §5, §8)', { timeout: 15_000 }, () => {
  it('shows the required texts for empty fields', async () => {
    await openLogin();
    fill('', '');
    expect(await screen.findByText('Email/Mobile can not be empty.')).toBeTruthy();
    expect(screen.getByText('Password can not be empty.')).toBeTruthy();
  });

  it('rejects a username that is neither an email nor a mobile, and a short password', async () => {
    await openLogin();
    fill('ana@finca', 'short');
    expect(await screen.findByText('Invalid email/mobile format.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
  });

  it('shows the texts in Spanish', async () => {
    await i18n.changeLanguage('es');
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo/móvil no puede estar vacío.')).toBeTruthy();
  });

  it('signs in, keeps the session and goes to the farm list', async () => {
    const fetchMock = vi.fn(async () => loginAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const { router } = await openLogin();
    fill('farmer@ganado.farm', 'Ganado#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myfarm/farmlist'));
    expect(getSession()?.token).toBe('access-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'farmer@ganado.farm', password: 'Ganado#2026' }) }));
  });

  it("switches the interface to the account's language and remembers it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => loginAnswer(false, 'es')));
    const { router } = await openLogin();
    expect(i18n.language).toBe('en');
    fill('farmer@ganado.farm', 'Ganado#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myfarm/farmlist'));
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta FF' })).toBeTruthy();
  });

  it('opens the forced reset dialog when the answer says requiredToResetPW', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => loginAnswer(true)));
    const { router } = await openLogin();
    fill('reset@ganado.farm', 'Ganado#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
  });

  it('shows the spec failure texts on a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        errorResponse(401, 'errors.unableToLogin', 'Unable to Login', [{ param: 'username', msg: 'x', key: 'errors.checkCredentials' }]),
      ),
    );
    const { router } = await openLogin();
    fill('farmer@ganado.farm', 'Wrong#20260');
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toContain('Unable to Login');
    expect(alert.textContent).toContain('Please make sure you have the correct credentials and your account is activated');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('shows another failure (a locked account) with its own text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => errorResponse(423, 'errors.accountLocked', 'locked')));
    await openLogin();
    fill('farmer@ganado.farm', 'Wrong#20260');
    expect((await screen.findByTestId('form-alert')).textContent).toContain('Too many failed attempts. Please try again in 15 minutes.');
  });
});
