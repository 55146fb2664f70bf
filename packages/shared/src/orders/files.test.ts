import { describe, expect, it } from 'vitest';
import { farmLanguage } from '../format';
import { quantityWords } from './files';

describe('the printed documents’ words', () => {
  it('writes a counted quantity with its unit in the document’s language, one and many', () => {
    expect(quantityWords(1, 'unit', 'en')).toBe('1 unit');
    expect(quantityWords(2, 'unit', 'es')).toBe('2 unidades');
    expect(quantityWords(10, 'straw', 'es')).toBe('10 pajuelas');
    expect(quantityWords(1, 'dose', 'es')).toBe('1 dosis');
    expect(quantityWords(1.25, 'straw', 'en')).toBe('1.25 straws');
  });

  it('leaves measures as they are, their number in the language', () => {
    expect(quantityWords(2.5, 't', 'es')).toBe('2,5 t');
    expect(quantityWords(1250.5, 'L', 'en')).toBe('1,250.5 L');
  });

  it('prints a farm’s sheet in Spanish where Spanish is spoken, else in English', () => {
    expect([farmLanguage('MX'), farmLanguage('es'), farmLanguage('GB'), farmLanguage(null)]).toEqual(['es', 'es', 'en', 'en']);
  });
});
