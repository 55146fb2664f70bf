/**
 * What one public screen leaves for the next (docs/product.md §4: "the message is stored and the user goes
 * to /confirmation"). Kept in sessionStorage: it belongs to this tab and this visit only.
 */
const CONFIRMATION_KEY = 'ganado.confirmation';

/** `messageKey` is a key of the shared message catalogue. */
export function storeConfirmation(messageKey: string): void {
  try {
    sessionStorage.setItem(CONFIRMATION_KEY, messageKey);
  } catch {
    // The confirmation page then shows its default text.
  }
}

export function readConfirmation(): string | null {
  try {
    return sessionStorage.getItem(CONFIRMATION_KEY);
  } catch {
    return null;
  }
}
