import { type FaqEntry, faqEntryRequest, type FaqTopic } from '@ganado/shared/faq';
import { bodyResolver } from '../../components/form/body-resolver';

export interface FaqValues {
  topic: FaqTopic | '';
  questionEn: string;
  answerEn: string;
  questionEs: string;
  answerEs: string;
}

export const FAQ_FIELDS = ['topic', 'questionEn', 'answerEn', 'questionEs', 'answerEs'] as const;

export const faqValues = (entry?: FaqEntry): FaqValues => ({
  topic: entry?.topic ?? 'farm',
  questionEn: entry?.questionEn ?? '',
  answerEn: entry?.answerEn ?? '',
  questionEs: entry?.questionEs ?? '',
  answerEs: entry?.answerEs ?? '',
});

export const faqResolver = bodyResolver(faqEntryRequest, (values: FaqValues) => ({ ...values, topic: values.topic as FaqTopic }));
