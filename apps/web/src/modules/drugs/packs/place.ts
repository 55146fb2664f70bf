import type { Pack } from '@ganado/shared/drugs';

/** A pack's place in one line, from the warehouse down to what is known: "Vet room / 2 / B / 4". */
export const placeText = (location: Pack['location']): string =>
  [location.warehouse, location.rack, location.tier, location.position].filter(Boolean).join(' / ');
