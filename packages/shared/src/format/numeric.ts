/**
 * Numeric key filter (docs/product.md §5): number fields accept digits and the decimal point only.
 * Keys with names longer than one character (Backspace, Tab, ArrowLeft, Enter, ...) are
 * editing and navigation keys and stay allowed, so the field remains usable by keyboard.
 * A second decimal point is refused because it could only make the number invalid.
 */
export function acceptsNumericKey(key: string, currentValue = ''): boolean {
  if (key.length > 1) return true;
  if (key >= '0' && key <= '9') return true;
  return key === '.' && !currentValue.includes('.');
}

/** Pasted or typed text reduced to what the numeric filter lets through. */
export function filterNumericText(text: string): string {
  let seenPoint = false;
  let result = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      result += char;
    }
  }
  return result;
}
