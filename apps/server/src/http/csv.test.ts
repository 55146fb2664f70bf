import { describe, expect, it } from 'vitest';
import { parseCsv } from '../modules/users/users.import.csv';
import { csvRows } from './csv';

describe('the CSV writer', () => {
  it('quotes every cell, doubling quotes, and ends rows with CRLF', () => {
    expect(csvRows([['Canela, "la güera"', 'x;=1+1', 'two\nlines'], ['', null, 'plain']])).toBe(
      '"Canela, ""la güera""","x;=1+1","two\nlines"\r\n"","","plain"\r\n',
    );
  });

  it('keeps a text cell beginning with = + - @, tab or carriage return from running as a formula', () => {
    const cells = ['=1+1', '+34 600', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '＝1+1'];
    expect(csvRows([cells])).toBe(`"'=1+1","'+34 600","'-2+3","'@SUM(A1)","'\t=1","'\r=1","'＝1+1"\r\n`);
  });

  it('leaves numbers it computed as numbers, negative ones included, and text that only contains a sign', () => {
    expect(csvRows([[-3, 123.46, 0, 'a-b', 'x=1']])).toBe('"-3","123.46","0","a-b","x=1"\r\n');
  });

  it('writes what the import reads back', () => {
    const written = csvRows([['tagNumber', 'nickname'], ['MX-1', 'Canela, "la güera"']]);
    expect(parseCsv(written)).toEqual({
      ok: true,
      records: [
        { line: 1, values: ['tagNumber', 'nickname'] },
        { line: 2, values: ['MX-1', 'Canela, "la güera"'] },
      ],
    });
  });
});
