import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { renderWithProviders } from '../../testing/render';
import { useOfflineReady } from './offline-ready';
import { offerUpdate, updateServiceWorker } from './register-in-tests';

/** A page being filled in, under the prompt AppProviders mounts. */
const renderPage = () => renderWithProviders(<p>Weighing in progress</p>);

describe('the offer of a new release', () => {
  beforeEach(() => updateServiceWorker.mockClear());

  it('shows nothing while no new release waits', () => {
    renderPage();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('reloads into the new release only when the person chooses Reload', async () => {
    renderPage();
    act(() => offerUpdate());
    await screen.findByText('A new version of Ganado is ready.');
    expect(updateServiceWorker).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('keeps the running version when the person chooses Later', async () => {
    renderPage();
    act(() => offerUpdate());
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByTestId('update-prompt')).toBeNull());
    expect(screen.getByText('Weighing in progress')).toBeTruthy();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPage();
    act(() => offerUpdate());
    await screen.findByText('Ya está lista una nueva versión de Ganado.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toBeTruthy();
  });
});

describe('useOfflineReady', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is false where there is no service worker (jsdom, or plain http to a LAN address)', () => {
    expect(renderHook(() => useOfflineReady()).result.current).toBe(false);
  });

  it('turns true when a service worker takes control of the page', () => {
    const container = Object.assign(new EventTarget(), { controller: null as object | null });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const { result } = renderHook(() => useOfflineReady());
    expect(result.current).toBe(false);

    act(() => {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(result.current).toBe(true);
  });
});
