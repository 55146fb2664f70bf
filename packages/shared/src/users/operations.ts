import { z } from 'zod';
import { operation, pageOf } from '../http';
import { APP_ROLES } from '../auth/modules';
import { changePasswordRequest } from '../auth/passwords';
import { userAlreadyExistsRequest, userAlreadyExistsResponse } from '../auth/sign-up';
import { idParams } from '../departments/departments';
import { userImport, userImportRequest, userImportRowResult, userImportRowsQuery, userImportsQuery } from './import';
import { adminUser, userOption, userOptionsQuery, userRequest, usersQuery, userUpdateRequest } from './user';

/**
 * The signed-in user's password, what sign-up asks before creating an account, and the users
 * administration (docs/product.md §7): list, add, edit, deactivate and reactivate. 404: a department, role or
 * user not in the organisation; 409: a taken email, or a change the rules refuse (one's own role).
 */
export const userOperations = {
  changePassword: operation({
    operationId: 'changePassword',
    method: 'PUT',
    path: '/user/change-password',
    summary: 'Change the signed-in user’s password (also clears requiredToResetPW)',
    tag: 'users',
    access: 'signedIn',
    body: changePasswordRequest,
    answer: z.null(),
    // 423: too many wrong old passwords.
    errors: [423],
    message: 'success.passwordChanged',
  }),
  listUserRoles: operation({
    operationId: 'listUserRoles',
    method: 'GET',
    path: '/user/userRole',
    summary: 'The application’s user roles',
    tag: 'users',
    access: 'public',
    answer: z.array(z.enum(APP_ROLES)),
    errors: [],
  }),
  checkUserExists: operation({
    operationId: 'checkUserExists',
    method: 'POST',
    path: '/user/userAlreadyExists',
    summary: 'Sign-up step 1: is the email or mobile taken, and which password rules fail',
    tag: 'users',
    access: 'public',
    body: userAlreadyExistsRequest,
    answer: userAlreadyExistsResponse,
    errors: [429],
  }),
  listUsers: operation({
    operationId: 'listUsers',
    method: 'GET',
    path: '/user',
    summary: 'The organisation’s users, by status or imported, searched and sorted',
    tag: 'users',
    access: { module: 'users', action: 'view' },
    query: usersQuery,
    answer: pageOf(adminUser),
    errors: [],
  }),
  addUser: operation({
    operationId: 'addUser',
    method: 'POST',
    path: '/user',
    summary: 'Add a user (pending until they set a password from the emailed link)',
    tag: 'users',
    access: { module: 'users', action: 'create' },
    body: userRequest,
    answer: adminUser,
    errors: [404, 409],
    message: 'success.userCreated',
  }),
  updateUser: operation({
    operationId: 'updateUser',
    method: 'PUT',
    path: '/user',
    summary: 'Edit a user (named by id in the body)',
    tag: 'users',
    access: { module: 'users', action: 'edit' },
    body: userUpdateRequest,
    answer: adminUser,
    errors: [404, 409],
    message: 'success.userUpdated',
  }),
  deactivateUser: operation({
    operationId: 'deactivateUser',
    method: 'POST',
    path: '/user/:id/deactivate',
    summary: 'Deactivate a user: they can no longer sign in, and their sessions end',
    tag: 'users',
    access: { module: 'users', action: 'delete' },
    params: idParams,
    answer: adminUser,
    errors: [404, 409],
    message: 'success.userDeactivated',
  }),
  reactivateUser: operation({
    operationId: 'reactivateUser',
    method: 'POST',
    path: '/user/:id/reactivate',
    summary: 'Reactivate a deactivated user',
    tag: 'users',
    access: { module: 'users', action: 'edit' },
    params: idParams,
    answer: adminUser,
    errors: [404, 409],
    message: 'success.userReactivated',
  }),
  // Other modules pick people (a task's assignee), so any signed-in user of the organisation may.
  listUserOptions: operation({
    operationId: 'listUserOptions',
    method: 'GET',
    path: '/option/user',
    summary: 'Active users to choose from (docs/product.md §9: page 1, limit 1000)',
    tag: 'users',
    access: 'signedIn',
    query: userOptionsQuery,
    answer: z.array(userOption),
    errors: [],
  }),
};

/**
 * The CSV user import (docs/product.md §5 "User import accepts CSV only", §7 `POST user/import; GET user/import`):
 * a file is checked whole (422 on the file field when it cannot be read), then processed in the background.
 */
export const userImportOperations = {
  importUsers: operation({
    operationId: 'importUsers',
    method: 'POST',
    path: '/user/import',
    summary: 'Import users from a CSV file (multipart, field "file"): checked whole, then processed in the background',
    tag: 'users',
    access: { module: 'users', action: 'create' },
    body: userImportRequest,
    bodyKind: 'multipart',
    status: 202,
    answer: userImport,
    errors: [],
    message: 'success.userImportQueued',
  }),
  listUserImports: operation({
    operationId: 'listUserImports',
    method: 'GET',
    path: '/user/import',
    summary: 'The organisation’s import files with their status and progress, newest first, searched by file name',
    tag: 'users',
    access: { module: 'users', action: 'view' },
    query: userImportsQuery,
    answer: pageOf(userImport),
    errors: [],
  }),
  getUserImport: operation({
    operationId: 'getUserImport',
    method: 'GET',
    path: '/user/import/:id',
    summary: 'One import file: status, progress and counts',
    tag: 'users',
    access: { module: 'users', action: 'view' },
    params: idParams,
    answer: userImport,
    errors: [404],
  }),
  listUserImportRows: operation({
    operationId: 'listUserImportRows',
    method: 'GET',
    path: '/user/import/:id/rows',
    summary: 'The per-row report of an import: created, or skipped with the reason',
    tag: 'users',
    access: { module: 'users', action: 'view' },
    params: idParams,
    query: userImportRowsQuery,
    answer: pageOf(userImportRowResult),
    errors: [404],
  }),
};
