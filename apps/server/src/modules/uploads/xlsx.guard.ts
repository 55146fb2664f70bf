import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What an XLSX may hold before it is parsed (the animal import's are in @ganado/shared). */
export interface XlsxLimits {
  /** Entries in the ZIP. */
  maxParts: number;
  /** All entries together, as inflated. */
  maxUnpackedBytes: number;
  /** The longest run of a sheet's XML between two tags: a cell's text, or one tag. */
  maxCellBytes: number;
  /** `<row>` elements in any one worksheet. */
  maxRows: number;
}

export type XlsxProblem = 'unreadable' | 'tooManyParts' | 'unpacksTooBig' | 'cellTooLong' | 'tooManyRows';

export interface XlsxCheck {
  /** Absent when the file is within every limit. */
  problem?: XlsxProblem;
  /** How many bytes were inflated before the answer: a refused file stops near its limit. */
  unpackedBytes: number;
}

/** Where cells live: the worksheets and the shared strings (and anything else under xl/ that exceljs reads as XML). */
const holdsCells = (name: string) => name.startsWith('xl/') && name.endsWith('.xml');
const isWorksheet = (name: string) => name.startsWith('xl/worksheets/') && name.endsWith('.xml');

/**
 * Checks an XLSX (a ZIP of XML parts) against `limits` without parsing it, so that a zip bomb or
 * a giant cell never reaches exceljs (docs/decisions.md, "Security"). yauzl reads the
 * central directory, so the part count and declared sizes are known before anything is inflated,
 * and it refuses an entry that inflates to more than it declared; the bytes are counted here as
 * well, and inflating stops the moment a limit is passed.
 */
export async function checkXlsx(bytes: Buffer, limits: XlsxLimits): Promise<XlsxCheck> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { problem: 'unreadable', unpackedBytes: 0 };
  }
  const outcome = { unpackedBytes: 0 };
  try {
    if (zip.entryCount > limits.maxParts) return { problem: 'tooManyParts', ...outcome };
    let declared = 0;
    for await (const entry of entriesOf(zip)) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) return { problem: 'unpacksTooBig', ...outcome };
      if (entry.fileName.endsWith('/')) continue;
      const scanner = holdsCells(entry.fileName) ? new XmlScanner(limits, isWorksheet(entry.fileName)) : undefined;
      const stream = await openEntry(zip, entry);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          outcome.unpackedBytes += chunk.length;
          if (outcome.unpackedBytes > limits.maxUnpackedBytes) return { problem: 'unpacksTooBig', ...outcome };
          const problem = scanner?.scan(chunk);
          if (problem) return { problem, ...outcome };
        }
      } finally {
        stream.destroy();
      }
    }
    return outcome;
  } catch {
    // A corrupt entry, a bad compression method, or more bytes than the entry declared.
    return { problem: 'unreadable', ...outcome };
  } finally {
    zip.close();
  }
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));

/** The central directory's entries one at a time (lazyEntries: the next is read only when asked for). */
async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | undefined>((resolve, reject) => {
      const cleanUp = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      const onEntry = (found: Entry) => (cleanUp(), resolve(found));
      const onEnd = () => (cleanUp(), resolve(undefined));
      const onError = (error: Error) => (cleanUp(), reject(error));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

const LESS_THAN = 0x3c;
/** Enough bytes after a `<` to tell a row's tag, a namespace prefix included (`<x:row `). */
const TAG_LOOKAHEAD = 24;
const [R, O, W, COLON] = [...Buffer.from('row:')];
const ENDS_NAME = new Set([...Buffer.from(' \t\r\n/>')]);

/** Whether the tag opening at `at` is a `<row>` (with any namespace prefix): bytes compared, for speed. */
function isRowTag(chunk: Buffer, at: number): boolean {
  let name = at + 1;
  for (let index = name; index < at + TAG_LOOKAHEAD - 4 && !ENDS_NAME.has(chunk[index]!); index += 1) {
    if (chunk[index] === COLON) name = index + 1;
  }
  return chunk[name] === R && chunk[name + 1] === O && chunk[name + 2] === W && ENDS_NAME.has(chunk[name + 3]!);
}

/**
 * Measures an XML part as it streams, in constant memory: the longest run of bytes between two
 * `<` (a cell's text, or one tag with its attributes) and, in a worksheet, the `<row>` elements.
 * It looks for `<` with Buffer.indexOf instead of parsing: XML parsers in JavaScript run at
 * 35–70 MB/s and hold a whole text node before handing it over, which is what a giant cell exploits.
 */
class XmlScanner {
  private run = 0;
  private rows = 0;
  private pending: Buffer | undefined;

  constructor(
    private readonly limits: XlsxLimits,
    private readonly countRows: boolean,
  ) {}

  scan(input: Buffer): XlsxProblem | undefined {
    const chunk = this.pending ? Buffer.concat([this.pending, input]) : input;
    this.pending = undefined;
    let from = 0;
    for (let tag = chunk.indexOf(LESS_THAN); tag !== -1; tag = chunk.indexOf(LESS_THAN, from)) {
      if (this.run + tag - from > this.limits.maxCellBytes) return 'cellTooLong';
      this.run = 0;
      if (this.countRows) {
        // A tag cut by the chunk's end is looked at again with the next chunk.
        if (chunk.length - tag < TAG_LOOKAHEAD) {
          this.pending = chunk.subarray(tag);
          return undefined;
        }
        if (isRowTag(chunk, tag) && ++this.rows > this.limits.maxRows) return 'tooManyRows';
      }
      from = tag + 1;
    }
    this.run += chunk.length - from;
    return this.run > this.limits.maxCellBytes ? 'cellTooLong' : undefined;
  }
}
