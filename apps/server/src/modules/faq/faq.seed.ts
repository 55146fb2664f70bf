import type { Db } from '../../db/client';
import type { DemoOrganization } from '../../seed/demo';
import { insertFaqEntry } from './faq.repository';

/** The demo ranch's own questions, as its administrator would write them for the people who work there. */
const DEMO_FAQ = [
  {
    topic: 'farm',
    questionEn: 'Who do I call when an animal is sick at night?',
    answerEn: 'Call Mateo Ruiz, the foreman, first. If a cow is down or calving has stalled for more than an hour, call the vet on duty at the number on the milking parlour door.',
    questionEs: '¿A quién llamo si un animal enferma de noche?',
    answerEs: 'Llame primero a Mateo Ruiz, el mayoral. Si una vaca está caída o un parto lleva más de una hora detenido, llame al veterinario de guardia al número de la puerta de la sala de ordeño.',
  },
  {
    topic: 'health',
    questionEn: 'Where do we record a treatment given in the field?',
    answerEn: 'On the animal’s page, Records, add a treatment with the drug and the pack it came from. The withdrawal period is worked out from the drug, so milk and meat are held automatically.',
    questionEs: '¿Dónde se registra un tratamiento puesto en el campo?',
    answerEs: 'En la ficha del animal, Registros, añada un tratamiento con el medicamento y el envase del que salió. El periodo de retiro se calcula a partir del medicamento, así que la leche y la carne quedan retenidas solas.',
  },
  {
    topic: 'breeding',
    questionEn: 'When do heifers at El Mezquite go to the bull?',
    answerEn: 'At 15 months and 370 kg or more. Weigh them in the first week of the month; the action list shows which heifers are ready.',
    questionEs: '¿Cuándo pasan las vaquillas de El Mezquite al toro?',
    answerEs: 'A los 15 meses y con 370 kg o más. Péselas la primera semana del mes; la lista de acciones muestra qué vaquillas están listas.',
  },
] as const;

export async function seedDemoFaq(db: Db, demo: DemoOrganization): Promise<void> {
  for (const entry of DEMO_FAQ) await insertFaqEntry(db, demo.organizationId, demo.adminId, entry);
}
