import { describe, expect, it } from 'vitest';
import { departmentRequest } from '../departments';
import { roleRequest, rolePermissionsRequest } from '../roles';
import { personName, usersQuery } from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('administration schemas (spec §5)', () => {
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
