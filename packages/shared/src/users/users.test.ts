import { describe, expect, it } from 'vitest';
import { departmentRequest } from '../departments';
import { roleRequest, rolePermissionsRequest } from '../roles';
import { personName, userImportRow, userRequest, usersQuery } from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('administration schemas (docs/product.md §5)', () => {
  it('takes names of letters and spaces, accents included, under 15 characters', () => {
    expect(personName.parse('  José María ')).toBe('José María');
    expect(firstMessage(personName.safeParse('Ana3'))).toBe('validation.nameAlphabets');
    expect(firstMessage(personName.safeParse('A'.repeat(15)))).toBe('users.nameTooLong');
    expect(personName.safeParse('A'.repeat(14)).success).toBe(true);
    expect(firstMessage(personName.safeParse(''))).toBe('validation.required');
  });

  it('requires role and department names under 15 characters', () => {
    expect(firstMessage(roleRequest.safeParse({ department: crypto.randomUUID(), name: 'Inseminators 01' }))).toBe('roles.nameTooLong');
    expect(roleRequest.safeParse({ department: crypto.randomUUID(), name: 'Inseminator' }).success).toBe(true);
    expect(firstMessage(departmentRequest.safeParse({ name: ' ' }))).toBe('departments.nameRequired');
  });

  it('refuses a module twice in a permissions update', () => {
    const row = { module: 'animals', view: true, create: false, edit: false, delete: false, export: false };
    expect(rolePermissionsRequest.safeParse({ permissions: [row] }).success).toBe(true);
    expect(firstMessage(rolePermissionsRequest.safeParse({ permissions: [row, row] }))).toBe('roles.duplicateModule');
  });

  it('filters users by a status or imported', () => {
    expect(usersQuery.parse({ status: 'imported' }).status).toBe('imported');
    expect(usersQuery.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});

describe('user import rows', () => {
  const row = { firstName: 'Marta', lastName: 'Núñez', email: ' Marta@Rancho.MX ', department: 'Field', role: 'Farmer' };

  it('takes the add-user rules, department and role by name, and empty cells as left out', () => {
    expect(userImportRow.parse({ ...row, mobile: '', countryCode: '', language: '' })).toEqual({ ...row, email: 'marta@rancho.mx' });
    expect(userImportRow.parse({ ...row, language: 'es', mobile: '3781112233', countryCode: '52' })).toMatchObject({ language: 'es', mobile: '3781112233' });
  });

  it('refuses an email that is a spreadsheet formula, as the users form does, and takes real addresses', () => {
    expect(firstMessage(userImportRow.safeParse({ ...row, email: '=hyperlink("http://x")@x.ef' }))).toBe('validation.emailFormat');
    expect(firstMessage(userImportRow.safeParse({ ...row, email: '=1+1@x.ef' }))).toBe('validation.emailFormat');
    for (const email of ['marta@rancho.mx', 'o.brien+herd@finca-la-loma.com.mx', "d'arcy@ranch.co"]) {
      expect(userImportRow.safeParse({ ...row, email }).success, email).toBe(true);
    }
  });

  it('names the first rule a row breaks', () => {
    expect(userImportRow.safeParse({ ...row, language: 'fr' }).error?.issues[0]?.path).toEqual(['language']);
    expect(firstMessage(userImportRow.safeParse({ ...row, mobile: '12ab' }))).toBe('validation.mobileFormat');
    expect(firstMessage(userImportRow.safeParse({ ...row, role: ' ' }))).toBe('users.roleRequired');
    expect(firstMessage(userImportRow.safeParse({ ...row, department: '' }))).toBe('roles.departmentRequired');
  });

  it('leaves a blank optional field of the user form out', () => {
    const request = { firstName: 'Ana', lastName: 'Gil', email: 'ana@b.co', mobile: '', countryCode: '', language: '', department: crypto.randomUUID(), role: crypto.randomUUID() };
    const parsed = userRequest.parse(request);
    expect([parsed.mobile, parsed.countryCode, parsed.language]).toEqual([undefined, undefined, undefined]);
  });
});
