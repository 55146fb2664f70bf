import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are ours (never a client's file name), so paths cannot escape. */
export interface Storage {
  /** Stores the bytes and answers the key to find them again. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
}

/** Local disk under `${DATA_DIR}/uploads`; an S3-compatible store can implement the same interface. */
export function diskStorage(root: string): Storage {
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), bytes, { mode: 0o640 });
      return key;
    },
    get: (key) => readFile(path.join(root, key)),
  };
}

const SIGNATURES: { extension: 'png' | 'gif' | 'jpeg'; bytes: number[] }[] = [
  { extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { extension: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** png, gif or jpeg judged by the file's first bytes, not by its name or declared type. */
export function imageKind(bytes: Buffer): 'png' | 'gif' | 'jpeg' | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.extension;
}
