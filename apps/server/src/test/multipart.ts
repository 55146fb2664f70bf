/** A file part of a multipart body: the form field (`profilePic` unless told), the name on the sender's disk, the bytes and the declared type. */
export interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type: string;
}

/** A multipart body, as a browser form sends it, with at most one file, ready for app.inject. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----ganado-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const field = file.field ?? 'profilePic';
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The first bytes of a PNG: enough for the server, which judges a picture by its signature. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
