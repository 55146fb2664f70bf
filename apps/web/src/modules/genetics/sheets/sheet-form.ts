import type { FieldPath } from 'react-hook-form';
import { epdDataRequest, type EpdData, type EpdDataForm } from '@ganado/shared/genetics';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** The fields the breeder enters (or weighs) on the sheet: the contract's request, field by field. */
export type EntryName = keyof EpdDataForm & string;
type Kind = 'text' | 'number' | 'date' | 'choice' | 'flag';

/** How each entered field is typed; a text field's length is the contract's. */
export const ENTRY_KINDS: Readonly<Record<EntryName, Kind>> = {
  internationalId: 'text',
  location: 'text',
  additionalIdMethod: 'text',
  breederHerdCode: 'text',
  birthManagementCode: 'text',
  secondaryBreed: 'text',
  breedComposition: 'text',
  accuracyWeight: 'choice',
  weaningWeight: 'number',
  weaningDate: 'date',
  weaningSex: 'choice',
  managementPastureCode: 'text',
  creep: 'flag',
  yearlingDate: 'date',
  yearlingWeight: 'number',
  yearlingHeight: 'number',
  yearlingSex: 'choice',
  managementFeedCode: 'text',
  daysOnFeed: 'number',
  dateOnFeed: 'date',
  harvestDate: 'date',
  gradingDate: 'date',
  carcassSex: 'choice',
  carcassWeight: 'number',
  kph: 'number',
  fatThickness: 'number',
  marbling: 'number',
  ribeyeArea: 'number',
};
export const ENTRY_NAMES = Object.keys(ENTRY_KINDS) as EntryName[];
export const isEntry = (name: string): name is EntryName => name in ENTRY_KINDS;

/** The sheet as typed: texts, dates and choices as strings ('' when blank), figures as numbers (null when blank), creep as yes/no/''. */
export type SheetValues = Record<EntryName, string | number | null>;

/** The form's start: what the sheet holds now. */
export function sheetValues(sheet: EpdData): SheetValues {
  const values = {} as SheetValues;
  for (const name of ENTRY_NAMES) {
    const held = sheet.fields[name];
    switch (ENTRY_KINDS[name]) {
      case 'number':
        values[name] = typeof held === 'number' ? held : null;
        break;
      case 'flag':
        values[name] = held === true ? 'yes' : held === false ? 'no' : '';
        break;
      default:
        values[name] = held == null ? '' : String(held);
    }
  }
  return values;
}

/** The contract's body: blanks as null, figures as typed (a word typed in a figure reaches the schema as NaN, and gets its message). */
export function sheetBody(values: SheetValues): EpdDataForm {
  const body: Record<string, unknown> = {};
  for (const name of ENTRY_NAMES) {
    const typed = values[name];
    switch (ENTRY_KINDS[name]) {
      case 'number':
        body[name] = typed;
        break;
      case 'flag':
        body[name] = typed === 'yes' ? true : typed === 'no' ? false : null;
        break;
      case 'text':
        body[name] = textOrNull(String(typed ?? ''));
        break;
      default:
        body[name] = typed === '' || typed == null ? null : typed;
    }
  }
  return body as EpdDataForm;
}

export const sheetResolver = bodyResolver<SheetValues, EpdDataForm>(epdDataRequest, sheetBody);

/** The fields the server may name in a 404 or 422: every entered one. */
export const SHEET_FIELDS: FieldPath<SheetValues>[] = ENTRY_NAMES;
