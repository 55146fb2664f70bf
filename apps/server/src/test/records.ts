import { randomUUID } from 'node:crypto';
import type { RecordForm, RecordType } from '@ganado/shared/animals';
import type { App } from '../app';

/** The ids a sample record may name: a farm, a group, a bull of the same organisation. */
export interface SampleRefs {
  farmId: string;
  groupId: string;
  bullId: string;
}

/** A believable record of every type, as a form would send it (dates as days, done unless a reminder). */
export function sampleRecord(type: RecordType, refs: SampleRefs): RecordForm {
  const occurredAt = '2024-05-02';
  switch (type) {
    case 'weight':
      return { type, occurredAt, weight: { value: 320, unit: 'kg' }, method: 'scale' };
    case 'milk':
      return { type, occurredAt, yield: { value: 18.5, unit: 'L' }, session: 'morning', fatPercent: 3.8, proteinPercent: 3.2, somaticCellCount: 120000 };
    case 'service':
      return { type, occurredAt, method: 'artificialInsemination', semenCode: 'ANG-2231', technician: 'Luis Pérez' };
    case 'conception':
      return { type, occurredAt, method: 'naturalMating', sireId: refs.bullId };
    case 'pregnancyCheck':
      return { type, occurredAt, result: 'pregnant', method: 'ultrasound', fetusAgeDays: 60, expectedCalvingDate: '2025-01-10', technician: 'Dra. Gómez' };
    case 'calving':
      return { type, occurredAt, birthEase: 'noAssistance', calves: [{ tagNumber: `CR-${randomUUID().slice(0, 6)}`, gender: 'female' }] };
    case 'disease':
      return { type, occurredAt, diagnosis: 'Clinical mastitis', severity: 'mild', symptoms: 'Swollen front left quarter' };
    case 'treatment':
      return {
        type,
        occurredAt,
        product: 'Oxytetracycline',
        dose: { value: 20, unit: 'mL' },
        route: 'intramuscular',
        reason: 'Mastitis',
        withdrawalEndsOn: '2024-05-20',
        veterinarian: 'Dra. Gómez',
      };
    case 'vaccination':
      return { type, occurredAt, vaccine: 'Clostridial 7-way', dose: { value: 2, unit: 'mL' }, batch: 'B-112', nextDueOn: '2025-05-02' };
    case 'labResult':
      return { type, occurredAt, test: 'Brucellosis', sampleType: 'blood', result: 'Negative', laboratory: 'SENASA Zafra' };
    case 'assessment':
      return { type, occurredAt, bodyConditionScore: 5, hipHeightCm: 128, temperamentScore: 2, assessor: 'Ana Ruiz' };
    case 'feeding':
      return { type, occurredAt, feed: 'Alfalfa hay', amount: { value: 12, unit: 'kg' }, ration: 'Lactation' };
    case 'note':
      return { type, occurredAt, text: 'Limping on the left hind leg' };
    case 'reminder':
      return { type, occurredAt: '2099-01-15', text: 'Trim the hooves' };
    case 'movement':
      return { type, occurredAt, farmId: refs.farmId };
    case 'groupChange':
      return { type, occurredAt, groupId: refs.groupId };
    case 'removal':
      return { type, occurredAt, reason: 'sold', destination: 'Feria de Zafra' };
  }
}

/** An API call's status and parsed body. */
export async function callApi(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
}
