import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@ganado/shared/constants';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('i18n', () => {
  it('starts in English when nothing is stored, and keeps <html lang> in sync', async () => {
    const { default: i18n } = await import('./i18n');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page Not Found');
  });

  it('remembers the chosen language and restores it on the next load', async () => {
    const first = (await import('./i18n')).default;
    await first.changeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    vi.resetModules();
    const reloaded = (await import('./i18n')).default;
    expect(reloaded).not.toBe(first);
    expect(reloaded.language).toBe('es');
    expect(reloaded.t('notFound.title')).toBe('Página no encontrada');
  });

  it('starts in the browser’s first language we speak until one is chosen, without storing it', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX', 'en-US']);
    const { default: i18n } = await import('./i18n');
    expect(i18n.language).toBe('es');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    vi.resetModules();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect((await import('./i18n')).default.language).toBe('en');
    languages.mockRestore();
  });

  it('ignores a stored value that is not one of our languages', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    const { default: i18n } = await import('./i18n');
    expect(i18n.language).toBe('en');
  });

  it('serves the shared message catalogue as the messages namespace, dotted keys included', async () => {
    const { default: i18n } = await import('./i18n');
    expect(i18n.t('messages:login.usernameRequired')).toBe('Email/Mobile can not be empty.');
    expect(i18n.t('messages:login.usernameRequired', { lng: 'es' })).toBe('El correo/móvil no puede estar vacío.');
  });
});

describe('i18n as the browser loads it', () => {
  const upFront = async (language: 'en' | 'es') => {
    const { createI18n } = await import('./i18n');
    const { UP_FRONT_NAMESPACES } = await import('./namespaces');
    const loaded = createI18n(language, { namespaces: UP_FRONT_NAMESPACES });
    await loaded.ready;
    return loaded.i18n;
  };

  it('loads only the current language, common and messages, before the first paint', async () => {
    const i18n = await upFront('es');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
    expect(i18n.t('messages:login.usernameRequired')).toBe('El correo/móvil no puede estar vacío.');
    expect(i18n.hasResourceBundle('es', 'animals')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('remembers a chosen language at once, before its texts have loaded: a page reloaded meanwhile keeps it', async () => {
    const { createI18n } = await import('./i18n');
    const { UP_FRONT_NAMESPACES } = await import('./namespaces');
    const loaded = createI18n('en', { namespaces: UP_FRONT_NAMESPACES });
    await loaded.ready;
    const switched = loaded.choose('es');
    expect(loaded.i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await switched;
    expect(loaded.i18n.language).toBe('es');
  });

  it('loads a module namespace when asked, and a new language for everything loaded so far', async () => {
    const i18n = await upFront('en');
    expect(i18n.t('auth:login.submit')).toBe('login.submit');
    await i18n.loadNamespaces('auth');
    expect(i18n.t('auth:login.submit')).toBe('Log in');

    await i18n.changeLanguage('es');
    expect(i18n.t('auth:login.submit')).toBe('Iniciar sesión');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
    expect(i18n.hasResourceBundle('es', 'animals')).toBe(false);
  });
});
