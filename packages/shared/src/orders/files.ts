import type { Language } from '../constants';

/** Countries whose language is Spanish: a farm there prints its movement sheets in Spanish (docs/decisions.md: shipments). */
const SPANISH_SPEAKING = new Set(['AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'ES', 'GQ', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE', 'PR', 'PY', 'SV', 'UY', 'VE']);

export const farmLanguage = (countryCode: string | null | undefined): Language => (countryCode && SPANISH_SPEAKING.has(countryCode.toUpperCase()) ? 'es' : 'en');

/** The printed documents' own words: invoice, delivery note and movement sheet, in both languages. */
export const ORDER_FILE_TEXTS = {
  en: {
    invoice: 'Invoice',
    purchaseInvoice: 'Purchase record',
    deliveryNote: 'Delivery note',
    seller: 'Seller',
    buyer: 'Buyer',
    supplier: 'Supplier',
    order: 'Order',
    reference: 'Reference',
    number: 'Number',
    status: 'Status',
    date: 'Date',
    shipOn: 'Ships on',
    address: 'Address',
    taxId: 'Tax id',
    email: 'Email',
    phone: 'Phone',
    product: 'Product',
    animal: 'Animal',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    tax: 'Tax',
    net: 'Net',
    gross: 'Total',
    totalNet: 'Subtotal',
    totalTax: 'Tax',
    totalGross: 'Total',
    received: 'Received by (name, signature, date)',
    movementSheet: 'Animal movement and food chain information',
    departure: 'Departure',
    arrival: 'Arrival',
    from: 'From',
    to: 'To',
    transport: 'Transport',
    vehicle: 'Vehicle',
    driver: 'Driver',
    destination: 'Destination',
    animals: 'Animals',
    tag: 'Tag',
    sex: 'Sex',
    born: 'Born',
    treatments: 'Veterinary treatments in the year before departure',
    givenAt: 'Given',
    medicine: 'Medicine',
    batch: 'Batch',
    dose: 'Dose',
    meatWithdrawalEnds: 'Meat withdrawal ends',
    veterinarian: 'Veterinarian',
    none: 'None recorded.',
    withdrawalChecked: 'Checked at departure: no animal on this sheet is within a meat withdrawal period.',
    declaration: 'I declare that the information above is true to the farm’s records.',
    keeper: 'Keeper (name, signature, date)',
    female: 'Female',
    male: 'Male',
    abattoir: 'Abattoir',
    farm: 'Farm',
    buyerKind: 'Buyer',
  },
  es: {
    invoice: 'Factura',
    purchaseInvoice: 'Registro de compra',
    deliveryNote: 'Nota de entrega',
    seller: 'Vendedor',
    buyer: 'Comprador',
    supplier: 'Proveedor',
    order: 'Pedido',
    reference: 'Referencia',
    number: 'Número',
    status: 'Estado',
    date: 'Fecha',
    shipOn: 'Envío el',
    address: 'Dirección',
    taxId: 'RFC / NIF',
    email: 'Correo',
    phone: 'Teléfono',
    product: 'Producto',
    animal: 'Animal',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    tax: 'Impuesto',
    net: 'Neto',
    gross: 'Total',
    totalNet: 'Subtotal',
    totalTax: 'Impuestos',
    totalGross: 'Total',
    received: 'Recibido por (nombre, firma, fecha)',
    movementSheet: 'Guía de movimiento de animales e información de la cadena alimentaria',
    departure: 'Salida',
    arrival: 'Llegada',
    from: 'Origen',
    to: 'Destino',
    transport: 'Transporte',
    vehicle: 'Vehículo',
    driver: 'Conductor',
    destination: 'Destino',
    animals: 'Animales',
    tag: 'Arete',
    sex: 'Sexo',
    born: 'Nacimiento',
    treatments: 'Tratamientos veterinarios del año anterior a la salida',
    givenAt: 'Aplicado',
    medicine: 'Medicamento',
    batch: 'Lote',
    dose: 'Dosis',
    meatWithdrawalEnds: 'Fin del retiro (carne)',
    veterinarian: 'Veterinario',
    none: 'Ninguno registrado.',
    withdrawalChecked: 'Comprobado a la salida: ningún animal de esta guía está en periodo de retiro para carne.',
    declaration: 'Declaro que la información anterior es fiel a los registros de la finca.',
    keeper: 'Responsable (nombre, firma, fecha)',
    female: 'Hembra',
    male: 'Macho',
    abattoir: 'Rastro',
    farm: 'Finca',
    buyerKind: 'Comprador',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The order list's file: its columns in order, each with its header in both languages. */
export const ORDER_EXPORT_COLUMNS = [
  { name: 'number', header: { en: 'No.', es: 'N.º' } },
  { name: 'createdAt', header: { en: 'Created', es: 'Creado' } },
  { name: 'direction', header: { en: 'Sale or purchase', es: 'Venta o compra' } },
  { name: 'counterparty', header: { en: 'Customer or supplier', es: 'Cliente o proveedor' } },
  { name: 'reference', header: { en: 'Reference', es: 'Referencia' } },
  { name: 'status', header: { en: 'Status', es: 'Estado' } },
  { name: 'shipOn', header: { en: 'Ships on', es: 'Envío el' } },
  { name: 'lines', header: { en: 'Lines', es: 'Líneas' } },
  { name: 'net', header: { en: 'Net', es: 'Neto' } },
  { name: 'tax', header: { en: 'Tax', es: 'Impuestos' } },
  { name: 'gross', header: { en: 'Total', es: 'Total' } },
  { name: 'currency', header: { en: 'Currency', es: 'Moneda' } },
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number]['name'];

/** Statuses and directions as a file writes them (the screens have their own locale). */
export const ORDER_WORDS = {
  en: { sale: 'Sale', purchase: 'Purchase', draft: 'Draft', placed: 'Placed', confirmed: 'Confirmed', shipped: 'Shipped', delivered: 'Delivered', paid: 'Paid', cancelled: 'Cancelled', sheet: 'Orders' },
  es: { sale: 'Venta', purchase: 'Compra', draft: 'Borrador', placed: 'Realizado', confirmed: 'Confirmado', shipped: 'Enviado', delivered: 'Entregado', paid: 'Pagado', cancelled: 'Cancelado', sheet: 'Pedidos' },
} as const satisfies Record<Language, Record<string, string>>;

/** Counted units as printed documents write them, one and many (kg, L and mL read the same in both languages). */
const COUNTED_UNITS = {
  en: { dose: ['dose', 'doses'], straw: ['straw', 'straws'], unit: ['unit', 'units'], IU: ['IU', 'IU'] },
  es: { dose: ['dosis', 'dosis'], straw: ['pajuela', 'pajuelas'], unit: ['unidad', 'unidades'], IU: ['UI', 'UI'] },
} as const satisfies Record<Language, Record<string, readonly [string, string]>>;

/** "1 unit", "2,5 t", "3 pajuelas": a quantity with its unit in the document's language. */
export function quantityWords(value: number, unit: string, language: Language): string {
  const words = (COUNTED_UNITS[language] as Record<string, readonly [string, string]>)[unit];
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
  return `${number} ${words ? words[value === 1 ? 0 : 1] : unit}`;
}
