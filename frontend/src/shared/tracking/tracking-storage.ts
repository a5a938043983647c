/**
 * Browser storage of the tracking ids (spec 1 §3): a random session id and the server's visitor id, written only once
 * tracking is allowed (consent given, or not asked), and the person's Accept.
 */
export const SESSION_ID_KEY = 'iac.tracking.sessionId';
export const VISITOR_ID_KEY = 'iac.tracking.visitorId';
export const CONSENT_KEY = 'iac.tracking.consent';
/** CONSENT_KEY's value once the person accepted (a Decline writes nothing). */
export const CONSENT_GRANTED = 'granted';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: tracking still works for this page load */
  }
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session id, created on first use (only ever called once tracking is allowed). */
export function getSessionId(): string {
  let id = read(SESSION_ID_KEY);
  if (!id) {
    id = randomId();
    write(SESSION_ID_KEY, id);
  }
  return id;
}

export const getStoredVisitorId = () => read(VISITOR_ID_KEY);
export const storeVisitorId = (id: string) => write(VISITOR_ID_KEY, id);

/** Whether this browser's person accepted tracking (only an Accept is stored: a Decline writes nothing). */
export const hasConsent = () => read(CONSENT_KEY) === CONSENT_GRANTED;
export const storeConsent = () => write(CONSENT_KEY, CONSENT_GRANTED);
