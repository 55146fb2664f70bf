import { departmentOperations as ops } from '@ganado/shared/departments';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addDepartment, getDepartments, updateDepartment } from './departments.service';

/** Departments group roles (docs/product.md §6); they belong to the users module (docs/decisions.md). */
export const departmentRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listDepartments, (request) => getDepartments(request.tenant, request.session));
  route(app, ops.addDepartment, (request) => addDepartment(request.tenant, request.session, request.body, request.ip));
  route(app, ops.renameDepartment, (request) => updateDepartment(request.tenant, request.session, request.params.id, request.body, request.ip));
};
