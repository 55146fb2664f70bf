/** A LIKE/ILIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
