import type { Farm, LatLng, Zone } from '@ganado/shared/farms';
import { envelope } from './session';

/** Fixtures of the farms and geofences tests: a farm drawn as a rectangle, and one zone of it. */
export const CORNERS: LatLng[] = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
  { latitude: 40, longitude: -2.99 },
];

export const FARM_ID = '00000000-0000-4000-8000-000000000101';
export const dehesa: Farm = {
  id: FARM_ID,
  name: 'La Dehesa',
  farmType: 'beef',
  owner: 'Ana Ruiz',
  ownershipType: 'leased',
  governmentRegistrationNumber: 'ES-1',
  cooperativeId: null,
  licenseNumber: 'LIC-7',
  licenseExpiryDate: '2027-06-30',
  regulatorName: null,
  regulatorRepresentativeName: null,
  countryCode: 'ES',
  timeZone: 'Europe/Madrid',
  state: 'Córdoba',
  city: 'Pozoblanco',
  street: null,
  houseNumber: null,
  postalCode: '14400',
  latitude: 40.005,
  longitude: -2.995,
  perimeterPoints: CORNERS.map((corner) => ({ ...corner, label: null })),
  farmSize: 94.7,
  farmSizeUnit: 'hectare',
  farmPerimeter: 3926,
  farmPerimeterUnit: 'meter',
  productionSystem: 'extensive',
  goals: null,
  contractMating: true,
  zoneCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
export const page = (items: Farm[]) => envelope({ items, total: items.length, page: 1, limit: 25 });
export const mapConfig = () => envelope({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: 'OSM', geocoder: false });

export const zone: Zone = {
  id: '00000000-0000-4000-8000-000000000201',
  farmId: FARM_ID,
  farmName: 'La Dehesa',
  name: 'North paddock',
  description: null,
  points: CORNERS.slice(0, 3).map((corner) => ({ ...corner, label: null })),
  area: 12.5,
  areaUnit: 'hectare',
  perimeter: 1500,
  perimeterUnit: 'meter',
  createdAt: dehesa.createdAt,
  updatedAt: dehesa.updatedAt,
};
