import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { createDemoUser, logInThroughUi, logInToFarmList, uniqueEmail } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

/** A real 1×1 PNG (signature, header, one green pixel, end), so the browser can draw it. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The dashboard, then the profile — name, language, picture and password — end to end. */
describeInBrowser('profile and dashboard', () => {
  const inNewPage = browserForTests();

  it('shows the dashboard, edits the profile into Spanish, changes the picture and the password', async () => {
    const email = uniqueEmail('profile');
    // A manager may view users and the activity log, so the dashboard has counters and activity.
    await createDemoUser(email, 'Manager');
    await inNewPage({}, async (page) => {
      await logInToFarmList(page, email);
      await page.goto('/dashboard');
      const counters = page.getByRole('list', { name: 'Your farm in numbers' });
      await counters.getByRole('link', { name: /Active users/ }).waitFor();
      await page.getByRole('region', { name: 'Recent activity' }).waitFor();

      await page.getByTestId('user-menu-button').click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, '/profile');
      // Found by its test id: its name changes with the language, which is what this form changes.
      const details = page.getByTestId('profile-form');
      await page.getByRole('region', { name: 'Your details' }).waitFor();
      await details.getByLabel('First name').fill('Rosa');
      await details.getByLabel('Language').selectOption('es');
      await details.getByRole('button', { name: 'Save' }).click();
      await details.getByText('Perfil actualizado').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      await page.getByTestId('profile-picture-input').setInputFiles({ name: 'rosa.png', mimeType: 'image/png', buffer: onePixelPng() });
      await page.getByText('Imagen actualizada').waitFor();
      const picture = page.getByRole('img', { name: 'Foto de Rosa Manager' });
      await picture.waitFor();
      expect(await picture.getAttribute('src')).toMatch(/^blob:/);
      // The top bar's account button shows it too, as decoration: the button's words name it.
      await page.getByTestId('user-menu-button').locator('img[src^="blob:"]').waitFor();

      const password = page.getByRole('region', { name: 'Cambiar contraseña' });
      await password.getByLabel('Contraseña actual', { exact: true }).fill('Ganado#2026');
      await password.getByLabel('Contraseña nueva', { exact: true }).fill('Rancho#2041');
      await password.getByLabel('Confirmar contraseña', { exact: true }).fill('Rancho#2042');
      await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await password.getByText('Las contraseñas no coinciden.').waitFor();
      await password.getByLabel('Confirmar contraseña', { exact: true }).fill('Rancho#2041');
      await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await password.getByText('Contraseña cambiada correctamente').waitFor();

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('log-out').click();
      await waitForPath(page, '/login');
      await logInThroughUi(page, email, 'Rancho#2041', 'es');
      await waitForPath(page, '/myfarm/farmlist');
      await page.getByTestId('user-menu-button').locator('img[src^="blob:"]').waitFor();
    });
  });
});
