import { describe, expect, it, vi } from 'vitest';
import Button from '@mui/material/Button';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { useGlobalWarning } from './GlobalWarning';

function FailingSignIn() {
  const warning = useGlobalWarning();
  const show = () =>
    warning.show({ titleKey: 'messages:errors.unableToLogin', messageKey: 'messages:errors.checkCredentials' });
  return <Button onClick={show}>sign in</Button>;
}

describe('global warning dialog', () => {
  it('shows the texts of the given keys and closes with OK', async () => {
    renderWithProviders(<FailingSignIn />);
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unable to Login' });
    expect(dialog.textContent).toContain(
      'Please make sure you have the correct credentials and your account is activated',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a developer who forgot the provider', () => {
    // React also logs the thrown error; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FailingSignIn />)).toThrow(/GlobalWarningProvider/);
    vi.restoreAllMocks();
  });
});
