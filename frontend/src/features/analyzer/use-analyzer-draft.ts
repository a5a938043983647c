import { useCallback, useMemo } from 'react';
import { personalKey } from '../../shared/auth/personal-storage';
import type { DealAnalysis } from './analyzer.api';
import type { AnalyzerFormValues } from './components/AnalyzerForm';

/** What the analyzer keeps between tab switches and reloads, until it is saved or cleared. */
export interface AnalyzerDraft {
  values: AnalyzerFormValues;
  analysis: DealAnalysis | null;
  /** The address the shown result was calculated for. */
  analyzedAddress?: string;
  /** What the shown result was calculated from (inputsKey): the result is out of date when the form differs. */
  analyzedKey?: string;
  /** The saved deal the form was opened from: Save updates it. */
  editing?: { id: string; address: string };
}

/** A student's draft is personal (signing out removes it); a visitor's is this browser's. */
const keyOf = (userId: string | undefined) => (userId ? personalKey(userId, 'ff-draft') : 'ff-draft:guest');

/** Drafts kept before they were personal keys (`ff-draft:<user id>`) move to theirs, so sign-out finds them. */
function adoptEarlierDraft(userId: string | undefined) {
  if (!userId) return;
  const earlier = localStorage.getItem(`ff-draft:${userId}`);
  if (earlier === null) return;
  if (localStorage.getItem(keyOf(userId)) === null) localStorage.setItem(keyOf(userId), earlier);
  localStorage.removeItem(`ff-draft:${userId}`);
}

function read(key: string, userId: string | undefined): AnalyzerDraft | null {
  try {
    adoptEarlierDraft(userId);
    const raw = localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as AnalyzerDraft) : null;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null; // storage blocked or an old, unreadable draft: start empty
  }
}

/** A draft per signed-in student (or one for a visitor) in this browser's local storage. */
export function useAnalyzerDraft(userId: string | undefined) {
  const key = keyOf(userId);
  const load = useCallback(() => read(key, userId), [key, userId]);
  const save = useCallback(
    (draft: AnalyzerDraft) => {
      try {
        localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // full or blocked storage: the draft lives only as long as the page
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  }, [key]);
  return useMemo(() => ({ load, save, clear }), [load, save, clear]);
}
