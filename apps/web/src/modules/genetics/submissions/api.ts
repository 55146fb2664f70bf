import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type Submission, type SubmissionRequest } from '@ganado/shared/genetics';
import { call, download } from '../../../app/api';
import { saveFile } from '../../animals/api';
import type { AnimalChoice } from '../shared/AnimalChipsField';

/** GET /api/genetics/submission: the files made, newest first. */
export function useSubmissions(page: number, limit: number) {
  return useQuery({ queryKey: ['genetics', 'submissions', page, limit], queryFn: () => call(ops.listSubmissions, { query: { page, limit } }), placeholderData: keepPreviousData });
}

/** The fields a submission requires (its settings page changes them). */
export function useRequiredFields() {
  return useQuery({ queryKey: ['genetics', 'settings', 'required-fields'], queryFn: () => call(ops.getRequiredFields) });
}

export const checkSubmission = (body: SubmissionRequest) => call(ops.checkSubmission, { body });
export const createSubmission = (body: SubmissionRequest) => call(ops.createSubmission, { body });

/** A submission's CSV, handed to the browser as a download under the name it was made with. */
export const downloadSubmissionFile = async (submission: Pick<Submission, 'id' | 'fileName'>) =>
  saveFile(await download(ops.downloadSubmission, { params: { id: submission.id } }), submission.fileName);

/** The genetics list's largest page: the year's calves of a farm are read a page at a time. */
const PAGE = 1000;
/** A herd has fewer calves in a year than this; the helper stops there rather than read the whole register. */
const MOST_PAGES = 10;

/**
 * The active calves born in `year`, of a farm or of every farm, through the genetics list (newest
 * birth first, so reading stops once the births are older than the year).
 */
export async function calvesOf({ farmId, year }: { farmId?: string; year: number }): Promise<AnimalChoice[]> {
  const first = `${year}-01-01`;
  const calves: AnimalChoice[] = [];
  for (let page = 1; page <= MOST_PAGES; page += 1) {
    const answer = await call(ops.listGenetics, { query: { ...(farmId ? { farmId } : {}), col: 'birthDate', desc: 'true', page, limit: PAGE } });
    for (const { animal } of answer.items) {
      if (animal.birthDate?.startsWith(String(year))) calves.push({ id: animal.id, tagNumber: animal.tagNumber, nickname: animal.nickname });
    }
    const last = answer.items.at(-1)?.animal.birthDate;
    if (answer.items.length < PAGE || (last && last < first)) break;
  }
  return calves;
}

/** A file made: the history is asked again. */
export function useRefreshSubmissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['genetics', 'submissions'] });
}
