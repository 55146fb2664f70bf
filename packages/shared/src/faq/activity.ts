/** What the activity log records of the FAQ (the union: activity-log/actions.ts). */
export const FAQ_ACTIONS = ['faqEntry.create', 'faqEntry.update', 'faqEntry.delete'] as const;
