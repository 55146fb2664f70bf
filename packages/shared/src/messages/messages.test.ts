import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, messageCatalog, translateMessage } from './index';

describe('message catalogue', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    const englishKeys = Object.keys(messageCatalog.en).sort();
    expect(Object.keys(messageCatalog.es).sort()).toEqual(englishKeys);
    for (const language of ['en', 'es'] as const) {
      for (const [key, text] of Object.entries(messageCatalog[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('keeps the spec texts word for word', () => {
    expect(translateMessage('login.usernameRequired')).toBe('Email/Mobile can not be empty.');
    expect(translateMessage('validation.nameAlphabets')).toBe('Name can contain only alphbets');
    expect(translateMessage('errors.checkCredentials')).toBe(
      'Please make sure you have the correct credentials and your account is activated',
    );
    expect(translateMessage('errors.somethingWentWrong', 'es')).toBe('Algo salió mal.');
  });

  it('fills a message’s {placeholders} from the values given', () => {
    expect(translateMessage('animals.importNotAllowed', 'es', { column: 'Sexo', values: 'female, male' })).toBe('Sexo debe ser uno de estos valores: female, male');
  });

  it('returns unknown keys unchanged', () => {
    expect(translateMessage('no.such.key', 'es')).toBe('no.such.key');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en-GB;q=0.2, es-MX;q=0.8', 'es'],
    ['de, fr', 'en'],
    ['es;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
