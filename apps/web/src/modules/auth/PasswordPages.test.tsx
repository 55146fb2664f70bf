import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { envelope, errorResponse } from '../../testing/session';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Types the new password and its confirmation, then presses the screen's save button. */
function submitPasswords(password: string, confirmation: string, button: string) {
  type('New Password', password);
  type('Confirm Password', confirmation);
  click(button);
}

/** The pre-registration fields every test fills the same way, once the country list is in. */
async function fillPreRegistration() {
  await screen.findByRole('option', { name: 'Spain' });
  type('First Name', 'Lucía');
  type('Last Name', 'Mora');
  type('Email', 'lucia@finca.es');
  type('Country', 'ES');
}

describe('forgot password (docs/product.md §2, §5, §8)', { timeout: 20_000 }, () => {
  it('walks the 4 steps with the spec texts', async () => {
    const requests = fakeServer({
      '/user/forgot-password/email': () => envelope({ token: 't1' }),
      '/user/verify-otp/forgot-password': (init) =>
        (bodyOf(init) as { otp: string }).otp === '123456' ? envelope({ token: 't2' }) : errorResponse(400, 'errors.incorrectOtp'),
      '/user/create-password': () => envelope(null),
    });
    const { router } = renderApp('/forgot-password');
    await screen.findByTestId('forgot-password-page');
    click('Submit');
    expect(await screen.findByText('Email can not be empty.')).toBeTruthy();
    type('Email or phone number', 'nobody@');
    click('Submit');
    expect(await screen.findByText('Please enter a valid email or phone number.')).toBeTruthy();
    type('Email or phone number', 'Ana@Finca.es');
    click('Submit');

    const otp = await screen.findByLabelText('OTP');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '000000' } });
    click('Verify');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Incorrect OTP');
    fireEvent.change(otp, { target: { value: '123456' } });
    click('Verify');

    await screen.findByLabelText('New Password');
    submitPasswords('weak', 'other', 'Save password');
    expect(await screen.findByText('Use at least 8 characters, with an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*')).toBeTruthy();
    expect(screen.getByText('Password and confirm password should be same.')).toBeTruthy();
    submitPasswords('Ganado#2030', 'Ganado#2030', 'Save password');

    await screen.findByTestId('forgot-password-done');
    fireEvent.click(screen.getByRole('link', { name: 'Login Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    expect(bodyOf(sentTo(requests, '/user/forgot-password/email').init)).toEqual({ email: 'ana@finca.es', app_type: 'livestock_guru' });
    const create = sentTo(requests, '/user/create-password');
    expect((create.init.headers as Record<string, string>)['oauth-token']).toBe('t2');
    expect(bodyOf(create.init)).toEqual({ password: 'Ganado#2030' });
  });

  it('sends a phone number with its country code, and says why when sending fails', async () => {
    const requests = fakeServer({ '/user/forgot-password/mobile': () => errorResponse(404, 'errors.notFound', 'The record was not found.') });
    renderApp('/forgot-password');
    await screen.findByTestId('forgot-password-page');
    type('Email or phone number', '612 345 678');
    await screen.findByRole('option', { name: '+34 ES' });
    type('Country code', '34');
    click('Submit');
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toContain('Unable to Login');
    expect(alert.textContent).toContain('User should login from mobile app to use this option.');
    expect(bodyOf(sentTo(requests, '/user/forgot-password/mobile').init)).toEqual({ mobile: '612345678', countryCode: '34', app_type: 'livestock_guru' });
  });

  it('asks for a reset link by email and shows the confirmation screen', async () => {
    fakeServer({ '/forget-password/email': () => envelope(null) });
    const { router } = renderApp('/forgot-password');
    await screen.findByTestId('forgot-password-page');
    type('Email or phone number', 'ana@finca.es');
    click('Email me a reset link instead');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password/confirm'));
    expect(await screen.findByTestId('forgot-password-confirm')).toBeTruthy();
  });
});

