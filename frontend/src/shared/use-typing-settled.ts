import { useEffect, useEffectEvent } from 'react';

/** How long typing must pause before a search box's text is used (one request per pause, not per key). */
export const TYPING_DELAY_MS = 300;

/** Calls onSettle with the trimmed text once typing has paused for TYPING_DELAY_MS (and once on mount). */
export function useTypingSettled(text: string, onSettle: (text: string) => void) {
  const settle = useEffectEvent(onSettle);
  useEffect(() => {
    const timer = setTimeout(() => settle(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
