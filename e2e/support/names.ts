/** A farm name under the §5 limit of 15 characters, letters only, new on every run (the server is shared). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .slice(-6)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;
