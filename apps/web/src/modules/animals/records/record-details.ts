import type { RecordType } from '@ganado/shared/animals';

/**
 * How a record's `details` read in a list: each field's label key (under `recordFields`) and how its
 * value shows: text, a number, a date, a quantity, or a label of one of the lists (`<namespace key>`);
 * and what a medicine left: its withdrawal ends (meat and milk), an override's reason, a flag.
 */
export type DetailKind = 'text' | 'date' | 'quantity' | 'withdrawal' | 'override' | { choice: string } | { flag: boolean };
export interface DetailField {
  key: string;
  label?: string;
  kind: DetailKind;
  /** Not shown when the record has this detail, which says the same better. */
  hiddenBy?: string;
  /** Shown only when the record has this detail. */
  onlyWith?: string;
}

const text = (key: string, label?: string): DetailField => ({ key, label, kind: 'text' });
const date = (key: string): DetailField => ({ key, kind: 'date' });
const quantity = (key: string): DetailField => ({ key, kind: 'quantity' });
const choice = (key: string, list: string, label?: string): DetailField => ({ key, label, kind: { choice: list } });
/**
 * The meat and milk withdrawal a drug of the cabinet set (`{ meat: { endsAt, … }, milk: … }`), in
 * place of the typed last day; a product named by hand shows the day as typed.
 */
const withdrawal: DetailField = { key: 'withdrawal', kind: 'withdrawal', onlyWith: 'drugId' };
const withdrawalEndsOn: DetailField = { key: 'withdrawalEndsOn', kind: 'date', hiddenBy: 'drugId' };
/** A sale or saleable milk during a withdrawal, let through with a reason (`{ reason, … }`). */
const override: DetailField = { key: 'withdrawalOverride', kind: 'override' };
/** A yes/no detail shown, by its label alone, only when it is `when`: milk not saleable, a drug given off label, a calving's parentage to check. */
const flag = (key: string, when: boolean, label: string): DetailField => ({ key, label, kind: { flag: when } });

/** Whether a record's detail has something to show. */
export function detailShown(field: DetailField, details: Record<string, unknown>): boolean {
  const value = details[field.key];
  if (field.hiddenBy && details[field.hiddenBy] != null) return false;
  if (field.onlyWith && details[field.onlyWith] == null) return false;
  // A flag raised may carry what raised it (a calving's parentage check names the service).
  if (typeof field.kind === 'object' && 'flag' in field.kind) return field.kind.flag ? Boolean(value) : value === false;
  if (field.kind === 'withdrawal' || field.kind === 'override') return typeof value === 'object' && value !== null;
  return value != null && value !== '';
}

export const RECORD_DETAILS: Record<RecordType, DetailField[]> = {
  weight: [quantity('weight'), choice('method', 'recordChoices.weighingMethods')],
  milk: [
    quantity('yield'),
    choice('session', 'recordChoices.milkingSessions'),
    text('fatPercent'),
    text('proteinPercent'),
    text('somaticCellCount'),
    flag('saleable', false, 'notSaleable'),
    override,
  ],
  service: [choice('method', 'choices.conceptionMethods', 'serviceMethod'), text('semenCode'), text('batch', 'semenBatch'), text('inseminator'), text('technician')],
  conception: [choice('method', 'choices.conceptionMethods', 'serviceMethod')],
  pregnancyCheck: [
    choice('result', 'recordChoices.pregnancyResults'),
    choice('method', 'recordChoices.pregnancyCheckMethods', 'checkMethod'),
    text('fetusAgeDays'),
    date('expectedCalvingDate'),
    text('technician'),
  ],
  calving: [choice('birthEase', 'choices.birthEases'), flag('parentageCheck', true, 'parentageCheck')],
  disease: [text('diagnosis'), choice('severity', 'recordChoices.diseaseSeverities'), text('symptoms')],
  treatment: [
    text('product'),
    text('batch'),
    quantity('dose'),
    choice('route', 'recordChoices.administrationRoutes'),
    text('reason'),
    withdrawal,
    withdrawalEndsOn,
    text('veterinarian'),
    flag('offLabel', true, 'offLabel'),
  ],
  vaccination: [text('vaccine'), text('batch'), quantity('dose'), withdrawal, withdrawalEndsOn, date('nextDueOn'), flag('offLabel', true, 'offLabel')],
  labResult: [text('test'), choice('sampleType', 'recordChoices.sampleTypes'), text('result', 'labResult'), text('laboratory')],
  assessment: [text('bodyConditionScore'), text('scrotalCircumferenceCm'), text('hipHeightCm'), text('temperamentScore'), text('assessor')],
  feeding: [text('feed'), quantity('amount'), text('ration')],
  note: [text('text', 'noteText')],
  reminder: [text('text', 'reminderText')],
  movement: [text('farmName'), text('zoneName')],
  groupChange: [text('groupName')],
  removal: [choice('reason', 'choices.removalReasons', 'removalReason'), text('destination'), override],
};
