import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, isNotConfigured } from './analyzer.constants';
import { useAutocompleteAddressMutation, type AddressPrediction } from './analyzer.api';

/** A random token for one search session (Google bills autocomplete + details of one search together). */
function newSessionToken(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto && window.isSecureContext) return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/**
 * Address suggestions (spec 2 §2.1, §9): searches start at 3 characters, debounced by 300 ms; only the
 * answer to the latest text is shown; on errors the dropdown stays closed (spec 2 §7) and a quiet hint says why.
 */
export function useAddressSearch() {
  const [search] = useAutocompleteAddressMutation();
  const [predictions, setPredictions] = useState<AddressPrediction[]>([]);
  const [searching, setSearching] = useState(false);
  /** Why suggestions cannot come (search not set up, or the provider failing), shown as a quiet hint. */
  const [hint, setHint] = useState<string | null>(null);
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
          setHint(res.success ? null : hintFor(res.message));
          setPredictions(res.success ? res.predictions : []);
        } catch (err) {
          if (id !== latest.current) return;
          setPredictions([]);
          setHint(hintFor(errorMessage(err, '')));
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

  return { predictions, searching, hint, onType, close, finishSession };
}

export const ADDRESS_SEARCH_NOT_SET_UP = 'Address search is not set up — enter the address and details by hand.';
export const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is unavailable right now — enter the address by hand.';

function hintFor(message: string | null | undefined): string {
  return isNotConfigured(message) ? ADDRESS_SEARCH_NOT_SET_UP : ADDRESS_SEARCH_UNAVAILABLE;
}
