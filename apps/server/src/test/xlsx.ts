import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

/** `head`, then `unit` `times` over, then `tail`, made as it is read: hundreds of MB zip without ever being held. */
export function repeated(head: string, unit: string, times: number, tail: string): Readable {
  const perBlock = Math.max(1, Math.floor(64 * 1024 / unit.length));
  const block = Buffer.from(unit.repeat(perBlock));
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let left = times; left > 0; left -= perBlock) yield left >= perBlock ? block : block.subarray(0, left * unit.length);
      yield Buffer.from(tail);
    })(),
    { objectMode: false },
  );
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
export const STRINGS_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}">`;
export const STRINGS_TAIL = '</sst>';

/** The parts every workbook has besides its sheet and shared strings. */
const PACKAGE = {
  '[Content_Types].xml':
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
    `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`,
  '_rels/.rels': `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Hato" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
};

/** A row of inline-string cells, as a sheet's XML holds it. */
export const sheetRow = (number: number, cells: string[]) =>
  `<row r="${number}">${cells.map((text, index) => `<c r="${String.fromCharCode(65 + index)}${number}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/**
 * The smallest XLSX exceljs reads, its sheet and shared strings given as text or as a stream (a
 * zip bomb's), deflated as they are read.
 */
export async function workbook(parts: { sheet: string | Readable; sharedStrings?: string | Readable }): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(PACKAGE)) zip.addBuffer(Buffer.from(text), name);
  const add = (content: string | Readable, name: string) =>
    typeof content === 'string' ? zip.addBuffer(Buffer.from(content), name) : zip.addReadStream(content, name);
  add(parts.sheet, 'xl/worksheets/sheet1.xml');
  add(parts.sharedStrings ?? `${STRINGS_HEAD}${STRINGS_TAIL}`, 'xl/sharedStrings.xml');
  zip.end();
  return buffer(zip.outputStream as Readable);
}

/**
 * A copy of a ZIP whose central directory (entries starting PK\1\2) gives `part` the
 * uncompressed size `size`, as a forged file lies about what it unpacks to.
 */
export function withDeclaredSize(zip: Buffer, part: string, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let at = forged.indexOf('PK\x01\x02'); at !== -1; at = forged.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = forged.readUInt16LE(at + 28);
    if (forged.toString('utf8', at + 46, at + 46 + nameLength) === part) {
      forged.writeUInt32LE(size, at + 24);
      return forged;
    }
  }
  throw new Error(`no part ${part}`);
}

/** The animal import's zip bomb: a valid workbook whose sheet of plain rows unpacks to `bytes` (about 1 MB zipped per 300 MB). */
export function sheetBomb(bytes: number): Promise<Buffer> {
  const row = sheetRow(2, ['BOMB-1', 'cattle', 'female', 'Rancho']);
  return workbook({ sheet: repeated(SHEET_HEAD, row, Math.ceil(bytes / row.length), SHEET_TAIL) });
}

/** A workbook of one shared string of `letters` times "A", referenced by the sheet's first cell. */
export const giantCell = (letters: number) =>
  workbook({
    sheet: `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
    sharedStrings: repeated(`${STRINGS_HEAD}<si><t>`, 'A', letters, `</t></si>${STRINGS_TAIL}`),
  });
