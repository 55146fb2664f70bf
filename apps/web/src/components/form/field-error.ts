import type { TFunction } from 'i18next';

/** A field's error, a message key of the shared catalogue (`messages:<key>`), or a text as it came. */
export const errorMessage = (t: TFunction, message: string) => t(`messages:${message}`, { defaultValue: message });
