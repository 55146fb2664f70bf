import type { Department, DepartmentRequest } from '@ganado/shared/departments';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { departmentNameTaken, findDepartment, insertDepartment, listDepartments, renameDepartment } from './departments.repository';

const nameTaken = (key: 'errors.departmentNotAdded' | 'errors.departmentNotUpdated') =>
  new AppError(409, key, { errors: [{ param: 'name', key: 'departments.nameTaken' }] });

/** A unique-index race loses the same way as the check before it. */
async function orNameTaken<T>(work: Promise<T>, key: 'errors.departmentNotAdded' | 'errors.departmentNotUpdated'): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(key) : error;
  }
}

const present = (row: { id: string; name: string; createdAt: Date; roleCount?: number }): Department => ({
  id: row.id,
  name: row.name,
  roleCount: row.roleCount ?? 0,
  createdAt: row.createdAt.toISOString(),
});

export async function getDepartments(context: AppContext, session: Session): Promise<Department[]> {
  return (await listDepartments(context.db, session.organizationId)).map(present);
}

export function addDepartment(context: AppContext, session: Session, request: DepartmentRequest, ip: string): Promise<Department> {
  const key = 'errors.departmentNotAdded';
  return orNameTaken(
    context.db.transaction(async (tx) => {
      if (await departmentNameTaken(tx, session.organizationId, request.name)) throw nameTaken(key);
      const row = await insertDepartment(tx, { organizationId: session.organizationId, name: request.name, createdBy: session.userId });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'department.create',
        entityType: 'department',
        entityId: row.id,
        after: { name: row.name },
        ipAddress: ip,
      });
      return present(row);
    }),
    key,
  );
}

export function updateDepartment(context: AppContext, session: Session, id: string, request: DepartmentRequest, ip: string): Promise<Department> {
  const key = 'errors.departmentNotUpdated';
  return orNameTaken(
    context.db.transaction(async (tx) => {
      const before = await findDepartment(tx, session.organizationId, id);
      if (!before) throw AppError.notFound();
      if (await departmentNameTaken(tx, session.organizationId, request.name, id)) throw nameTaken(key);
      const row = await renameDepartment(tx, session.organizationId, id, request.name);
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'department.update',
        entityType: 'department',
        entityId: row.id,
        before: { name: before.name },
        after: { name: row.name },
        ipAddress: ip,
      });
      const [withCount] = (await listDepartments(tx, session.organizationId)).filter((item) => item.id === id);
      return present(withCount ?? row);
    }),
    key,
  );
}
