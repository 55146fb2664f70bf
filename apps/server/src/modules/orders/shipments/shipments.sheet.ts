import type { Language } from '@ganado/shared';
import { instantText, isoToDisplayDate } from '@ganado/shared/format';
import { ORDER_FILE_TEXTS, ORDER_WORDS } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { documentFile } from '../../../http/document-file';
import type { TableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { animalsOf, findShipment } from './shipments.repository';
import { presentShipments } from './shipments.service';

/**
 * GET /api/shipment/{id}/sheet: the movement and food-chain information sheet (Reg. (EC) 853/2004
 * Annex II Section III: the holding, the animals, the veterinary medicines given within a relevant
 * period with their dates and withdrawal), in the departure farm's language unless asked, instants
 * on its clock. Every animal's withdrawal was checked when it left; the sheet says so.
 */
export async function shipmentSheet(context: AppContext, session: Session, id: string, asked: Language | undefined): Promise<TableFile> {
  const row = await findShipment(context.db, session.organizationId, id);
  if (!row) throw AppError.notFound();
  const animals = await animalsOf(context.db, session.organizationId, [id]);
  const shipment = (await presentShipments(context.db, session.organizationId, [row]))[0]!;
  const farm = animals[0];
  const language = asked ?? shipment.sheetLanguage;
  const zone = farm?.timeZone ?? 'UTC';
  const texts = ORDER_FILE_TEXTS[language];
  const kind = { abattoir: texts.abattoir, farm: texts.farm, buyer: texts.buyerKind }[shipment.destinationKind];
  return documentFile({
    name: `movement-${shipment.departureAt.slice(0, 10)}-${shipment.id.slice(0, 8)}`,
    title: texts.movementSheet,
    subtitle: `${texts.departure} ${instantText(shipment.departureAt, zone)}`,
    blocks: [
      { heading: texts.from, lines: [['', farm?.farmName ?? '']] },
      { heading: texts.to, lines: [['', `${shipment.destination.name} (${kind})`], [texts.address, shipment.destination.address]] },
      {
        heading: texts.transport,
        lines: [
          [texts.vehicle, shipment.vehicle],
          [texts.driver, shipment.driver],
          [texts.departure, instantText(shipment.departureAt, zone)],
          [texts.arrival, shipment.arrivalAt && instantText(shipment.arrivalAt, zone)],
        ],
      },
      { heading: texts.order, lines: [[texts.number, shipment.order && `${ORDER_WORDS[language].sale} ${shipment.order.number}`], [texts.reference, shipment.order?.reference ?? null]] },
    ],
    tables: [
      {
        heading: `${texts.animals} (${shipment.animals.length})`,
        headers: [texts.tag, texts.sex, texts.born],
        rows: shipment.animals.map((animal) => [animal.tagNumber, animal.gender === 'male' ? texts.male : texts.female, animal.birthDate && isoToDisplayDate(animal.birthDate)]),
      },
      {
        heading: texts.treatments,
        headers: [texts.tag, texts.givenAt, texts.medicine, texts.batch, texts.dose, texts.meatWithdrawalEnds, texts.veterinarian],
        widths: [1, 1.6, 2, 0.8, 0.6, 1.6, 1.4],
        rows: shipment.animals.flatMap((animal) =>
          animal.treatments.map((treatment) => [
            animal.tagNumber,
            instantText(treatment.givenAt, zone),
            treatment.product,
            treatment.batch,
            treatment.dose,
            treatment.meatWithdrawalEndsAt && instantText(treatment.meatWithdrawalEndsAt, zone),
            treatment.veterinarian,
          ]),
        ),
        empty: texts.none,
      },
    ],
    closing: [texts.withdrawalChecked, texts.declaration, `${texts.keeper}: ______________________________________________`],
  });
}
