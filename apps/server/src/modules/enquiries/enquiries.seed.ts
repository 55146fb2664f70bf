import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { insertEnquiry, insertMessage, markRead, setEnquiryStatus } from './enquiries.repository';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * The demo ranch's enquiries, as its people write them: the farmer asks in Spanish and in English,
 * the administrator answers the first; the second is still waiting.
 */
export async function seedDemoEnquiries(db: Db, demo: DemoOrganization): Promise<void> {
  const { organizationId, adminId, farmerId } = demo;
  const scale = await insertEnquiry(db, organizationId, farmerId, {
    subject: 'La báscula de la manga marca 8 kg de más',
    category: 'equipment',
    description: 'Desde el lunes la báscula Tru-Test de la manga de Los Álamos pesa unos 8 kg de más: una vaca de 540 kg sale en 548. ¿La calibramos nosotros o llamamos al técnico? Mañana pesamos los becerros al destete.',
  });
  const chat = [
    { authorId: adminId, body: 'Gracias, Mateo. Antes del destete pongan las dos pesas de 20 kg de la oficina: si marca 48 kg, es la calibración. El procedimiento está en el manual de la báscula, en Equipos.', at: 20 },
    { authorId: farmerId, body: 'Marca 48 con las pesas. La calibré con el manual y ahora marca 40 justos.', at: 18 },
    { authorId: adminId, body: 'Perfecto. Anótelo como calibración en la ficha de la báscula para que quede en el historial.', at: 17 },
  ];
  for (const line of chat) {
    const message = await insertMessage(db, organizationId, scale.id, line.authorId, { clientId: randomUUID(), body: line.body }, hoursAgo(line.at));
    await markRead(db, organizationId, scale.id, line.authorId, message.seq);
  }
  await markRead(db, organizationId, scale.id, farmerId, 3);
  await setEnquiryStatus(db, organizationId, scale.id, 'answered', hoursAgo(17));
  await db.update(enquiries).set({ createdAt: hoursAgo(22) }).where(eq(enquiries.id, scale.id));

  const semen = await insertEnquiry(db, organizationId, farmerId, {
    subject: 'Straws left in the tank after the heifer programme',
    category: 'breeding',
    description: 'We have 14 straws of the Angus sire left in the El Mezquite tank after synchronising the heifers. Should they go back to the semen inventory as a new pack, or stay on the original batch?',
  });
  await setEnquiryStatus(db, organizationId, semen.id, 'open', hoursAgo(3));
  await db.update(enquiries).set({ createdAt: hoursAgo(3) }).where(eq(enquiries.id, semen.id));
}
