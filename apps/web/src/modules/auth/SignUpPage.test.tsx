import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse } from '../../testing/session';

const countries = [
  { Name: 'Spain', Code: 'ES', Timezone: 'Europe/Madrid', UTC: 'UTC+01:00', MobileCode: 34, Centre: { latitude: 40, longitude: -4, zoom: 6 } },
  { Name: 'United States', Code: 'US', Timezone: 'America/New_York', UTC: 'UTC-05:00', MobileCode: 1, Centre: { latitude: 39.76, longitude: -98.5, zoom: 4 } },
];

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** A fake server: path → answer; records every request. */
function fakeServer(routes: Record<string, Handler>) {
  const requests: { path: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    requests.push({ path, init });
    const handler = routes[path];
    if (!handler) return errorResponse(404, 'errors.routeNotFound');
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const defaultRoutes: Record<string, Handler> = {
  '/countries': () => envelope(countries),
  '/user/userAlreadyExists': () => envelope({ userExists: false, validPassword: [] }),
  // Captcha switched off (CAPTCHA_ENABLED=false answers 404).
  '/captcha/challenge': () => errorResponse(404, 'errors.routeNotFound'),
  '/user/signup/email': () => envelope(null),
  '/user/signup/mobile': () => envelope(null),
  '/user/verify-otp': (init) =>
    JSON.parse(init.body as string).otp === '123456' ? envelope(null) : errorResponse(400, 'errors.incorrectOtp', 'Incorrect OTP'),
};

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function fillAccount(values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Password' | 'Confirm Password', string>> = {}) {
  const all = { 'First Name': 'Ana', 'Last Name': 'Gil', Email: 'ana@finca.es', Password: 'Ganado#2026', 'Confirm Password': 'Ganado#2026', ...values };
  for (const [label, value] of Object.entries(all)) type(label, value);
  click('Next');
}

// Whole-wizard walks are long for jsdom on two busy cores.
describe('the sign-up wizard (docs/product.md §2, §5, §8)', { timeout: 20_000 }, () => {
  it('step 1 shows the spec texts', async () => {
    fakeServer(defaultRoutes);
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount({ 'First Name': 'A'.repeat(26), Email: 'not-an-email', 'Confirm Password': 'Ganado#2027' });
    expect(await screen.findByText('Firstname must be less than 25 characters')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('Passwords should be same.')).toBeTruthy();
  });

  it('step 1 lists the password rule’s parts before any attempt, ticking each as it is typed', async () => {
    fakeServer(defaultRoutes);
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    const met = () => within(rules).getAllByRole('listitem').filter((item) => item.dataset.met === 'true').map((item) => item.firstChild?.nextSibling?.textContent);
    expect(within(rules).getAllByRole('listitem')).toHaveLength(5);
    expect(met()).toEqual([]);
    type('Password', 'ganado2');
    expect(met()).toEqual(['a lower-case letter', 'a digit']);
    type('Password', 'Ganado#2026');
    expect(met()).toHaveLength(5);
  });

  it('step 1 shows Duplicate User. / User already exist in system.', async () => {
    fakeServer({ ...defaultRoutes, '/user/userAlreadyExists': () => envelope({ userExists: true, validPassword: [] }) });
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toContain('Duplicate User.');
    expect(alert.textContent).toContain('User already exist in system.');
  });

  it('step 1 shows the first password message the server returns', async () => {
    fakeServer({ ...defaultRoutes, '/user/userAlreadyExists': () => envelope({ userExists: false, validPassword: ['First rule', 'Second rule'] }) });
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount();
    expect(await screen.findByText('First rule')).toBeTruthy();
    expect(screen.queryByText('Second rule')).toBeNull();
  });

  it('step 1 says Server Error when the check fails', async () => {
    fakeServer({ ...defaultRoutes, '/user/userAlreadyExists': () => errorResponse(500, 'errors.somethingWentWrong') });
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount();
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Server Error');
  });

  it('by mobile asks the number and its country code', async () => {
    const requests = fakeServer(defaultRoutes);
    renderApp('/register/mobile');
    await screen.findByTestId('sign-up-page');
    expect(screen.queryByLabelText('Email')).toBeNull();
    type('First Name', 'Mateo');
    type('Last Name', 'Ruiz');
    type('Phone number', '12ab');
    type('Password', 'Ganado#2026');
    type('Confirm Password', 'Ganado#2026');
    click('Next');
    expect(await screen.findByText('Invalid mobile number format.')).toBeTruthy();
    await screen.findByRole('option', { name: '+34 ES' });
    type('Country code', '34');
    type('Phone number', '612345678');
    click('Next');
    await screen.findByLabelText('Province/State');
    const check = requests.find((request) => request.path === '/user/userAlreadyExists');
    expect(JSON.parse(check!.init.body as string)).toEqual({ mobile: '612345678', countryCode: '34', password: 'Ganado#2026' });
  });

  it('goes through all 4 steps, back included, and ends with the Congratulations dialog', async () => {
    const requests = fakeServer(defaultRoutes);
    const { router } = renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount();

    // Step 2: required texts, default country US, then back and forward again.
    expect((await screen.findByLabelText('Country') as HTMLSelectElement).value).toBe('US');
    click('Next');
    expect(await screen.findByText('Province/State is required')).toBeTruthy();
    expect(screen.getByText('Village/Town/City is required')).toBeTruthy();
    click('Back');
    expect((await screen.findByLabelText('First Name') as HTMLInputElement).value).toBe('Ana');
    click('Next');
    await screen.findByLabelText('Province/State');
    type('Country', 'ES');
    type('Province/State', 'Cáceres');
    type('Village/Town/City', 'Trujillo');
    click('Next');

    // Step 3: picture rules.
    const input = await screen.findByTestId('picture-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose a PNG, GIF or JPEG image.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Your file is too big! Please select an image under 1MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.queryByText('Your file is too big! Please select an image under 1MB')).toBeNull());
    await waitFor(() => expect((screen.getByRole('button', { name: 'SIGN UP' }) as HTMLButtonElement).disabled).toBe(false));
    click('SIGN UP');

    // Step 4: Verify only at exactly 6 digits; a wrong code says Incorrect OTP.
    const otp = await screen.findByLabelText('6-digit code');
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '12a34' } });
    expect((otp as HTMLInputElement).value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '654321' } });
    expect(verify.disabled).toBe(false);
    click('Verify');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Incorrect OTP');
    click('Resend OTP');
    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    fireEvent.change(otp, { target: { value: '123456' } });
    click('Verify');

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(dialog.textContent).toContain('verified and approved');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    const signUps = requests.filter((request) => request.path === '/user/signup/email');
    expect(signUps).toHaveLength(2);
    const form = signUps[0]!.init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana@finca.es',
      password: 'Ganado#2026',
      countryId: 'ES',
      countryCode: '34',
      stateId: 'Cáceres',
      village: 'Trujillo',
      language: 'en',
      isLivestockUser: 'true',
      app_type: 'livestock_guru',
      resendOTP: 'false',
    });
    expect(form.get('confirmPassword')).toBeNull();
    expect((form.get('profilePic') as File).name).toBe('me.png');
    expect((signUps[1]!.init.body as FormData).get('resendOTP')).toBe('true');
    const verifyCall = requests.filter((request) => request.path === '/user/verify-otp').at(-1)!;
    expect(JSON.parse(verifyCall.init.body as string)).toEqual({ credential: 'ana@finca.es', otp: '123456', licenseKey: '' });
  });

  /** Steps 1 and 2 filled with the captcha on; answers the widget and the SIGN UP button of step 3. */
  async function toThePictureStepWithCaptcha(routes: Record<string, Handler> = {}) {
    const challenge = () => new Response(JSON.stringify({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x' }), { status: 200 });
    fakeServer({ ...defaultRoutes, '/captcha/challenge': challenge, ...routes });
    renderApp('/register/email');
    await screen.findByTestId('sign-up-page');
    await fillAccount();
    await screen.findByLabelText('Province/State');
    type('Province/State', 'Cáceres');
    type('Village/Town/City', 'Trujillo');
    click('Next');
    const widget = (await screen.findByTestId('captcha')).querySelector('altcha-widget')!;
    const solve = () => fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'solved' } }));
    return { solve, signUp: () => screen.getByRole('button', { name: 'SIGN UP' }) as HTMLButtonElement };
  }

  it('keeps SIGN UP disabled until the captcha is solved when the server asks for one', async () => {
    const { solve, signUp } = await toThePictureStepWithCaptcha();
    expect(signUp().disabled).toBe(true);
    solve();
    await waitFor(() => expect(signUp().disabled).toBe(false));
  });

  it('asks for a fresh captcha after a refused sign-up, since each solution is accepted once', async () => {
    const refused = () => errorResponse(422, 'errors.checkAllValues', undefined, [{ param: 'captcha', msg: 'The captcha could not be verified. Please try again.', key: 'captcha.invalid' }]);
    const { solve, signUp } = await toThePictureStepWithCaptcha({ '/user/signup/email': refused });
    solve();
    await waitFor(() => expect(signUp().disabled).toBe(false));
    click('SIGN UP');

    expect(await screen.findByTestId('form-alert')).toBeTruthy();
    await waitFor(() => expect(signUp().disabled).toBe(true));
  });

  it('sends an unknown sign-up type back to the choice', async () => {
    fakeServer(defaultRoutes);
    const { router } = renderApp('/register/fax');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect((await screen.findByRole('link', { name: 'Sign up with email' })).getAttribute('href')).toBe('/register/email');
  });
});
