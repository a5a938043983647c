import { useCallback, useEffect, useRef, useState } from 'react';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS } from './analyzer.constants';
import { useAutocompleteAddressMutation, type AddressPrediction } from './analyzer.api';

/** A random token for one search session (Google bills autocomplete + details of one search together). */
function newSessionToken(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto && window.isSecureContext) return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/**
 * Address suggestions (spec 2 §2.1, §9): searches start at 3 characters, debounced by 300 ms; only the
 * answer to the latest text is shown; errors are only logged and the dropdown stays closed (spec 2 §7).
 */
export function useAddressSearch() {
  const [search] = useAutocompleteAddressMutation();
  const [predictions, setPredictions] = useState<AddressPrediction[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const token = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    latest.current++;
    setPredictions([]);
    setSearching(false);
  }, []);

  const onType = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const input = text.trim();
      if (input.length < ADDRESS_MIN_CHARS) return close();
      const id = ++latest.current;
      timer.current = setTimeout(async () => {
        token.current ??= newSessionToken();
        setSearching(true);
        try {
          const res = await search({ input, sessionToken: token.current }).unwrap();
          if (id !== latest.current) return;
          if (!res.success && res.message) console.warn(`Address search: ${res.message}`);
          setPredictions(res.success ? res.predictions : []);
        } catch (err) {
          if (id === latest.current) setPredictions([]);
          console.error('Address search failed', err);
        } finally {
          if (id === latest.current) setSearching(false);
        }
      }, ADDRESS_DEBOUNCE_MS);
    },
    [close, search],
  );

  /** Ends the search session: returns its token (for the details call) and starts afresh next time. */
  const finishSession = useCallback(() => {
    const used = token.current ?? undefined;
    token.current = null;
    close();
    return used;
  }, [close]);

  return { predictions, searching, onType, close, finishSession };
}
