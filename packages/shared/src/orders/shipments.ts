import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { occurredAt } from '../animals/records';
import { optionalText, requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';

/**
 * A movement document for animals leaving (docs/decisions.md: shipments): to an abattoir, another
 * farm or a buyer, on a vehicle with its driver, leaving and arriving. It ships a sale (its animals
 * are the order's) or names the animals itself; each animal's removal is recorded with it, and its
 * withdrawal checked, in the same transaction.
 */
export const SHIPMENT_DESTINATIONS = ['abattoir', 'farm', 'buyer'] as const;
export type ShipmentDestination = (typeof SHIPMENT_DESTINATIONS)[number];
export const SHIPMENT_ANIMALS_MAX = 200;
/** The treatments a movement sheet lists: those given in the year before departure (Reg. (EC) 853/2004 Annex II III: "a relevant period"). */
export const SHIPMENT_TREATMENT_DAYS = 365;

export const shipmentRequest = z
  .object({
    orderId: z.uuid({ error: 'errors.notFound' }).nullish(),
    animalIds: z.array(z.uuid({ error: 'errors.notFound' })).max(SHIPMENT_ANIMALS_MAX, 'orders.tooManyAnimals').nullish(),
    destinationKind: z.enum(SHIPMENT_DESTINATIONS, { error: 'orders.destinationRequired' }),
    counterpartyId: z.uuid({ error: 'errors.notFound' }).nullish(),
    /** Where they go when no counterparty says it. */
    destinationName: optionalText(100),
    destinationAddress: optionalText(300),
    vehicle: requiredText(20),
    driver: requiredText(100),
    departureAt: occurredAt,
    arrivalAt: occurredAt.nullish(),
    notes: optionalText(500),
  })
  .superRefine((shipment, context) => {
    if (!shipment.orderId === !(shipment.animalIds && shipment.animalIds.length > 0)) context.addIssue({ code: 'custom', path: ['animalIds'], message: 'orders.shipmentAnimalsRequired' });
    if (!shipment.orderId && !shipment.counterpartyId && !shipment.destinationName) context.addIssue({ code: 'custom', path: ['destinationName'], message: 'orders.destinationNameRequired' });
    if (shipment.arrivalAt && shipment.arrivalAt < shipment.departureAt) context.addIssue({ code: 'custom', path: ['arrivalAt'], message: 'orders.arrivalBeforeDeparture' });
  });
export type ShipmentRequest = z.infer<typeof shipmentRequest>;
export type ShipmentForm = z.input<typeof shipmentRequest>;

export const shipmentTreatment = z.object({
  givenAt: text(),
  product: text(),
  batch: text().nullable(),
  dose: text().nullable(),
  meatWithdrawalEndsAt: text().nullable(),
  veterinarian: text().nullable(),
});

export const shipment = z.object({
  id: z.uuid(),
  order: z.object({ id: z.uuid(), number: z.number().int(), reference: text().nullable() }).nullable(),
  destinationKind: z.enum(SHIPMENT_DESTINATIONS),
  destination: z.object({ counterpartyId: z.uuid().nullable(), name: text(), address: text().nullable() }),
  vehicle: text(),
  driver: text(),
  departureAt: text(),
  arrivalAt: text().nullable(),
  notes: text().nullable(),
  animals: z.array(
    z.object({
      id: z.uuid(),
      tagNumber: text(),
      gender: text(),
      birthDate: text().nullable(),
      /** The treatments of the year before departure, newest first: the food-chain information. */
      treatments: z.array(shipmentTreatment),
    }),
  ),
  /** The departure farm's language: the one its movement sheet is printed in unless another is asked. */
  sheetLanguage: z.enum(LANGUAGES),
  createdAt: text(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentsQuery = pageQuery.extend({ destinationKind: z.enum(SHIPMENT_DESTINATIONS, { error: 'validation.invalid' }).optional() });
export type ShipmentsQuery = z.infer<typeof shipmentsQuery>;

/** GET …/sheet: the printed sheet's language, the departure farm's when left out. */
export const documentQuery = z.object({ language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional() });
export type DocumentQuery = z.infer<typeof documentQuery>;
