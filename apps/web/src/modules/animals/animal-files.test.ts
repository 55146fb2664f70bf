import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ganado/shared';
import { ANIMAL_FILE_CHOICES, type AnimalFileChoiceList } from '@ganado/shared/animals';
import en from './locales/en.json';
import es from './locales/es.json';

/** Where the web keeps each list the animal files use (milk units are the records' units; yes/no is the files' own). */
const WEB_LIST: Partial<Record<AnimalFileChoiceList, [group: 'choices' | 'recordChoices', list: string]>> = {
  genders: ['choices', 'genders'],
  classUses: ['choices', 'classUses'],
  categoryStages: ['choices', 'categoryStages'],
  tagTypes: ['choices', 'tagTypes'],
  tagColours: ['choices', 'tagColours'],
  birthEases: ['choices', 'birthEases'],
  conceptionMethods: ['choices', 'conceptionMethods'],
  hornStatuses: ['choices', 'hornStatuses'],
  ownershipTypes: ['choices', 'ownershipTypes'],
  statuses: ['choices', 'statuses'],
  weightUnits: ['choices', 'weightUnits'],
  milkingSessions: ['recordChoices', 'milkingSessions'],
  administrationRoutes: ['recordChoices', 'administrationRoutes'],
};

describe('the labels of the animal files', () => {
  // The import reads, and the export and template write, the labels the app shows: the same words in both.
  it.each(Object.entries(WEB_LIST))('%s are the ones the app shows, in every language', (list, [group, name]) => {
    for (const language of LANGUAGES) {
      const shown = ({ en, es }[language][group] as Record<string, Record<string, string>>)[name];
      const written = Object.fromEntries(Object.entries(ANIMAL_FILE_CHOICES[list as AnimalFileChoiceList]).map(([code, labels]) => [code, labels[language]]));
      expect(written, `${list} ${language}`).toEqual(shown);
    }
  });
});
