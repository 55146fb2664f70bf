import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from '@ganado/shared/http';
import { adminUser, type UserRequest, type UsersQuery } from '@ganado/shared/users';
import { api } from '../../app/api';

const usersPage = pageOf(adminUser);

export type UsersListQuery = Pick<UsersQuery, 'status' | 'search' | 'col' | 'desc'> & { page: number; limit: number };

function usersPath({ page, limit, status, search, col, desc }: UsersListQuery): string {
  const query = new URLSearchParams({ page: String(page + 1), limit: String(limit) });
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  if (col) query.set('col', col);
  if (desc !== undefined) query.set('desc', String(desc));
  return `/user?${query.toString()}`;
}

/** GET /api/user?page&limit&status&search&col&desc: one page of the organisation's users. */
export function useUsers(list: UsersListQuery) {
  return useQuery({ queryKey: ['users', list], queryFn: () => api.get(usersPath(list), usersPage), placeholderData: keepPreviousData });
}

export const createUser = (body: UserRequest) => api.post('/user', body, adminUser);
export const updateUser = (id: string, body: UserRequest) => api.put('/user', { ...body, id }, adminUser);
export const setActive = (id: string, active: boolean) => api.post(`/user/${id}/${active ? 'reactivate' : 'deactivate'}`, undefined, adminUser);
