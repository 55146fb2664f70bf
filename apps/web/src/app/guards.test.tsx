import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { renderApp, renderRoutes } from '../testing/render';
import { SessionRoot } from './guards';
import { envelope, signInForTest } from '../testing/session';
import { SESSION_STORAGE_KEYS } from './session-storage';
import { restoreSession } from './session';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => envelope(null)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the route guard of docs/product.md §4', () => {
  it.each(['/myfarm/farmlist', '/animals/A-1/notes', '/knowledge-garden', '/dashboard', '/'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByTestId('login-page')).toBeTruthy();
    },
  );

  it.each(['/login', '/register', '/register/email', '/register/mobile'])(
    'sends a signed-in user visiting %s to /myfarm (and on to the farm list)',
    async (path) => {
      signInForTest();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/myfarm/farmlist'));
    },
  );

  it.each(['/pre-register', '/forgot-password', '/setPassword/abc', '/password/set', '/otp', '/confirmation'])(
    'keeps %s open to everyone, signed in or not',
    async (path) => {
      const { router, unmount } = renderApp(path);
      expect(await screen.findByTestId('public-layout')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      unmount();
      signInForTest();
      const second = renderApp(path);
      expect(await screen.findByTestId('public-layout')).toBeTruthy();
      expect(second.router.state.location.pathname).toBe(path);
    },
  );

  it('logs in automatically from the stored session (a reload)', async () => {
    const session = signInForTest();
    localStorage.setItem(SESSION_STORAGE_KEYS.session, JSON.stringify(session));
    await restoreSession();
    renderApp('/animals');
    expect(await screen.findByTestId('app-shell')).toBeTruthy();
  });

  it('ignores a stored session it cannot read', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.session, '{"token":"t"}');
    await restoreSession();
    const { router } = renderApp('/animals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a user who must change the password to the reset dialog, from anywhere', async () => {
    signInForTest({ requiredToResetPW: true });
    const { router } = renderApp('/animals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
  });

  it('shows only the modules of the session in the side menu', async () => {
    signInForTest({ modules: ['farms', 'animals'] });
    renderApp('/myfarm/farmlist');
    (await screen.findByRole('button', { name: 'Open navigation menu' })).click();
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Farms', 'Animals', 'In the barn']);
  });
});

describe('a page that is still loading', () => {
  it('shows a bar along the top from the click until the page is in', async () => {
    let arrive: (page: { Component: () => string }) => void = () => undefined;
    const slowPage = new Promise<{ Component: () => string }>((resolve) => (arrive = resolve));
    renderRoutes([{ element: <SessionRoot />, children: [{ path: '/', element: <Link to="/slow">Weigh</Link> }, { path: '/slow', lazy: () => slowPage }] }], '/');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(await screen.findByText('Weigh'));
    expect((await screen.findByRole('progressbar')).getAttribute('aria-label')).toBe('Loading');
    arrive({ Component: () => 'Weighing' });
    expect(await screen.findByText('Weighing')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
