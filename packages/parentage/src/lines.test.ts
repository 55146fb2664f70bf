import { describe, expect, it } from 'vitest';
import { forEachLine } from './lines';

async function linesOf(chunks: Parameters<typeof forEachLine>[0]) {
  const lines: [string, number][] = [];
  await forEachLine(chunks, (line, number) => lines.push([line, number]));
  return lines;
}

describe('lines from chunks', () => {
  it('splits lines wherever the chunks end, LF or CRLF, without the byte-order mark', async () => {
    const text = '\ufefffirst\r\nsecond line\n\nlast';
    const expected = [
      ['first', 1],
      ['second line', 2],
      ['', 3],
      ['last', 4],
    ];
    expect(await linesOf(text)).toEqual(expected);
    for (const size of [1, 2, 3, 7]) {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
      expect(await linesOf(chunks)).toEqual(expected);
    }
  });

  it('reads an async stream', async () => {
    async function* stream() {
      yield 'a\nb';
      yield 'c\n';
    }
    expect(await linesOf(stream())).toEqual([
      ['a', 1],
      ['bc', 2],
    ]);
  });
});
