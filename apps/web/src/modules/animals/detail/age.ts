/** Whole years, months and days from a birth date (YYYY-MM-DD) to a day, for "2 years 3 months". */
export function ageOn(birthDate: string, today: Date = new Date()): { years: number; months: number; days: number } {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (today.getUTCDate() < day) months -= 1;
  const days = Math.floor((today.getTime() - Date.UTC(year, month - 1, day)) / 86_400_000);
  return { years: Math.floor(Math.max(months, 0) / 12), months: Math.max(months, 0) % 12, days: Math.max(days, 0) };
}
