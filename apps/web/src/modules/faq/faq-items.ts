import type { FaqEntry, FaqTopic } from '@ganado/shared/faq';

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
