import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '@ganado/shared/faq';
import { itemOfEntry, matching } from './faq-items';

const entry: FaqEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  topic: 'farm',
  questionEn: 'Who do I call at night?',
  answerEn: 'Mateo, then the vet.',
  questionEs: '',
  answerEs: '',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

describe('the FAQ’s items', () => {
  it('shows an entry in the reader’s language, else in the other', () => {
    expect(itemOfEntry(entry, 'es')).toMatchObject({ question: 'Who do I call at night?', answer: 'Mateo, then the vet.' });
    const both = { ...entry, questionEs: '¿A quién llamo de noche?', answerEs: 'A Mateo.' };
    expect(itemOfEntry(both, 'es-MX')).toMatchObject({ question: '¿A quién llamo de noche?', answer: 'A Mateo.' });
    expect(itemOfEntry(both, 'en')).toMatchObject({ question: 'Who do I call at night?' });
  });

  it('finds the items holding every word, in the question or the answer, whatever the case or accents', () => {
    const items = [
      { key: 'a', topic: 'breeding' as const, question: '¿Cuándo pasan las vaquillas al toro?', answer: 'A los 15 meses de edad.' },
      { key: 'b', topic: 'health' as const, question: 'Diagnóstico de preñez', answer: 'Con ecógrafo a los 35 días.' },
    ];
    expect(matching(items, '  ').map((item) => item.key)).toEqual(['a', 'b']);
    expect(matching(items, 'PRENEZ').map((item) => item.key)).toEqual(['b']);
    expect(matching(items, 'toro meses').map((item) => item.key)).toEqual(['a']);
    expect(matching(items, 'toro ecógrafo')).toEqual([]);
  });
});
