import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { getSession } from '../../app/session';

beforeEach(() => {
  signInForTest({ requiredToResetPW: true });
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  const view = renderApp('/reset-password');
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  return { ...view, dialog };
}

function fill(dialog: HTMLElement, values: [string, string, string]) {
  const [oldPassword, newPassword, confirmPassword] = values;
  fireEvent.change(within(dialog).getByLabelText('Current Password'), { target: { value: oldPassword } });
  fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: newPassword } });
  fireEvent.change(within(dialog).getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

describe('the forced reset dialog (docs/product.md §2, §5, §8)', { timeout: 15_000 }, () => {
  it('shows the spec texts', async () => {
    const { dialog } = await open();
    fill(dialog, ['', 'abc', 'abd']);
    expect(await within(dialog).findByText('please type old password')).toBeTruthy();
    expect(within(dialog).getByText('minimum 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('password does not match')).toBeTruthy();
  });

  it('has a show/hide toggle on each field', async () => {
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show Current Password' }));
    expect(within(dialog).getByLabelText('Current Password').getAttribute('type')).toBe('text');
    expect(within(dialog).getByLabelText('New Password').getAttribute('type')).toBe('password');
  });

  it('on success logs out and shows the stored message on /confirmation', async () => {
    const fetchMock = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog, router } = await open();
    fill(dialog, ['Ganado#2026', 'Ganado#2027', 'Ganado#2027']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(getSession()).toBeNull();
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/change-password',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ oldPassword: 'Ganado#2026', newPassword: 'Ganado#2027' }) }),
    );
    // The dialog's exit transition can still hide the page from the accessibility tree; wait for it.
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login');
  });

  it('on a 422 shows each message under its field and the spec notice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(422, 'validation.invalid', 'invalid', [{ param: 'oldPassword', msg: 'The current password is wrong.' }])),
    );
    const { dialog, router } = await open();
    fill(dialog, ['Wrong#2026', 'Ganado#2027', 'Ganado#2027']);
    expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy();
    const alert = within(dialog).getAllByTestId('form-alert').at(-1)!;
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Please try after sometime');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('on another failure shows the error and goes to login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => errorResponse(500, 'errors.somethingWentWrong')));
    const { dialog, router } = await open();
    fill(dialog, ['Ganado#2026', 'Ganado#2027', 'Ganado#2027']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
