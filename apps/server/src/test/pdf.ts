import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by PDFKit shows, for tests that read what was printed: each content stream
 * inflated, and the hex strings of its text operators decoded (PDFKit writes the standard fonts'
 * text in WinAnsi, which is Latin-1 for the characters Spanish needs). Runs of white space, a
 * wrapped line's break and Intl's no-break space included, read as one space.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push([...block[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}
