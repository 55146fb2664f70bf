const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * Times stored as HH:MM or HH:MM:SS are shown in 12-hour format (docs/product.md §5):
 * '14:05' → '2:05 PM', '00:30:15' → '12:30:15 AM'. Returns null for anything else.
 */
export function formatTime12h(value: string): string | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  const seconds = match[3] === undefined ? '' : `:${match[3]}`;
  return `${hours12}:${match[2]}${seconds} ${suffix}`;
}
