import { expect, it } from 'vitest';
import { DEMO, latestCode, logInToFarmList, signInPage, uniqueEmail } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

/** A name under the §5 limit of 15 characters, letters only, new on every run. */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .slice(-6)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;

/**
 * An admin builds a department, a role with chosen module permissions and a user in it;
 * that user signs in and sees only those modules; the activity log shows each write.
 */
describeInBrowser('administration', () => {
  const inNewPage = browserForTests();

  it('gives a new user exactly the modules of their role, and logs every write', async () => {
    const department = uniqueName('Dept');
    const role = uniqueName('Role');
    const email = uniqueEmail('worker');
    const started = new Date().toISOString();

    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/departments');
      await page.getByRole('button', { name: 'Add department' }).click();
      const departmentDialog = page.getByRole('dialog', { name: 'Add department' });
      await departmentDialog.getByLabel('Department name').fill(department);
      await departmentDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Department Added').waitFor();
      await page.getByRole('listitem').filter({ hasText: department }).getByRole('link', { name: '0 roles' }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/roles/'));
      await page.getByRole('button', { name: 'Add role' }).click();
      const roleDialog = page.getByRole('dialog', { name: 'Add role' });
      await roleDialog.getByLabel('Role name').fill(role);
      await roleDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Role Added').waitFor();
      await page.getByRole('link', { name: `Permissions of ${role}` }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/roles/permissions/'));
      const matrix = page.getByRole('table', { name: `Permissions of ${role}` });
      for (const cell of ['Farms: View', 'Animals: View']) {
        expect(await matrix.getByRole('checkbox', { name: cell }).isChecked()).toBe(false);
        await matrix.getByRole('checkbox', { name: cell }).check();
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Permissions Updated').waitFor();
      await page.reload();
      await page.getByRole('table', { name: `Permissions of ${role}` }).getByRole('checkbox', { name: 'Farms: View' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Farms: View' }).isChecked()).toBe(true);

      await page.goto('/users');
      await page.getByRole('button', { name: 'Add user' }).click();
      const userDialog = page.getByRole('dialog', { name: 'Add user' });
      await userDialog.getByLabel('First name').fill('Lucia');
      await userDialog.getByLabel('Last name').fill('Herrera');
      await userDialog.getByLabel('Email').fill(email);
      await userDialog.getByLabel('Department').selectOption({ label: department });
      // The roles load for the chosen department.
      await userDialog.getByRole('option', { name: role }).waitFor({ state: 'attached' });
      await userDialog.getByLabel('Role').selectOption({ label: role });
      await userDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('User created successfully').waitFor();
      await page.getByLabel('Search').fill(email);
      await page.getByRole('row').filter({ hasText: email }).getByText('Pending').waitFor();
    });

    // The emailed link sets the password and activates the account.
    const token = await latestCode(email, started);
    await inNewPage({}, async (page) => {
      await page.goto(`/setPassword/${encodeURIComponent(token)}`);
      await page.getByLabel('New Password', { exact: true }).fill('Pasture#2026');
      await page.getByLabel('Confirm Password', { exact: true }).fill('Pasture#2026');
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await waitForPath(page, '/confirmation');

      await logInToFarmList(page, email, 'Pasture#2026');
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByRole('link', { name: 'Farms' }).waitFor();
      await navigation.getByRole('link', { name: 'Animals' }).waitFor();
      for (const hidden of ['Users', 'Drug inventory', 'Action list', 'Activity logs', 'Reports']) {
        expect(await navigation.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
      }
      // The server, not only the menu, refuses what the role lacks: a 403 lands on the dashboard.
      await page.goto('/users');
      await waitForPath(page, '/dashboard');
    });

    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/activitylog');
      await waitForPath(page, '/activitylog');
      const rows = page.getByRole('table', { name: 'Activity logs' }).locator('tbody tr');
      // Each write, newest first under its action, by the admin, naming its record where it has one.
      const writes: [string, string, string | undefined][] = [
        ['user.create', 'User created', email],
        ['role.permissionsUpdate', 'Permissions updated', undefined],
        ['role.create', 'Role added', role],
        ['department.create', 'Department added', department],
      ];
      for (const [search, action, record] of writes) {
        await page.getByLabel('Search').fill(search);
        await rows.first().getByText(action).waitFor();
        await rows.first().getByText(DEMO.admin).waitFor();
        if (record) await rows.first().getByText(record).waitFor();
      }
    });
  });
});
