import { describe, expect, it } from 'vitest';
import { messageCatalog, type MessageKey } from '@ganado/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

/**
 * The sign-up's "is required" texts that the spec does not give are ours to write, and name each field as its
 * label does (docs/decisions.md, "Sign-up messages name the field as its label does"). The spec's own texts
 * ('Firstname must be less than 25 characters', 'E-mail must be valid') stay word for word.
 */
const REQUIRED: ReadonlyArray<[keyof typeof en.signUp, MessageKey]> = [
  ['firstName', 'signUp.firstNameRequired'],
  ['lastName', 'signUp.lastNameRequired'],
  ['email', 'signUp.emailRequired'],
  ['mobile', 'signUp.mobileRequired'],
  ['countryCode', 'signUp.countryCodeRequired'],
  ['state', 'signUp.stateRequired'],
  ['village', 'signUp.cityRequired'],
];

describe('the sign-up’s own required messages', () => {
  it.each([
    ['en', en, messageCatalog.en],
    ['es', es, messageCatalog.es],
  ] as const)('name each field by its label (%s)', (_language, labels, texts) => {
    for (const [field, key] of REQUIRED) {
      const label = labels.signUp[field] as string;
      const words = (text: string) => text.toLowerCase().split(/[\s/.]+/).filter(Boolean);
      const said = new Set(words(texts[key]));
      const named = words(label).every((word) => said.has(word));
      expect(named, `${texts[key]} ↔ ${label}`).toBe(true);
    }
  });
});
