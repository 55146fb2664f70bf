import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_TOPICS, type FaqEntry, type FaqTopic } from '@ganado/shared/faq';

/** A question as the page shows it: Ganado's own (no `entry`) or the organisation's. */
export interface FaqItem {
  key: string;
  topic: FaqTopic;
  question: string;
  answer: string;
  entry?: FaqEntry;
}

/** The organisation's entry in the reader's language, else in the other (an entry holds one or both). */
export function itemOfEntry(entry: FaqEntry, language: string): FaqItem {
  const spanish = { question: entry.questionEs, answer: entry.answerEs };
  const english = { question: entry.questionEn, answer: entry.answerEn };
  const [first, second] = language.startsWith('es') ? [spanish, english] : [english, spanish];
  const shown = first.question ? first : second;
  return { key: entry.id, topic: entry.topic, ...shown, entry };
}

/** Lower case without accents: "Preñez" is found by "prenez", as a phone keyboard types it. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The items whose question or answer holds every word of `search`, in their order. */
export function matching(items: readonly FaqItem[], search: string): FaqItem[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = folded(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** Words too common to say what a question is about; left out when an enquiry's subject looks for answers. */
const COMMON = new Set(
  'the a an and or of to in on at for with is are do does how what when where why who can i we my our it this that el la los las un una y o de del a en con por para que como cuando donde es son se mi mis nuestro'.split(' '),
);

/**
 * The items that share the most words of a subject (an enquiry being written), best first, at most
 * `limit`: unlike `matching`, a subject is a sentence, and an answer may help without every word of it.
 */
export function relatedTo(items: readonly FaqItem[], subject: string, limit = 3): FaqItem[] {
  const words = [...new Set(folded(subject).split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length > 2 && !COMMON.has(word));
  if (words.length === 0) return [];
  return items
    .map((item) => {
      const text = folded(`${item.question} ${item.answer}`);
      return { item, score: words.filter((word) => text.includes(word)).length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item }) => item);
}

/** Ganado's own questions, from the faq locale namespace: a list of `{ q, a }` per topic. */
export function useBuiltInFaq(): FaqItem[] {
  // `t` is a new function when the language changes, so the texts follow it.
  const { t } = useTranslation('faq');
  return useMemo(() => {
    const topics = t('builtIn', { returnObjects: true }) as Partial<Record<FaqTopic, { q: string; a: string }[]>>;
    return FAQ_TOPICS.flatMap((topic) => (topics[topic] ?? []).map(({ q, a }, index) => ({ key: `ganado:${topic}:${index}`, topic, question: q, answer: a })));
  }, [t]);
}
