import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type ContemporaryGroupRequest, type GroupTrait, type MoveToGroupRequest } from '@ganado/shared/genetics';
import type { OperationQuery } from '@ganado/shared/http';
import { call } from '../../../app/api';
import { retryUnlessNotFound, withoutBlanks } from '../shared/query';

export type GroupsQuery = OperationQuery<typeof ops.listContemporaryGroups>;

/** Enough groups to find one by a few letters of its code; the server searches the rest. */
export const GROUPS_OFFERED = 20;

/** GET /api/genetics/contemporary-group: a page of one trait's groups, searched by code and sorted. */
export function useContemporaryGroups(query: GroupsQuery, enabled = true) {
  return useQuery({
    queryKey: ['genetics', 'groups', query],
    queryFn: () => call(ops.listContemporaryGroups, { query: withoutBlanks(query) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One group with its animals; another organisation's, or one deleted, is not found and not asked again. */
export function useContemporaryGroup(trait: GroupTrait | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ['genetics', 'group', trait, id],
    queryFn: () => call(ops.getContemporaryGroup, { params: { trait: trait!, id: id! } }),
    enabled: Boolean(trait && id),
    retry: retryUnlessNotFound,
  });
}

export const addGroup = (body: ContemporaryGroupRequest) => call(ops.addContemporaryGroup, { body });
export const updateGroup = (trait: GroupTrait, id: string, body: Omit<ContemporaryGroupRequest, 'trait'>) => call(ops.updateContemporaryGroup, { params: { trait, id }, body });
export const deleteGroup = (trait: GroupTrait, id: string) => call(ops.deleteContemporaryGroup, { params: { trait, id } });
export const buildGroups = (trait: GroupTrait) => call(ops.buildContemporaryGroups, { body: { trait } });
export const moveToGroup = (body: MoveToGroupRequest) => call(ops.moveToContemporaryGroup, { body });

/** After a change: every list, group and sheet of the module (a sheet shows its animal's groups). */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['genetics'] });
}
