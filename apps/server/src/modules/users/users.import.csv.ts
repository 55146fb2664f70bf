/** A record of a CSV file and the line it starts on (a quoted value may span lines). */
export interface CsvRecord {
  line: number;
  values: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; problem: 'unclosedQuote' | 'strayQuote'; line: number };

/**
 * RFC 4180 CSV: values separated by the delimiter, records by CRLF or LF, a value in double
 * quotes may hold delimiters, line breaks and doubled quotes. Strict where a lenient parser would
 * guess: a quote inside an unquoted value, or text after a closing quote, is refused rather than
 * read as something the person may not have meant. Blank lines are skipped (spreadsheets add them).
 */
export function parseCsv(text: string, delimiter = ','): CsvResult {
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let afterQuote = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endValue = () => {
    values.push(value);
    value = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endValue();
    if (values.length > 1 || values[0] !== '') records.push({ line: start, values });
    values = [];
  };

  for (; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line += 1;
        value += char;
      }
      continue;
    }
    if (char === delimiter) endValue();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else if (afterQuote) return { ok: false, problem: 'strayQuote', line };
    else if (char === '"') {
      if (value !== '') return { ok: false, problem: 'strayQuote', line };
      quoted = true;
    } else value += char;
  }
  if (quoted) return { ok: false, problem: 'unclosedQuote', line: start };
  endRecord();
  return { ok: true, records };
}

/** Spreadsheets set to Spanish and other comma-decimal languages save CSV with semicolons. */
export const delimiterOf = (headerLine: string) => (headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',');

/**
 * The file's text: UTF-8, or, when it is not valid UTF-8, Windows-1252 (what Excel's plain
 * "CSV" saves). Undefined for binary content (a NUL byte), which no CSV file has.
 */
export function csvText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
