import { useSearchParams } from 'react-router';

/**
 * A list's filters and sort kept in the URL query, so that back, forward, reload and a shared link
 * keep them: `get` reads one (blank when absent), `set` changes several at once, a blank value
 * removing its key.
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // Typing in the search box replaces the entry rather than adding one per key.
      { replace: 'search' in changes },
    );
  return { params, get, set };
}
