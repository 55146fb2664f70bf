import type { RecordType } from '@ganado/shared/animals';

/**
 * How a record's `details` read in a list: each field's label key (under `recordFields`) and how its
 * value shows: text, a number, a date, a quantity, or a label of one of the lists (`<namespace key>`).
 */
export type DetailKind = 'text' | 'date' | 'quantity' | { choice: string };
export interface DetailField {
  key: string;
  label?: string;
  kind: DetailKind;
}

const text = (key: string, label?: string): DetailField => ({ key, label, kind: 'text' });
const date = (key: string): DetailField => ({ key, kind: 'date' });
const quantity = (key: string): DetailField => ({ key, kind: 'quantity' });
const choice = (key: string, list: string, label?: string): DetailField => ({ key, label, kind: { choice: list } });

export const RECORD_DETAILS: Record<RecordType, DetailField[]> = {
  weight: [quantity('weight'), choice('method', 'recordChoices.weighingMethods')],
  milk: [quantity('yield'), choice('session', 'recordChoices.milkingSessions'), text('fatPercent'), text('proteinPercent'), text('somaticCellCount')],
  service: [choice('method', 'choices.conceptionMethods', 'serviceMethod'), text('semenCode'), text('technician')],
  conception: [choice('method', 'choices.conceptionMethods', 'serviceMethod')],
  pregnancyCheck: [
    choice('result', 'recordChoices.pregnancyResults'),
    choice('method', 'recordChoices.pregnancyCheckMethods', 'checkMethod'),
    text('fetusAgeDays'),
    date('expectedCalvingDate'),
    text('technician'),
  ],
  calving: [choice('birthEase', 'choices.birthEases')],
  disease: [text('diagnosis'), choice('severity', 'recordChoices.diseaseSeverities'), text('symptoms')],
  treatment: [text('product'), quantity('dose'), choice('route', 'recordChoices.administrationRoutes'), text('reason'), date('withdrawalEndsOn'), text('veterinarian')],
  vaccination: [text('vaccine'), quantity('dose'), text('batch'), date('nextDueOn')],
  labResult: [text('test'), choice('sampleType', 'recordChoices.sampleTypes'), text('result', 'labResult'), text('laboratory')],
  assessment: [text('bodyConditionScore'), text('scrotalCircumferenceCm'), text('hipHeightCm'), text('temperamentScore'), text('assessor')],
  feeding: [text('feed'), quantity('amount'), text('ration')],
  note: [text('text', 'noteText')],
  reminder: [text('text', 'reminderText')],
  movement: [text('farmName'), text('zoneName')],
  groupChange: [text('groupName')],
  removal: [choice('reason', 'choices.removalReasons', 'removalReason'), text('destination')],
};
