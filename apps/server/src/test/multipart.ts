import { Readable } from 'node:stream';

/** A file part of a multipart body: the form field (`profilePic` unless told), the name on the sender's disk, the bytes and the declared type. */
export interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type: string;
}

const BOUNDARY = '----ganado-test-boundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** The headers of a file part. */
const fileHeaders = (file: Omit<FilePart, 'bytes'>) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.field ?? 'profilePic'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;

/** The text fields, then the headers of the file part (when there is one), as a browser form sends them. */
function opening(fields: Record<string, string>, file?: Omit<FilePart, 'bytes'>) {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(fileHeaders(file));
  return Buffer.from(parts.join(''));
}

const closing = (withFile: boolean) => Buffer.from(`${withFile ? '\r\n' : ''}--${BOUNDARY}--\r\n`);

/** A multipart body, as a browser form sends it, with a file, several, or none, ready for app.inject. */
export function multipart(fields: Record<string, string>, file?: FilePart | readonly FilePart[]) {
  const [first, ...others] = file === undefined ? [] : 'bytes' in file ? [file] : file;
  const payload = Buffer.concat([
    opening(fields, first),
    ...(first ? [first.bytes] : []),
    ...others.flatMap((part) => [Buffer.from(`\r\n${fileHeaders(part)}`), part.bytes]),
    closing(Boolean(first)),
  ]);
  return { payload, headers };
}

/**
 * A multipart body whose file (`first`, then `size` bytes in all) is made as the server reads
 * it: `taken()` says how many bytes of the body the server has pulled so far, so a test can tell
 * a file refused at its limit from one read whole.
 */
export function streamedMultipart(fields: Record<string, string>, file: Omit<FilePart, 'bytes'> & { first: Buffer; size: number }) {
  const filler = Buffer.alloc(64 * 1024, 'a');
  const chunks = (function* () {
    yield opening(fields, file);
    yield file.first;
    for (let left = file.size - file.first.length; left > 0; left -= filler.length) yield filler.subarray(0, Math.min(left, filler.length));
    yield closing(true);
  })();
  let taken = 0;
  const payload = new Readable({
    highWaterMark: filler.length,
    read() {
      const next = chunks.next();
      if (!next.done) taken += next.value.length;
      this.push(next.done ? null : next.value);
    },
  });
  return { payload, headers, taken: () => taken };
}

/** The first bytes of a PNG: enough for the server, which judges a picture by its signature. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
