import { describe, expect, it } from 'vitest';
import { csvText, delimiterOf, parseCsv } from './users.import.csv';

const values = (text: string, delimiter?: string) => {
  const result = parseCsv(text, delimiter);
  if (!result.ok) throw new Error(`${result.problem} at line ${result.line}`);
  return result.records.map((record) => record.values);
};

describe('parseCsv (RFC 4180)', () => {
  it('reads values and records, with LF or CRLF, a BOM and a final line break', () => {
    expect(values('\uFEFFa,b\r\n1,2\n3,\n')).toEqual([['a', 'b'], ['1', '2'], ['3', '']]);
  });

  it('reads quoted values holding delimiters, doubled quotes and line breaks, and gives each record its first line', () => {
    const result = parseCsv('name,note\n"Ruiz, Ana","said ""hola""\nand left"\nLuis,ok\n');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, values: ['name', 'note'] },
        { line: 2, values: ['Ruiz, Ana', 'said "hola"\nand left'] },
        { line: 4, values: ['Luis', 'ok'] },
      ],
    });
  });

  it('skips blank lines but keeps their count in the line numbers', () => {
    expect(parseCsv('a\n\n\r\nb\n')).toEqual({ ok: true, records: [{ line: 1, values: ['a'] }, { line: 4, values: ['b'] }] });
  });

  it('keeps an empty quoted value and empty values between delimiters', () => {
    expect(values('"",,x')).toEqual([['', '', 'x']]);
  });

  it('refuses a quote that is never closed, naming the line it opened on', () => {
    expect(parseCsv('a,b\n1,"two\n3,4\n')).toEqual({ ok: false, problem: 'unclosedQuote', line: 2 });
  });

  it('refuses a quote inside an unquoted value and text after a closing quote', () => {
    expect(parseCsv('a,b\nAn"a,2')).toEqual({ ok: false, problem: 'strayQuote', line: 2 });
    expect(parseCsv('a,b\n"Ana"x,2')).toEqual({ ok: false, problem: 'strayQuote', line: 2 });
  });

  it('reads semicolon files, choosing the delimiter from the header line', () => {
    expect(delimiterOf('firstName;lastName')).toBe(';');
    expect(delimiterOf('firstName,lastName;x')).toBe(',');
    expect(values('a;b\n"1;5";2', ';')).toEqual([['a', 'b'], ['1;5', '2']]);
  });
});

describe('csvText', () => {
  it('reads UTF-8, falls back to Windows-1252, and refuses binary content', () => {
    expect(csvText(Buffer.from('Núñez', 'utf8'))).toBe('Núñez');
    expect(csvText(Buffer.from([0x4e, 0xfa, 0xf1, 0x65, 0x7a]))).toBe('Núñez');
    expect(csvText(Buffer.from('89504e470d0a1a0a0000000d', 'hex'))).toBeUndefined();
  });
});
