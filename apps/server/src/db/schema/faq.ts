import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { FaqTopic } from '@ganado/shared/faq';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/**
 * An organisation's own FAQ entry (docs/decisions.md: FAQ), beside Ganado's, which ship with the web
 * app. English, Spanish or both: an empty pair is a language the entry is not written in.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    organizationId: organizationId(),
    topic: text('topic').$type<FaqTopic>().notNull(),
    questionEn: text('question_en').notNull().default(''),
    answerEn: text('answer_en').notNull().default(''),
    questionEs: text('question_es').notNull().default(''),
    answerEs: text('answer_es').notNull().default(''),
    ...audit,
  },
  (table) => [index('faq_entries_organization_idx').on(table.organizationId, table.topic), tenantPolicy()],
);
export type FaqEntryRow = typeof faqEntries.$inferSelect;
