/**
 * A time zone as a person reads it: its city and its name in the reader's language ("Mexico City
 * (hora estándar central)"), not its identifier ("America/Mexico_City").
 */
export function zoneName(zone: string, language: string): string {
  const city = zone.split('/').at(-1)!.replaceAll('_', ' ');
  try {
    const generic = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
    return generic && generic !== city ? `${city} (${generic})` : city;
  } catch {
    return city; // an identifier this browser does not know
  }
}
