/**
 * Lines from a file that arrives in chunks (an upload streamed by the server), split wherever the
 * chunks happen to end, so no reader needs the whole file as one string. LF and CRLF endings; a
 * byte-order mark at the start is dropped.
 */
import { GenotypeFileError } from './errors';

/** A file's text in chunks, as a stream gives it (or one string). */
export type TextChunks = AsyncIterable<string> | Iterable<string>;

/** No line of a real genotype file comes near this (a .ped row of an HD chip is about 3.2 M). */
const MAX_LINE_LENGTH = 64 * 1024 * 1024;

/**
 * Calls `onLine` with each line (without its ending) and its 1-based number, in order. A line that
 * grows past 64 M characters fails with `tooLarge` instead of filling the memory.
 */
export async function forEachLine(chunks: TextChunks, onLine: (line: string, lineNumber: number) => void, file?: 'ped' | 'map'): Promise<void> {
  let pending = '';
  let lineNumber = 0;
  const emit = (line: string) => {
    lineNumber += 1;
    if (lineNumber === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    onLine(line.endsWith('\r') ? line.slice(0, -1) : line, lineNumber);
  };
  const refuseLongLine = () => {
    if (pending.length > MAX_LINE_LENGTH) throw new GenotypeFileError('tooLarge', 'the line is longer than any genotype file has', lineNumber + 1, file);
  };
  for await (const chunk of typeof chunks === 'string' ? [chunks] : chunks) {
    // Look for line ends in the chunk alone: a long line arriving in many chunks is joined once.
    let end = chunk.indexOf('\n');
    if (end === -1) {
      pending += chunk;
      refuseLongLine();
      continue;
    }
    emit(pending + chunk.slice(0, end));
    let start = end + 1;
    for (end = chunk.indexOf('\n', start); end !== -1; end = chunk.indexOf('\n', start)) {
      emit(chunk.slice(start, end));
      start = end + 1;
    }
    pending = chunk.slice(start);
    refuseLongLine();
  }
  if (pending.length > 0) emit(pending);
}
