import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from '../../app/i18n';
import { getSession } from '../../app/session';
import { bodyOf, fakeServer, sentTo } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, errorResponse, signInForTest } from '../../testing/session';

const person = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Fran',
  lastName: 'Farmer',
  email: 'farmer@ganado.farm',
  mobile: null,
  countryCode: null,
  language: 'en',
  countryId: 'ES',
  state: 'Cáceres',
  village: 'Trujillo',
  address: null,
  website: null,
  pictureUrl: null,
  department: 'Field',
  role: 'Farmer',
};
const pictureUrl = `/api/profile/picture/${person.id}?v=abc`;

beforeEach(() => {
  signInForTest();
  // jsdom has no object URLs; the avatar only needs one to exist.
  vi.stubGlobal('URL', class extends URL {
    static override createObjectURL = () => 'blob:picture';
  });
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the profile', { timeout: 20_000 }, () => {
  it('saves name, mobile and language with the spec texts, and switches the interface to Spanish at once', async () => {
    const requests = fakeServer({
      '/profile': (init) => (init.method === 'PUT' ? envelope({ ...person, ...(bodyOf(init) as object) }) : envelope(person)),
    });
    renderApp('/profile');
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(screen.getByText('Field')).toBeTruthy();
    expect(screen.getByText('Trujillo, Cáceres, ES')).toBeTruthy();
    const save = () => fireEvent.click(within(details).getByRole('button', { name: 'Save' }));

    type('First name', 'Rosa2');
    type('Mobile number', '3781112233');
    save();
    expect(await screen.findByText('Name can contain only alphbets')).toBeTruthy();
    expect(screen.getByText('Country code is required')).toBeTruthy();
    expect(requests.some((request) => request.init.method === 'PUT')).toBe(false);

    await screen.findByRole('option', { name: '+34 ES' });
    type('First name', 'Rosa');
    type('Country code', '34');
    type('Language', 'es');
    save();
    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    const put = requests.find((request) => request.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ firstName: 'Rosa', lastName: 'Farmer', mobile: '3781112233', countryCode: '34', language: 'es' });
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();
    expect(getSession()!.user).toMatchObject({ firstName: 'Rosa', language: 'es', mobile: '3781112233' });
  });

  it('says "Profile Not Updated" with the server’s message under its field', async () => {
    fakeServer({
      '/profile': (init) =>
        init.method === 'PUT'
          ? errorResponse(422, 'errors.profileNotUpdated', 'Profile Not Updated', [{ param: 'mobile', msg: 'required', key: 'validation.required' }])
          : envelope(person),
    });
    renderApp('/profile');
    const details = await screen.findByRole('region', { name: 'Your details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    const alert = await within(details).findByTestId('form-alert');
    expect(alert.textContent).toContain('Profile Not Updated');
    expect(within(details).getByText('This field is required.')).toBeTruthy();
  });

  it('uploads a picture from a keyboard-reachable button, says "Image Updated" and shows it', async () => {
    const requests = fakeServer({
      '/profile': () => envelope(person),
      '/profile/picture': () => envelope({ ...person, pictureUrl }),
      [`/profile/picture/${person.id}`]: () => new Response(new Blob(['png'], { type: 'image/png' })),
    });
    renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Add picture' });
    expect(button.tagName).toBe('BUTTON');
    const input = screen.getByTestId('profile-picture-input');

    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('Please choose a PNG, GIF or JPEG image.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/profile/picture')).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image Updated')).toBeTruthy();
    const upload = sentTo(requests, '/profile/picture');
    expect(upload.init.method).toBe('PUT');
    expect((upload.init.body as FormData).get('profilePic')).toBeInstanceOf(File);
    const pictures = await screen.findAllByRole('img', { name: /Picture of Fran Farmer|Your picture/ });
    expect(pictures.map((picture) => picture.getAttribute('src'))).toContain('blob:picture');
    expect(getSession()!.user.pictureUrl).toBe(pictureUrl);
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeTruthy();
  });

  it('changes the password with the spec texts', async () => {
    const requests = fakeServer({ '/profile': () => envelope(person), '/user/change-password': () => envelope(null) });
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Change password' });
    const fill = (label: string, value: string) => fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    fill('Current Password', 'Ganado#2026');
    fill('New Password', 'Ganado#2040');
    fill('Confirm Password', 'Ganado#2041');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Passwords does not match.')).toBeTruthy();

    fill('Confirm Password', 'Ganado#2040');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Password changed successfully')).toBeTruthy();
    expect(bodyOf(sentTo(requests, '/user/change-password').init)).toEqual({ oldPassword: 'Ganado#2026', newPassword: 'Ganado#2040' });
  });
});

describe('the top bar', { timeout: 20_000 }, () => {
  it('shows the person’s picture when there is one, and leads to the profile', async () => {
    signInForTest({ user: { ...getSession()!.user, pictureUrl } });
    fakeServer({ [`/profile/picture/${person.id}`]: () => new Response(new Blob(['png'], { type: 'image/png' })) });
    renderApp('/dashboard');
    // Once the picture is in, it stands for the initials; inside the button, whose words say what it
    // is, the picture is decoration (alt="").
    const button = await screen.findByRole('button', { name: 'Account menu' });
    const picture = button.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('blob:picture');
    expect(picture.getAttribute('alt')).toBe('');
    fireEvent.click(screen.getByTestId('user-menu-button'));
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });
});
