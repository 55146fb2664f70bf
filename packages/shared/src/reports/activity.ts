/** What the activity log records of reports (the union: activity-log/actions.ts): scheduled reports made, changed, removed and sent; the organisation's data exported as a dataset. */
export const REPORT_ACTIONS = ['reportSchedule.create', 'reportSchedule.update', 'reportSchedule.delete', 'reportSchedule.send', 'dataset.export'] as const;
