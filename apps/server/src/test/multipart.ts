/** A multipart body as a browser's form sends it, with at most one file (named `profilePic` unless told). */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string; field?: string }) {
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
