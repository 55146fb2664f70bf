import { useQuery } from '@tanstack/react-query';
import { departmentOperations as ops, type Department } from '@ganado/shared/departments';
import { call } from '../../app/api';

export const departmentsKey = ['departments'] as const;

/** The organisation's departments, by name. */
export function useDepartments() {
  return useQuery({ queryKey: departmentsKey, queryFn: () => call(ops.listDepartments) });
}

export const addDepartment = (name: string) => call(ops.addDepartment, { body: { name } });
export const renameDepartment = (item: Department, name: string) => call(ops.renameDepartment, { params: { id: item.id }, body: { name } });
