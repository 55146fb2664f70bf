import type { FieldPath } from 'react-hook-form';
import { shipmentRequest, type Order, type ShipmentDestination, type ShipmentForm } from '@ganado/shared/orders';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { instantOf, wallClockNow } from '../../drugs/packs/pack-forms';

/** A shipment's page. */
export const shipmentPage = (id: string) => `/shipment-details?id=${id}`;

/** A sale a shipment may ship, as the sale picker shows it. */
export type SaleChoice = Pick<Order, 'id' | 'number' | 'reference' | 'status' | 'counterparty' | 'lines'>;

/** The shipment form as typed: a sale or the animals, where they go, the transport and the times on this device's clock. */
export interface ShipmentValues {
  /** Ship a sale (its animals and customer), or name the animals and where they go. */
  mode: 'sale' | 'animals';
  sale: SaleChoice | null;
  orderId: string;
  animalIds: string[];
  destinationKind: ShipmentDestination;
  counterpartyId: string;
  destinationName: string;
  destinationAddress: string;
  vehicle: string;
  driver: string;
  /** As the date-time picker holds them: 'YYYY-MM-DDTHH:mm'. */
  departureAt: string;
  arrivalAt: string;
  notes: string;
}

/** Where a sale's animals go, by its customer's kind: an abattoir or a farm as such, anyone else as a buyer. */
export const destinationOf = (kind: Order['counterparty']['kind']): ShipmentDestination => (kind === 'abattoir' || kind === 'farm' ? kind : 'buyer');

/** A new shipment: to an abattoir, leaving now; the sale of `?orderId=` when there is one. */
export const shipmentValues = (sale: SaleChoice | null): ShipmentValues => ({
  mode: sale ? 'sale' : 'animals',
  sale,
  orderId: sale?.id ?? '',
  animalIds: [],
  destinationKind: sale ? destinationOf(sale.counterparty.kind) : 'abattoir',
  counterpartyId: '',
  destinationName: '',
  destinationAddress: '',
  vehicle: '',
  driver: '',
  departureAt: wallClockNow(),
  arrivalAt: '',
  notes: '',
});


/** The contract's body: a sale alone (its customer is where they go), or the animals with their destination. */
export function shipmentBody(values: ShipmentValues): ShipmentForm {
  const common = {
    destinationKind: values.destinationKind,
    vehicle: values.vehicle.trim(),
    driver: values.driver.trim(),
    departureAt: instantOf(values.departureAt),
    arrivalAt: values.arrivalAt ? instantOf(values.arrivalAt) : null,
    notes: textOrNull(values.notes),
  };
  if (values.mode === 'sale') return { orderId: values.orderId || null, ...common };
  return {
    animalIds: values.animalIds,
    counterpartyId: values.counterpartyId || null,
    destinationName: values.counterpartyId ? null : textOrNull(values.destinationName),
    destinationAddress: values.counterpartyId ? null : textOrNull(values.destinationAddress),
    ...common,
  };
}

/** Checked by the contract's own schema, and sent as checked. */
export const shipmentResolver = bodyResolver(shipmentRequest, shipmentBody);

/** The fields the server may name in a 422. */
export const SHIPMENT_FIELDS: FieldPath<ShipmentValues>[] = [
  'orderId',
  'animalIds',
  'destinationKind',
  'counterpartyId',
  'destinationName',
  'destinationAddress',
  'vehicle',
  'driver',
  'departureAt',
  'arrivalAt',
  'notes',
];

/** What a sale's animals are, for the picker's option: the tags of its animal lines. */
export const saleAnimals = (sale: SaleChoice): string[] => sale.lines.flatMap((line) => (line.animal ? [line.animal.tagNumber] : []));
