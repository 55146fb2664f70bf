import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render';
import { envelope, signInForTest } from '../testing/session';
import i18n from './i18n';
import { namespaces } from './i18n-resources';
import { routeMap } from './route-map';
import { webModules } from './routes';
import { SESSION_STORAGE_KEYS } from './session-storage';
import { clearSession, getSession } from './session';

const signOutForTest = clearSession;

describe('app routes', () => {
  beforeEach(() => {
    signInForTest();
    vi.stubGlobal('fetch', vi.fn(async () => envelope(null)));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a signed-in page no module serves in the shell, as coming soon, with its title', async () => {
    renderApp('/coming-soon');
    expect(await screen.findByTestId('app-shell')).toBeTruthy();
    expect(screen.getByTestId('coming-soon')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Coming soon');
    expect(document.title).toBe('Coming soon · Ganado');
    expect(screen.getByRole('link', { name: 'Back to my farms' }).getAttribute('href')).toBe('/myfarm/farmlist');
  });

  it('shows a placeholder route in the shell too', async () => {
    renderApp('/knowledge-garden');
    expect(await screen.findByTestId('coming-soon')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Knowledge garden');
  });

  it('follows / through /myfarm to the farm list', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myfarm/farmlist'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('My farms');
  });

  it('carries params through a redirect', async () => {
    const { router } = renderApp('/animals/A-17');
    await waitFor(() => expect(router.state.location.pathname).toBe('/animals/A-17/details'));
  });

  it('opens the phone menu, with the entry of the current module highlighted', async () => {
    // jsdom has no matchMedia, so the shell takes the phone layout.
    renderApp('/animals/A-17/notes');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const current = within(navigation).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Animals');
    expect(current.getAttribute('href')).toBe('/animals');
  });

  it('shows a public page in the public layout', async () => {
    renderApp('/setPassword/abc');
    expect(await screen.findByTestId('public-layout')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Set password');
    expect(screen.queryByTestId('app-shell')).toBeNull();
  });

  it('gives /login its sign-in layout', async () => {
    localStorage.clear();
    signOutForTest();
    renderApp('/login');
    expect(await screen.findByLabelText('Email or mobile')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
  });

  it('shows the 404 page for any unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Page Not Found');
    expect(
      screen.getByText(
        'The page you are looking for might have been removed had its changed or is temporarily unavailable',
      ),
    ).toBeTruthy();
  });

  it('switches the language from the selector', async () => {
    signOutForTest();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    // The menu is a chunk loaded when first opened (LanguageSelector.tsx).
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(i18n.language).toBe('es');
  });

  it('logs out: clears the stored session and farm, then goes to /login', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.farm, '7');
    const { router } = renderApp('/myfarm/farmlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu FF' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.farm)).toBeNull();
    expect(getSession()).toBeNull();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });
});

describe('the web modules (modules/<name>/module.ts)', () => {
  const declared = Object.entries(webModules).flatMap(([file, module]) => Object.keys(module.routes ?? {}).map((path) => ({ file, path })));

  it('are found', () => {
    expect(Object.keys(webModules)).toEqual(expect.arrayContaining(['../modules/auth/module.ts', '../modules/animals/module.ts']));
  });

  it.each(declared.map(({ file, path }) => [path, file] as const))('serve %s, a page of the route map (%s)', (path) => {
    expect(['public', 'private']).toContain(routeMap.find((entry) => entry.path === path)?.kind);
  });

  it('serve each path once', () => {
    const paths = declared.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serve every built page: every public one, and every signed-in one of a built area', () => {
    const served = new Set(declared.map(({ path }) => path));
    for (const entry of routeMap.filter((candidate) => candidate.kind === 'public')) expect(served, entry.path).toContain(entry.path);
    expect(served).toContain('/animals/:animal_number/genotype-data');
    expect(served).toContain('/change-password');
  });

  it('load a page component for every path they serve', async () => {
    for (const { path, file } of declared) {
      const page = await webModules[file]!.routes![path]!();
      expect(typeof page, path).toBe('function');
    }
  });

  it('name only namespaces that have texts', () => {
    for (const [file, module] of Object.entries(webModules)) {
      for (const namespace of module.namespaces ?? []) expect(namespaces, file).toContain(namespace);
    }
  });

  it("load a page's namespaces with it: it never shows a key", async () => {
    signOutForTest();
    await i18n.changeLanguage('es');
    // Any of its pages loads the module's namespaces; drop them to see the route load them again.
    i18n.removeResourceBundle('es', 'auth');
    renderApp('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/forgotPassword\./);
  });
});
