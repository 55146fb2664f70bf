import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { IDLE_SESSION } from '@ganado/shared/constants';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest } from '../../testing/session';
import { keepEveryDeclaration } from '../../testing/styles';
import { getSession } from '../../app/session';

const WARNING_TEXT = 'the system will log out automatically in 2 minutes';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', vi.fn(async () => envelope(null)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('idle logout (docs/product.md §9)', { timeout: 15_000 }, () => {
  it('warns after 13 idle minutes and logs out at 15', async () => {
    signInForTest();
    keepEveryDeclaration();
    const { router } = renderApp('/animals');
    await screen.findByTestId('app-shell');
    await advance(IDLE_SESSION.warningAfterMs - 1000);
    expect(screen.queryByText(WARNING_TEXT)).toBeNull();
    await advance(1000);
    expect(await screen.findByText(WARNING_TEXT)).toBeTruthy();
    const paper = screen.getByRole('dialog');
    expect(getComputedStyle(paper).maxWidth).toBe(`${IDLE_SESSION.warningDialogMaxWidth}px`);
    await advance(IDLE_SESSION.logoutAfterMs - IDLE_SESSION.warningAfterMs);
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/logout', expect.anything());
  });

  it('Cancel closes the warning and starts the count again', async () => {
    signInForTest();
    renderApp('/animals');
    await screen.findByTestId('app-shell');
    await advance(IDLE_SESSION.warningAfterMs);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await advance(IDLE_SESSION.logoutAfterMs - IDLE_SESSION.warningAfterMs + 1000);
    expect(getSession()).not.toBeNull();
  });

  it.each(IDLE_SESSION.activityEvents)('a %s event resets the timer', async (eventName) => {
    signInForTest();
    renderApp('/animals');
    await screen.findByTestId('app-shell');
    await advance(IDLE_SESSION.warningAfterMs - 1000);
    act(() => {
      window.dispatchEvent(new Event(eventName));
    });
    await advance(IDLE_SESSION.warningAfterMs - 1000);
    expect(screen.queryByText(WARNING_TEXT)).toBeNull();
    await advance(IDLE_SESSION.logoutAfterMs - IDLE_SESSION.warningAfterMs + 2000);
    expect(getSession()).toBeNull();
  });

  it('does not run while signed out', async () => {
    renderApp('/login');
    await screen.findByTestId('login-page');
    await advance(IDLE_SESSION.logoutAfterMs);
    expect(screen.queryByText(WARNING_TEXT)).toBeNull();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
