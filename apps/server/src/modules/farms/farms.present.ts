import type { Farm, Zone } from '@ganado/shared/farms';
import { convertArea, convertLength, roundFigure } from '@ganado/shared/farms';
import type { FarmRow, FarmWithZones } from './farms.repository';
import type { ZoneWithFarm } from './zones.repository';

/** What the activity log keeps of a farm: its own fields, not its id or timestamps. */
export function farmSnapshot(row: FarmRow) {
  const { id: _id, organizationId: _organization, createdAt: _created, updatedAt: _updated, createdBy: _by, deletedAt: _deleted, ...fields } = row;
  return fields;
}

export function presentFarm({ farm: row, zoneCount }: FarmWithZones): Farm {
  return {
    id: row.id,
    name: row.name,
    farmType: row.farmType as Farm['farmType'],
    owner: row.owner,
    ownershipType: row.ownershipType as Farm['ownershipType'],
    governmentRegistrationNumber: row.governmentRegistrationNumber,
    cooperativeId: row.cooperativeId,
    licenseNumber: row.licenseNumber,
    licenseExpiryDate: row.licenseExpiryDate,
    regulatorName: row.regulatorName,
    regulatorRepresentativeName: row.regulatorRepresentativeName,
    countryCode: row.countryCode,
    timeZone: row.timeZone,
    state: row.state,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    perimeterPoints: row.perimeterPoints.map((point) => ({ ...point, label: point.label ?? null })),
    farmSize: row.farmSize,
    farmSizeUnit: row.farmSizeUnit,
    farmPerimeter: row.perimeter,
    farmPerimeterUnit: row.perimeterUnit,
    productionSystem: row.productionSystem as Farm['productionSystem'],
    goals: row.goals,
    contractMating: row.contractMating,
    zoneCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A zone's figures are kept in square metres and metres, and shown in its farm's units. */
export function presentZone({ zone: row, farmName, farmSizeUnit, perimeterUnit }: ZoneWithFarm): Zone {
  return {
    id: row.id,
    farmId: row.farmId,
    farmName,
    name: row.name,
    description: row.description,
    points: row.points.map((point) => ({ ...point, label: point.label ?? null })),
    area: roundFigure(convertArea(row.areaSquareMeters, 'squareMeter', farmSizeUnit)),
    areaUnit: farmSizeUnit,
    perimeter: roundFigure(convertLength(row.perimeterMeters, 'meter', perimeterUnit)),
    perimeterUnit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
