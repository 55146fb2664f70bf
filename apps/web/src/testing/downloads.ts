import { vi } from 'vitest';

/**
 * A download caught in a test: jsdom has no object URLs, so URL gets a stand-in for the test's time
 * (vi.unstubAllGlobals restores it), and the anchor click that saves the file is answered by the spy
 * returned (restore it when done).
 */
export function catchDownloads(objectUrl = 'blob:download') {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => objectUrl);
      static override revokeObjectURL = vi.fn();
    },
  );
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}
