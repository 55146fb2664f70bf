import { idParams } from '../departments/departments';
import { operation } from '../http';
import { barnSnapshot } from './barn';

export const barnOperations = {
  getBarnSnapshot: operation({
    operationId: 'getBarnSnapshot',
    method: 'GET',
    path: '/barn/farm/:id',
    summary: 'What a phone keeps of one farm to work offline: its active animals, groups, this week’s tasks, drugs and packs in stock',
    tag: 'barn',
    access: 'signedIn',
    params: idParams,
    answer: barnSnapshot,
    errors: [404],
  }),
};
