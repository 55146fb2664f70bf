import { z } from 'zod';
import { operation } from '../http';
import { goal, goalDetail, goalParams, goalRequest } from './goals';

/**
 * Livestock goals (docs/decisions.md: livestock goals), under the goals module's permissions. Each
 * goal comes with its progress worked out from the records now; one goal with its trend. 404: a goal,
 * farm, group or owner not of the organisation; 422: no figure, target or deadline, or a deadline in the past.
 */
export const goalOperations = {
  listGoals: operation({
    operationId: 'listGoals',
    method: 'GET',
    path: '/livestock-goals',
    summary: 'The organisation’s livestock goals, each with its figure now and its status',
    tag: 'goals',
    access: { module: 'goals', action: 'view' },
    answer: z.array(goal),
    errors: [],
  }),
  getGoal: operation({
    operationId: 'getGoal',
    method: 'GET',
    path: '/livestock-goals/:id',
    summary: 'A livestock goal with its progress and its figure at the end of each month',
    tag: 'goals',
    access: { module: 'goals', action: 'view' },
    params: goalParams,
    answer: goalDetail,
    errors: [404],
  }),
  addGoal: operation({
    operationId: 'addGoal',
    method: 'POST',
    path: '/livestock-goals',
    summary: 'Set a livestock goal: its baseline is the figure today',
    tag: 'goals',
    access: { module: 'goals', action: 'create' },
    body: goalRequest,
    answer: goal,
    errors: [404],
    message: 'success.goalAdded',
  }),
  updateGoal: operation({
    operationId: 'updateGoal',
    method: 'PUT',
    path: '/livestock-goals/:id',
    summary: 'Change a livestock goal (a new figure, scope or period measures its baseline again)',
    tag: 'goals',
    access: { module: 'goals', action: 'edit' },
    params: goalParams,
    body: goalRequest,
    answer: goal,
    errors: [404],
    message: 'success.goalUpdated',
  }),
  deleteGoal: operation({
    operationId: 'deleteGoal',
    method: 'DELETE',
    path: '/livestock-goals/:id',
    summary: 'Remove a livestock goal',
    tag: 'goals',
    access: { module: 'goals', action: 'delete' },
    params: goalParams,
    answer: z.object({ id: z.uuid() }),
    errors: [404],
    message: 'success.goalDeleted',
  }),
};
