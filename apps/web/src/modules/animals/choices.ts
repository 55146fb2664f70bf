import { useTranslation } from 'react-i18next';
import type { Species } from '@ganado/shared/reference';

/** The labelled options of one of the shared choice lists (`choices.<list>.<value>` in the animals namespace). */
export function useChoiceOptions() {
  const { t } = useTranslation('animals');
  return (list: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`choices.${list}.${value}`) }));
}

/** A person's name for an animal: its tag, and its nickname when it has one. */
export const animalLabel = (animal: { tagNumber: string; nickname: string | null }) => (animal.nickname ? `${animal.tagNumber} · ${animal.nickname}` : animal.tagNumber);

/** A species in the reader's language (the reference data holds English and Spanish names). */
export const speciesName = (species: Species, language: string) => (language.startsWith('es') ? species.nameEs : species.name);
