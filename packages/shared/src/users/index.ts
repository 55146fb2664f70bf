/** The users module's contract: the administration of users (user.ts) and the CSV import (import.ts). */
export * from './user';
export * from './import';
export * from './operations';
