import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../testing/render';
import { LeavePageWarningDialog, useLeavePageWarning } from './LeavePageWarning';

const MESSAGE = 'Any data change might be lost. Would you like to save or want to leave without saving?';

function HalfFilledForm({ isDirty }: { isDirty: boolean }) {
  const leaveWarning = useLeavePageWarning(isDirty);
  return (
    <>
      <Link to="/elsewhere">elsewhere</Link>
      <Link to="/form?tab=2">same page</Link>
      <LeavePageWarningDialog {...leaveWarning} />
    </>
  );
}

function renderForm(isDirty: boolean) {
  return renderRoutes(
    [
      { path: '/form', element: <HalfFilledForm isDirty={isDirty} /> },
      { path: '/elsewhere', element: <p>arrived</p> },
    ],
    '/form',
  );
}

describe('leave-page warning', () => {
  it('holds a navigation away from unsaved changes and lets the user leave', async () => {
    const { router } = renderForm(true);
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGE);
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('keeps the user on the page when they choose Stay', async () => {
    const { router } = renderForm(true);
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
  });

  it('lets a clean form go', async () => {
    const { router } = renderForm(false);
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a dirty form change its query, which stays on the same page', async () => {
    const { router } = renderForm(true);
    fireEvent.click(screen.getByRole('link', { name: 'same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab while dirty', () => {
    const { unmount } = renderForm(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    unmount();
    const afterUnmount = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterUnmount);
    expect(afterUnmount.defaultPrevented).toBe(false);
  });
});
