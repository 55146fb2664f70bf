import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Language } from '@ganado/shared';
import { createActiveUser, inviteDemoUser, latestCode, latestMessage, logInToFarmList, uniqueEmail } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

const PASSWORD_LABELS = { en: ['New Password', 'Confirm Password'], es: ['Contraseña nueva', 'Confirmar contraseña'] } as const;

/** Types a new password and its confirmation, labelled in `language`, then presses `button`. */
async function submitPasswords(page: Page, button: string, password: string, confirmation: string, language: Language = 'en') {
  const [passwordLabel, confirmationLabel] = PASSWORD_LABELS[language];
  await page.getByLabel(passwordLabel, { exact: true }).fill(password);
  await page.getByLabel(confirmationLabel, { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: button }).click();
}

/** docs/product.md §2 forgot-password, reset by link, pre-registration and set-password pages, end to end. */
describeInBrowser('passwords and pre-registration', () => {
  const inNewPage = browserForTests();

  it('forgot password in 4 steps: contact, OTP, new password, Login Now — in English', async () => {
    const email = uniqueEmail('forgot');
    await createActiveUser(email);
    await inNewPage({}, async (page) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await waitForPath(page, '/forgot-password');

      const contact = page.getByLabel('Email or phone number');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Email can not be empty.').waitFor();
      await contact.fill('not an email');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please enter a valid email or phone number.').waitFor();
      await contact.fill(email);
      const started = new Date().toISOString();
      await page.getByRole('button', { name: 'Submit' }).click();

      const otp = page.getByLabel('OTP');
      await otp.waitFor();
      expect(await page.getByRole('button', { name: 'Resend' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
      const code = await latestCode(email, started);
      await otp.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Incorrect OTP').waitFor();
      await otp.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();

      await submitPasswords(page, 'Save password', 'Ganado#2030', 'Ganado#2031');
      await page.getByText('Password and confirm password should be same.').waitFor();
      await page.getByLabel('Confirm Password', { exact: true }).fill('Ganado#2030');
      await page.getByRole('button', { name: 'Save password' }).click();

      await page.getByTestId('forgot-password-done').waitFor();
      await page.getByRole('link', { name: 'Login Now' }).click();
      await logInToFarmList(page, email, 'Ganado#2030');
    });
  });

  it('resets by an emailed link: confirm screen, token checked on load, /confirmation — in Spanish', async () => {
    const email = uniqueEmail('link');
    await createActiveUser(email, 'es');
    await inNewPage({ language: 'es' }, async (page) => {
      // An invalid token goes to login.
      await page.goto('/forget-password?token=not-a-real-token');
      await waitForPath(page, '/login');

      await page.goto('/forgot-password');
      await page.getByLabel('Correo o número de teléfono').fill(email);
      const started = new Date().toISOString();
      await page.getByRole('button', { name: 'Prefiero recibir un enlace por correo' }).click();
      await waitForPath(page, '/forgot-password/confirm');

      const token = await latestCode(email, started);
      await page.goto(`/forget-password?token=${encodeURIComponent(token)}`);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.getByText('mínimo 6 caracteres', { exact: false }).first().waitFor();
      await submitPasswords(page, 'Cambiar contraseña', 'Ganado#2040', 'Ganado#2040', 'es');
      await waitForPath(page, '/confirmation');
      await page.getByTestId('confirmation-message').waitFor();

      await page.getByRole('link', { name: 'Iniciar sesión' }).click();
      await logInToFarmList(page, email, 'Ganado#2040', 'es');

      // The link is single-use.
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('log-out').click();
      await waitForPath(page, '/login');
      await page.goto(`/forget-password?token=${encodeURIComponent(token)}`);
      await waitForPath(page, '/login');
    });
  });

  it('pre-registers with the Congratulations dialog and an acknowledgement by email, then, invited, sets the password by id — in English', async () => {
    const email = uniqueEmail('pre');
    await inNewPage({}, async (page) => {
      await page.goto('/pre-register');
      await page.getByRole('heading', { name: 'Pre-Registration' }).waitFor();
      await page.getByText('Please fill out the following details to get started.').waitFor();
      await page.getByRole('button', { name: 'REGISTER NOW' }).click();
      await page.getByText('First Name is required').waitFor();
      await page.getByText('Last Name is required').waitFor();
      await page.getByText('E-mail is required').waitFor();
      await page.getByText('Country is required').waitFor();

      await page.getByLabel('First Name').fill('Maximiliano');
      await page.getByRole('button', { name: 'REGISTER NOW' }).click();
      await page.getByText('Name must be less than 10 characters').waitFor();
      await page.getByLabel('First Name').fill('Lucía');
      await page.getByLabel('Last Name').fill('Mora');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Country', { exact: true }).selectOption('ES');
      // The dial code follows the chosen country (docs/product.md §4).
      expect(await page.getByLabel('Country code').inputValue()).toBe('34');
      await page.getByLabel('Mobile (optional)').fill('612345678');
      await page.getByLabel('You may contact me about my request').check();
      const started = new Date().toISOString();
      await page.getByRole('button', { name: 'REGISTER NOW' }).click();

      const dialog = page.getByRole('dialog', { name: 'Congratulations' });
      await dialog.getByText('We have received your request.').waitFor();
      await dialog.getByRole('button', { name: 'DONE' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // A request for the operators, acknowledged by email: no account yet, so no link.
      expect(await latestMessage(email, started)).toMatchObject({ subject: 'Ganado: we have received your request', code: null });

      // The set-password page, as a person an administrator added reaches it.
      const invited = uniqueEmail('invited');
      const token = await inviteDemoUser(invited, 'Farmer');
      await page.goto(`/setPassword/${encodeURIComponent(token)}`);
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await page.getByText('Password is required', { exact: true }).waitFor();
      await page.getByText('Confirm Password is required', { exact: true }).waitFor();
      await submitPasswords(page, 'CONTINUE', 'Ganado#2050', 'Ganado#2051');
      await page.getByText('Passwords should be same.').waitFor();
      await page.getByLabel('Confirm Password', { exact: true }).fill('Ganado#2050');
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await waitForPath(page, '/confirmation');

      await page.getByRole('link', { name: 'Login' }).click();
      await logInToFarmList(page, invited, 'Ganado#2050');
    });
  });

  it('sets the password by token on /password/set, then goes to /login — in Spanish', async () => {
    const email = uniqueEmail('token');
    const token = await inviteDemoUser(email, 'Farmer');
    await inNewPage({ language: 'es' }, async (page) => {
      await page.goto('/password/set?token=not-a-real-token');
      await submitPasswords(page, 'CONTINUAR', 'Ganado#2060', 'Ganado#2060', 'es');
      await page.getByTestId('form-alert').getByText('¡Error! No se pudo crear la contraseña.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/password/set');

      await page.goto(`/password/set?token=${encodeURIComponent(token)}`);
      await submitPasswords(page, 'CONTINUAR', 'Ganado#2060', 'Ganado#2060', 'es');
      await waitForPath(page, '/login');
      await page.getByTestId('form-alert').getByText('¡Correcto! La contraseña se creó correctamente.').waitFor();

      await logInToFarmList(page, email, 'Ganado#2060', 'es');
    });
  });
});
