/**
 * Whether a withdrawal still holds: an animal's answer keeps its latest withdrawal per product even
 * once over (docs/decisions.md: withdrawal), and a screen shows only those still to come.
 */
export const stillHeld = (endsAt: string | null | undefined, now = Date.now()): endsAt is string => Boolean(endsAt) && Date.parse(endsAt!) > now;
