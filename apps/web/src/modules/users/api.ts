import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userOperations as ops, type UserRequest, type UsersQuery } from '@ganado/shared/users';
import { call } from '../../app/api';

export type UsersListQuery = Pick<UsersQuery, 'status' | 'search' | 'col' | 'desc'> & { page: number; limit: number };

/** GET /api/user?page&limit&status&search&col&desc: one page of the organisation's users (pages counted from 0 here). */
export function useUsers(list: UsersListQuery) {
  const { page, limit, status, search, col, desc } = list;
  return useQuery({
    queryKey: ['users', list],
    queryFn: () => call(ops.listUsers, { query: { page: page + 1, limit, status, search: search || undefined, col, desc: desc === undefined ? undefined : String(desc) as 'true' | 'false' } }),
    placeholderData: keepPreviousData,
  });
}

export const createUser = (body: UserRequest) => call(ops.addUser, { body });
export const updateUser = (id: string, body: UserRequest) => call(ops.updateUser, { body: { ...body, id } });
export const setActive = (id: string, active: boolean) => call(active ? ops.reactivateUser : ops.deactivateUser, { params: { id } });
