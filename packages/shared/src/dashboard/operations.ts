import { operation } from '../http';
import { dashboard } from './dashboard';

export const dashboardOperations = {
  // docs/product.md §6 sends a signed-in user who meets a 403 here: every signed-in user must reach it.
  getDashboard: operation({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/dashboard',
    summary: 'Counters the user’s role may view, and the latest activity when it may view the log',
    tag: 'dashboard',
    access: 'signedIn',
    answer: dashboard,
    errors: [],
  }),
};
