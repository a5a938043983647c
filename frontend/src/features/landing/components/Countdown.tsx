import { useEffect, useState } from 'react';
import { isPrerendered } from '../../../shared/prerendered';
import { formatSession, nextWebinar, remainingUntil, spokenRemaining } from '../logic/webinar-schedule';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown to the next free training, recomputed every second (spec 1 §4, §9), with that session's date. Screen
 * readers get the time left as a sentence in whole minutes (the ticking digits are hidden from them), inside a timer
 * that is not a live region: nothing is announced by itself, and the text a reader finds changes once a minute.
 */
export function Countdown() {
  // Prerendered, the HTML was made at build time: show the frame ("--") until the browser knows the time, so the
  // first render matches that HTML; the clock starts right after hydration.
  const [now, setNow] = useState<Date | null>(() => (isPrerendered() ? null : new Date()));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const slot = now && nextWebinar(now);
  const left = slot && now ? remainingUntil(slot, now) : null;
  const units = [
    { name: 'Hours', value: left?.hours },
    { name: 'Minutes', value: left?.minutes },
    { name: 'Seconds', value: left?.seconds },
  ];
  return (
    <div className="lp-countdown" role="timer" aria-label="Time until the next free training">
      <p className="lp-countdown__label">
        Next free training starts in
        <span className="lp-visually-hidden" data-testid="countdown-spoken">
          {left ? ` ${spokenRemaining(left)}` : ''}
        </span>
      </p>
      <div className="lp-countdown__units" aria-hidden="true">
        {units.map((u) => (
          <div className="lp-countdown__unit" key={u.name}>
            <span className="lp-countdown__value" data-testid={`countdown-${u.name.toLowerCase()}`}>
              {u.value === undefined ? '--' : pad(u.value)}
            </span>
            <span className="lp-countdown__name">{u.name}</span>
          </div>
        ))}
      </div>
      <p className="lp-countdown__date">
        Next session: <strong>{slot ? formatSession(slot) : '…'}</strong>
      </p>
    </div>
  );
}
