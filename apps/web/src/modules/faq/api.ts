import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FaqEntryInput, faqOperations as ops } from '@ganado/shared/faq';
import { call } from '../../app/api';

export const faqKey = ['faq'] as const;

/** The organisation's own entries. */
export function useFaqEntries() {
  return useQuery({ queryKey: faqKey, queryFn: () => call(ops.listFaqEntries) });
}

export function useRefreshFaq() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: faqKey });
}

export const addFaqEntry = (body: FaqEntryInput) => call(ops.addFaqEntry, { body });
export const updateFaqEntry = (id: string, body: FaqEntryInput) => call(ops.updateFaqEntry, { params: { id }, body });
export const deleteFaqEntry = (id: string) => call(ops.deleteFaqEntry, { params: { id } });
