import { checkXlsx, type XlsxCheck, type XlsxLimits } from './xlsx.guard';
import { readXlsxSheet, type Sheet } from './xlsx.sheet';

export interface XlsxTask {
  /** A copy of the uploaded bytes (a Buffer arrives in a worker as a plain Uint8Array). */
  bytes: Uint8Array;
  limits: XlsxLimits;
}

/** The check's outcome, and the first sheet when the file passed it and could be read. */
export type XlsxRead = XlsxCheck & { sheet?: Sheet };

/** Runs in a worker thread (off-thread.ts): the file is checked whole before exceljs sees it. */
export async function readXlsx({ bytes, limits }: XlsxTask): Promise<XlsxRead> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const check = await checkXlsx(buffer, limits);
  if (check.problem) return check;
  try {
    return { ...check, sheet: await readXlsxSheet(buffer) };
  } catch {
    return { ...check, problem: 'unreadable' };
  }
}
