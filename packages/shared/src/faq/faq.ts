import { z } from 'zod';
import { text } from '../http';

/**
 * The FAQ (docs/decisions.md: FAQ): Ganado's own questions, shipped with the app in both languages,
 * and the organisation's, which its administrators write (who to call at night, the farm's rules).
 * An organisation's entry is in English, Spanish or both; a reader sees their language's, else the other.
 */
export const FAQ_TOPICS = ['gettingStarted', 'herd', 'health', 'breeding', 'feed', 'reports', 'account', 'farm'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 4000;

const question = text({ error: 'faq.questionRequired' }).trim().max(FAQ_QUESTION_MAX_LENGTH, 'faq.questionTooLong').default('');
const answer = text({ error: 'faq.answerRequired' }).trim().max(FAQ_ANSWER_MAX_LENGTH, 'faq.answerTooLong').default('');

/** A question and its answer in each language, both or neither; at least one language. */
export const faqEntryRequest = z
  .object({
    topic: z.enum(FAQ_TOPICS, { error: 'faq.topicInvalid' }),
    questionEn: question,
    answerEn: answer,
    questionEs: question,
    answerEs: answer,
  })
  .superRefine((entry, context) => {
    const languages = [
      ['questionEn', 'answerEn'],
      ['questionEs', 'answerEs'],
    ] as const;
    for (const [q, a] of languages) {
      if (entry[q] && !entry[a]) context.addIssue({ code: 'custom', path: [a], message: 'faq.answerRequired' });
      if (entry[a] && !entry[q]) context.addIssue({ code: 'custom', path: [q], message: 'faq.questionRequired' });
    }
    if (!entry.questionEn && !entry.answerEn && !entry.questionEs && !entry.answerEs) {
      context.addIssue({ code: 'custom', path: ['questionEn'], message: 'faq.oneLanguageRequired' });
    }
  });
export type FaqEntryRequest = z.infer<typeof faqEntryRequest>;
/** As a client sends it: a language left out is an empty pair. */
export type FaqEntryInput = z.input<typeof faqEntryRequest>;

export const faqEntry = z.object({
  id: z.uuid(),
  topic: z.enum(FAQ_TOPICS),
  questionEn: text(),
  answerEn: text(),
  questionEs: text(),
  answerEs: text(),
  updatedAt: text(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqEntryParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
