/**
 * What the activity log records of enquiries (the union: activity-log/actions.ts). A chat message
 * is logged by who sent it and its number, not its text, which the chat keeps.
 */
export const ENQUIRY_ACTIONS = ['enquiry.create', 'enquiry.message', 'enquiry.close', 'enquiry.reopen'] as const;
