import { z } from 'zod';
import { operation } from '../http';
import { faqEntry, faqEntryParams, faqEntryRequest } from './faq';

/** The organisation's own FAQ entries; Ganado's own are the web app's (faq locale namespace). */
export const faqOperations = {
  listFaqEntries: operation({
    operationId: 'listFaqEntries',
    method: 'GET',
    path: '/faq',
    summary: 'The organisation’s own FAQ entries, by topic and question',
    tag: 'faq',
    access: { module: 'faq', action: 'view' },
    answer: z.array(faqEntry),
    errors: [],
  }),
  addFaqEntry: operation({
    operationId: 'addFaqEntry',
    method: 'POST',
    path: '/faq',
    summary: 'Add a question and its answer to the organisation’s FAQ',
    tag: 'faq',
    access: { module: 'faq', action: 'create' },
    body: faqEntryRequest,
    answer: faqEntry,
    errors: [],
    message: 'success.faqEntryAdded',
  }),
  updateFaqEntry: operation({
    operationId: 'updateFaqEntry',
    method: 'PUT',
    path: '/faq/:id',
    summary: 'Change a question of the organisation’s FAQ',
    tag: 'faq',
    access: { module: 'faq', action: 'edit' },
    params: faqEntryParams,
    body: faqEntryRequest,
    answer: faqEntry,
    errors: [404],
    message: 'success.faqEntryUpdated',
  }),
  deleteFaqEntry: operation({
    operationId: 'deleteFaqEntry',
    method: 'DELETE',
    path: '/faq/:id',
    summary: 'Remove a question from the organisation’s FAQ',
    tag: 'faq',
    access: { module: 'faq', action: 'delete' },
    params: faqEntryParams,
    answer: z.object({ id: z.uuid() }),
    errors: [404],
    message: 'success.faqEntryDeleted',
  }),
};
