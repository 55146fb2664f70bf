import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { semenOperations as ops } from '@ganado/shared/semen';
import { call } from '../../../app/api';
import { OPTIONS_OFFERED } from '../api';

/** The packs holding straws, found by batch code as the person types: the straws an insemination may use. */
export function useStrawPacks(search: string, enabled: boolean) {
  const query = { search: search || undefined, page: 1, limit: OPTIONS_OFFERED };
  return useQuery({ queryKey: ['semen', 'packs', query], queryFn: () => call(ops.listSemenPacks, { query }), placeholderData: keepPreviousData, enabled });
}

/** The inseminators still working, by name. */
export function useWorkingInseminators(enabled: boolean) {
  const query = { active: 'true' as const, page: 1, limit: 100 };
  return useQuery({ queryKey: ['semen', 'inseminators', query], queryFn: () => call(ops.listInseminators, { query }), enabled });
}
