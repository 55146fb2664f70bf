import { describe, expect, it } from 'vitest';
import { farmRequest, placeName } from './farms';
import { isSimplePolygon, measurePolygon, polygonCentre, polygonWithin } from './geometry';
import { convertArea, convertLength } from './units';
import { zoneRequest } from './zones';

/**
 * Worked example: a rectangle 0.01° of latitude by 0.01° of longitude with its south-west corner
 * at 40°N. On a sphere a degree of latitude is 2πR/360: turf measures area with R = 6 378 137 m
 * (1 113.19 m per 0.01°) and lengths with R = 6 371 008.8 m (1 111.95 m per 0.01°); a degree of
 * longitude shrinks by cos(40°) = 0.7660.
 *   area      ≈ 1 113.19 × (1 113.19 × 0.7660) = 949 290 m² ≈ 94.93 ha
 *   perimeter ≈ 2 × (1 111.95 + 1 111.95 × 0.7660) = 3 927 m
 */
const rectangle = [
  { latitude: 40, longitude: -3 },
  { latitude: 40.01, longitude: -3 },
  { latitude: 40.01, longitude: -2.99 },
  { latitude: 40, longitude: -2.99 },
];

describe('unit conversion', () => {
  it('converts areas and lengths through their base unit', () => {
    expect(convertArea(1, 'hectare', 'squareMeter')).toBe(10_000);
    expect(convertArea(1, 'hectare', 'acre')).toBeCloseTo(2.471_054, 5);
    expect(convertArea(640, 'acre', 'hectare')).toBeCloseTo(258.998_811, 5);
    expect(convertLength(1, 'mile', 'meter')).toBe(1_609.344);
    expect(convertLength(1_000, 'foot', 'meter')).toBeCloseTo(304.8, 9);
    expect(convertLength(2.5, 'kilometer', 'mile')).toBeCloseTo(1.553_428, 5);
  });
});

describe('measuring a drawn boundary', () => {
  it('gives the worked example’s area in hectares and perimeter in metres', () => {
    const measures = measurePolygon(rectangle);
    expect(measures.areaUnit).toBe('hectare');
    expect(measures.area).toBeGreaterThan(94.93 * 0.997);
    expect(measures.area).toBeLessThan(94.93 * 1.003);
    expect(measures.perimeter).toBeGreaterThan(3_927 * 0.997);
    expect(measures.perimeter).toBeLessThan(3_927 * 1.003);
  });

  it('answers in the units asked for, and 0 for fewer than three points', () => {
    const inHectares = measurePolygon(rectangle);
    const inAcres = measurePolygon(rectangle, 'acre', 'kilometer');
    expect(inAcres.area).toBeCloseTo(convertArea(inHectares.area, 'hectare', 'acre'), 2);
    expect(inAcres.perimeter).toBeCloseTo(inHectares.perimeter / 1_000, 3);
    expect(measurePolygon(rectangle.slice(0, 2))).toEqual({ area: 0, areaUnit: 'hectare', perimeter: 0, perimeterUnit: 'meter' });
  });

  it('does not depend on the direction the boundary was drawn in', () => {
    expect(measurePolygon([...rectangle].reverse())).toEqual(measurePolygon(rectangle));
  });

  it('refuses a self-crossing "bow tie" and too few points as a polygon', () => {
    const [a, b, c, d] = rectangle as [typeof rectangle[0], typeof rectangle[0], typeof rectangle[0], typeof rectangle[0]];
    expect(isSimplePolygon(rectangle)).toBe(true);
    expect(isSimplePolygon([a, c, b, d])).toBe(false);
    expect(isSimplePolygon([a, b])).toBe(false);
  });

  it('finds the centre and tells whether one boundary lies inside another', () => {
    const centre = polygonCentre(rectangle);
    expect(centre.latitude).toBeCloseTo(40.005, 6);
    expect(centre.longitude).toBeCloseTo(-2.995, 6);
    const inner = [
      { latitude: 40.002, longitude: -2.998 },
      { latitude: 40.008, longitude: -2.998 },
      { latitude: 40.008, longitude: -2.992 },
    ];
    expect(polygonWithin(inner, rectangle)).toBe(true);
    expect(polygonWithin([...inner.slice(0, 2), { latitude: 40.02, longitude: -2.992 }], rectangle)).toBe(false);
  });
});

describe('the farm and zone contracts', () => {
  const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('accepts a minimal farm and fills the spec’s default units', () => {
    const parsed = farmRequest.parse({ name: ' Los Alamos ', licenseExpiryDate: '', owner: '' });
    expect(parsed).toMatchObject({ name: 'Los Alamos', farmSizeUnit: 'hectare', farmPerimeterUnit: 'meter', owner: null, licenseExpiryDate: null, perimeterPoints: [], contractMating: false });
  });

  it('takes the names farmers give their places, up to 100 characters (not a person’s name rule)', () => {
    for (const name of ['Rancho La Esperanza', 'Potrero 3', 'Lote 1-A', 'Hacienda San José de la Montaña, Sección #2', 'Ñ'.repeat(100)]) {
      expect([name, placeName.safeParse(name).success]).toEqual([name, true]);
    }
    expect(problems(placeName.safeParse('Ñ'.repeat(101)))).toEqual([['', 'farms.nameTooLong']]);
    expect(problems(placeName.safeParse('<b>Rancho</b>'))).toEqual([['', 'farms.nameCharacters']]);
  });

  it('names each bad field with its message key', () => {
    const result = farmRequest.safeParse({
      name: 'Farm_2',
      latitude: 91,
      longitude: -181,
      licenseExpiryDate: '2026-02-30',
      perimeterPoints: rectangle.slice(0, 2),
      farmSizeUnit: 'furlong',
    });
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        ['name', 'farms.nameCharacters'],
        ['latitude', 'farms.latitudeRange'],
        ['longitude', 'farms.longitudeRange'],
        ['licenseExpiryDate', 'farms.dateInvalid'],
        ['perimeterPoints', 'farms.polygonInvalid'],
        ['farmSizeUnit', 'validation.invalid'],
      ]),
    );
    expect(problems(farmRequest.safeParse({ name: 'A'.repeat(101) }))).toEqual([['name', 'farms.nameTooLong']]);
    expect(problems(farmRequest.safeParse({ name: 'Ok', latitude: 10 }))).toEqual([['longitude', 'farms.locationIncomplete']]);
  });

  it('needs a zone to be a simple polygon of a farm', () => {
    expect(problems(zoneRequest.safeParse({ name: 'North', points: rectangle.slice(0, 2), farmId: 'x' }))).toEqual([
      ['points', 'farms.polygonInvalid'],
      ['farmId', 'errors.notFound'],
    ]);
  });
});
