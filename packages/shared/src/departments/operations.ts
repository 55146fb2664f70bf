import { z } from 'zod';
import { operation } from '../http';
import { department, departmentRequest, idParams } from './departments';

/** Departments group roles (docs/product.md §6); they belong to the users module, so its permissions guard them. */
export const departmentOperations = {
  listDepartments: operation({
    operationId: 'listDepartments',
    method: 'GET',
    path: '/department',
    summary: 'The organisation’s departments, by name',
    tag: 'departments',
    access: { module: 'users', action: 'view' },
    answer: z.array(department),
    errors: [],
  }),
  addDepartment: operation({
    operationId: 'addDepartment',
    method: 'POST',
    path: '/department',
    summary: 'Add a department',
    tag: 'departments',
    access: { module: 'users', action: 'create' },
    body: departmentRequest,
    answer: department,
    errors: [409],
    message: 'success.departmentAdded',
  }),
  renameDepartment: operation({
    operationId: 'renameDepartment',
    method: 'PUT',
    path: '/department/:id',
    summary: 'Rename a department',
    tag: 'departments',
    access: { module: 'users', action: 'edit' },
    params: idParams,
    body: departmentRequest,
    answer: department,
    errors: [404, 409],
    message: 'success.departmentUpdated',
  }),
};