describe('reset by link (docs/product.md §2, §4, §5)', { timeout: 20_000 }, () => {
  it('sends a missing or invalid token to login', async () => {
    fakeServer({ '/forget-password/validate': () => envelope({ status: false }) });
    const first = renderApp('/forget-password');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();
    const second = renderApp('/forget-password?token=old');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });

  it('shows the spec texts, then stores the message and goes to /confirmation', async () => {
    const requests = fakeServer({
      '/forget-password/validate': () => envelope({ status: true }),
      '/forget-password/reset-password': () => envelope(null),
    });
    const { router } = renderApp('/forget-password?token=good');
    await screen.findByLabelText('New Password');
    click('Change password');
    expect(await screen.findByText('Please type password.')).toBeTruthy();
    submitPasswords('abc', 'abd', 'Change password');
    expect(await screen.findByText('minimum 6 characters')).toBeTruthy();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    submitPasswords('Ganado#2040', 'Ganado#2040', 'Change password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    const reset = sentTo(requests, '/forget-password/reset-password');
    expect(reset.init.method).toBe('PUT');
    expect(bodyOf(reset.init)).toEqual({ token: 'good', password: 'Ganado#2040', confirm_password: 'Ganado#2040' });
  });
});

describe('pre-registration (docs/product.md §2, §4, §5, §8)', { timeout: 20_000 }, () => {
  it('shows the spec texts', async () => {
    fakeServer({});
    renderApp('/pre-register');
    expect(await screen.findByText('Please fill out the following details to get started.')).toBeTruthy();
    type('First Name', 'Maximiliano');
    type('Email', 'ana@finca');
    click('REGISTER NOW');
    expect(await screen.findByText('Name must be less than 10 characters')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    type('Email', '');
    type('First Name', '');
    click('REGISTER NOW');
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('First Name is required')).toBeTruthy();
  });

  it('defaults the dial code to the country, and opens the Congratulations dialog', async () => {
    const requests = fakeServer({ '/user/pre-register': () => envelope(null) });
    renderApp('/pre-register');
    await fillPreRegistration();
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('34');
    fireEvent.click(screen.getByLabelText('You may contact me about my request'));
    click('REGISTER NOW');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(within(dialog).getByText('We have received your request.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'DONE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(sentTo(requests, '/user/pre-register').init)).toEqual({
      firstName: 'Lucía',
      lastName: 'Mora',
      email: 'lucia@finca.es',
      countryId: 'ES',
      countryCode: '34',
      permissionToContact: 1,
    });
  });

  it('shows the first server error message', async () => {
    fakeServer({
      '/user/pre-register': () => errorResponse(409, 'errors.duplicateUser', 'User already exist in system.', [{ param: 'email', msg: 'User already exist in system.', key: 'errors.duplicateUser' }]),
    });
    renderApp('/pre-register');
    await fillPreRegistration();
    click('REGISTER NOW');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('User already exist in system.');
  });
});

describe('set password (docs/product.md §2, §4, §5, §8)', { timeout: 20_000 }, () => {
  it('/setPassword/:id shows the spec texts, then the confirmation', async () => {
    const requests = fakeServer({ '/user/pre-register/set-password/abc': () => envelope(null) });
    const { router } = renderApp('/setPassword/abc');
    await screen.findByTestId('set-password-page');
    click('CONTINUE');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    submitPasswords('Ganado#2050', 'Ganado#2051', 'CONTINUE');
    expect(await screen.findByText('Passwords should be same.')).toBeTruthy();
    type('Confirm Password', 'Ganado#2050');
    click('CONTINUE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(bodyOf(sentTo(requests, '/user/pre-register/set-password/abc').init)).toEqual({ password: 'Ganado#2050', confirmPassword: 'Ganado#2050' });
  });

  it('/setPassword/:id shows the first server error message', async () => {
    fakeServer({ '/user/pre-register/set-password/abc': () => errorResponse(400, 'errors.invalidToken', 'x', [{ param: 'token', msg: 'This link is invalid or has expired.' }]) });
    renderApp('/setPassword/abc');
    await screen.findByTestId('set-password-page');
    submitPasswords('Ganado#2050', 'Ganado#2050', 'CONTINUE');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('This link is invalid or has expired.');
  });

  it('/password/set says Error! on failure and Success! at /login', async () => {
    let succeed = false;
    fakeServer({ '/user/password/set': () => (succeed ? envelope(null) : errorResponse(400, 'errors.invalidToken')) });
    const { router } = renderApp('/password/set?token=t');
    await screen.findByTestId('create-password-page');
    submitPasswords('Ganado#2060', 'Ganado#2060', 'CONTINUE');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Error! Password creation failed!');
    succeed = true;
    click('CONTINUE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Success! Password created successfully!');
  });
});
