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
