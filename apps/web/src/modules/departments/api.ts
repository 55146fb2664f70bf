import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { department, type Department } from '@ganado/shared/departments';
import { api } from '../../app/api';

export const departmentsKey = ['departments'] as const;

/** GET /api/department: the organisation's departments, by name. */
export function useDepartments() {
  return useQuery({ queryKey: departmentsKey, queryFn: () => api.get('/department', z.array(department)) });
}

export const addDepartment = (name: string) => api.post('/department', { name }, department);
export const renameDepartment = (item: Department, name: string) => api.put(`/department/${item.id}`, { name }, department);
