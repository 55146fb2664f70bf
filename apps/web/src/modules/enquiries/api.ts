import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EnquiryInput, enquiryOperations as ops } from '@ganado/shared/enquiries';
import type { OperationQuery } from '@ganado/shared/http';
import { call, download } from '../../app/api';

export const enquiriesKey = ['enquiries'] as const;

export function useEnquiries(query: OperationQuery<typeof ops.listEnquiries>) {
  return useQuery({ queryKey: [...enquiriesKey, 'list', query], queryFn: () => call(ops.listEnquiries, { query }), placeholderData: keepPreviousData });
}

export function useEnquiry(id: string | undefined) {
  return useQuery({ queryKey: [...enquiriesKey, 'one', id], queryFn: () => call(ops.getEnquiry, { params: { id: id! } }), enabled: Boolean(id) });
}

export function useRefreshEnquiries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: enquiriesKey });
}

export const createEnquiry = (body: EnquiryInput) => call(ops.createEnquiry, { body });
export const closeEnquiry = (id: string) => call(ops.closeEnquiry, { params: { id } });
export const reopenEnquiry = (id: string) => call(ops.reopenEnquiry, { params: { id } });
export const downloadAttachment = (id: string, attachmentId: string) => download(ops.downloadEnquiryAttachment, { params: { id, attachmentId } });
