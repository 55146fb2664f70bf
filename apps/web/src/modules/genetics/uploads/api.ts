import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type EpdUpload } from '@ganado/shared/genetics';
import { call, download } from '../../../app/api';
import { saveFile } from '../../animals/api';

/** How often the list asks again while an upload is still being written. */
export const UPLOAD_POLL_MS = 1000;

export const isWriting = (upload: EpdUpload) => upload.status === 'queued' || upload.status === 'running';

/** GET /api/genetics/upload: the uploads, newest first, asked again every second while one is being written. */
export function useEpdUploads(page: number, limit: number) {
  return useQuery({
    queryKey: ['genetics', 'uploads', page, limit],
    queryFn: () => call(ops.listEpdUploads, { query: { page, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isWriting) ? UPLOAD_POLL_MS : false),
  });
}

/** POST /api/genetics/upload (multipart): a rejected file answers 422 with its rows' errors and the kept upload's id. */
export const uploadEpdFile = (file: File) => call(ops.uploadEpdData, { body: { file } });

/** The CSV to fill in, handed to the browser as a download. */
export const downloadUploadTemplate = async () => saveFile(await download(ops.epdUploadTemplate), 'epd-upload-template.csv');

/** An upload ended or began: the list and every sheet it may have written. */
export function useRefreshUploads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['genetics'] });
}
