/** What the activity log records of livestock goals (the union: activity-log/actions.ts). */
export const GOAL_ACTIONS = ['goal.create', 'goal.update', 'goal.delete'] as const;
