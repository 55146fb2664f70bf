import { expect, it } from 'vitest';
import { DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';

/** A name under the §5 limit of 15 characters, new on every run. */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

/** Issue 4: an admin builds a department, a role and its permissions, and each write shows in the activity log. */
describeInBrowser('administration', () => {
  const inNewPage = browserForTests();

  it('creates a department and a role, grants it a module, and sees each write in /activitylog', async () => {
    await inNewPage({}, async (page) => {
      await signInPage(page, DEMO.admin);
      const department = uniqueName('Dept');
      const role = uniqueName('Role');

      await page.goto('/departments');
      await page.getByRole('button', { name: 'Add department' }).click();
      const departmentDialog = page.getByRole('dialog', { name: 'Add department' });
      await departmentDialog.getByLabel('Department name').fill(department);
      await departmentDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Department Added').waitFor();
      const row = page.getByRole('listitem').filter({ hasText: department });
      await row.getByRole('link', { name: '0 roles' }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/roles/'));
      await page.getByRole('button', { name: 'Add role' }).click();
      const roleDialog = page.getByRole('dialog', { name: 'Add role' });
      await roleDialog.getByLabel('Role name').fill(role);
      await roleDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Role Added').waitFor();
      await page.getByRole('link', { name: `Permissions of ${role}` }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/roles/permissions/'));
      const matrix = page.getByRole('table', { name: `Permissions of ${role}` });
      const farmsView = matrix.getByRole('checkbox', { name: 'Farms: View' });
      expect(await farmsView.isChecked()).toBe(false);
      await farmsView.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Permissions Updated').waitFor();
      await page.reload();
      await page.getByRole('table', { name: `Permissions of ${role}` }).getByRole('checkbox', { name: 'Farms: View' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Farms: View' }).isChecked()).toBe(true);

      await page.goto('/activitylog');
      await waitForPath(page, '/activitylog');
      const rows = page.getByRole('table', { name: 'Activity logs' }).locator('tbody tr');
      await rows.first().getByText('Permissions updated').waitFor();
      await rows.nth(1).getByText('Role added').waitFor();
      await rows.nth(1).getByText(role).waitFor();
      await rows.nth(2).getByText('Department added').waitFor();
      await rows.nth(2).getByText(department).waitFor();

      await page.getByLabel('Search').fill('role.');
      await page.getByText('Department added').waitFor({ state: 'detached' });
      await rows.first().getByText('Permissions updated').waitFor();
    });
  });
});
