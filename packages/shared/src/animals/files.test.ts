import { describe, expect, it } from 'vitest';
import { ANIMAL_IMPORT_KINDS } from './bulk';
import { ANIMAL_FILE_CHOICES, ANIMAL_FILE_COLUMNS, type AnimalFileColumn, foldHeader, foldText } from './files';

describe('the animal files’ columns and values', () => {
  it.each(ANIMAL_IMPORT_KINDS)('each header of a %s file names one column only', (kind) => {
    const named = new Map<string, string>();
    for (const column of ANIMAL_FILE_COLUMNS[kind] as readonly AnimalFileColumn[]) {
      for (const header of new Set([column.name, ...Object.values(column.header), ...(column.aliases ?? [])].map(foldHeader))) {
        expect(named.get(header), `${kind}: ${header}`).toBeUndefined();
        named.set(header, column.name);
      }
    }
  });

  it('each label of a list names one value only, so a label reads as one code', () => {
    for (const [list, values] of Object.entries(ANIMAL_FILE_CHOICES)) {
      const named = new Map<string, string>();
      for (const [code, labels] of Object.entries(values)) {
        for (const label of new Set([code, ...Object.values(labels)].map(foldText))) {
          expect(named.get(label) ?? code, `${list}: ${label}`).toBe(code);
          named.set(label, code);
        }
      }
    }
  });

  it('compares values without case, accents or extra spaces, and headers by their letters and digits only', () => {
    expect(foldText('  Recién   NACIDO ')).toBe('recien nacido');
    expect(foldHeader('Tag number *')).toBe(foldHeader('tag_number'));
    expect(foldHeader('Número de arete*')).toBe('numerodearete');
  });
});
