import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage, isApiError } from '../../api/errors';
import { grantConsent, registerVisitorOnce, trackingAllowed } from '../tracking/tracker';
import { onWebinarSignup, type WebinarSignupRequest } from './webinar-signup';
import { registerForWebinar } from './webinar-signup.api';
import { useSiteConfig } from '../site-config';
import './webinar-signup.css';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consent: boolean;
  website: string;
}
const EMPTY: Fields = { firstName: '', lastName: '', email: '', phone: '', consent: false, website: '' };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select, textarea';

/** Tab and Shift+Tab cycle inside the open dialog instead of leaving it for the browser's controls. */
function keepFocusInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * Whether a failed sign-up is the server's refusal or failure rather than a mistake in the form: too many sign-ups
 * from one address (several people behind one office IP), the API down or unreachable. The webinar is then offered
 * anyway, without a sign-up.
 */
const signUpUnavailable = (err: unknown) =>
  !isApiError(err) || err.status === 'FETCH_ERROR' || err.status === 429 || err.status >= 500;

/**
 * The webinar registration form, opened by every "Watch the Free Webinar" link (plain React and CSS: it ships
 * with the landing page). On success the webinar opens in a new tab, as the link did before; the dialog then
 * says whether a confirmation e-mail is on its way and keeps a link to the webinar.
 */
export function WebinarSignupDialog() {
  const [request, setRequest] = useState<WebinarSignupRequest | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<{ message: string; offerWebinar: boolean } | null>(null);
  const [done, setDone] = useState<{ confirmationSent: boolean; href: string } | null>(null);
  const [isLoading, setLoading] = useState(false);
  // The consent words come from the server, which stores exactly these with each consent.
  const consentText = useSiteConfig().data?.consentText;
  const dialog = useRef<HTMLDialogElement>(null);
  const firstName = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(
    () =>
      onWebinarSignup((r) => {
        setRequest(r);
        setDone(null);
        setError(null);
      }),
    [],
  );
  useEffect(() => {
    const d = dialog.current;
    if (!request || !d || d.open) return;
    d.showModal();
    // The form starts at its first field, not at the close button (the first focusable element).
    firstName.current?.focus();
  }, [request]);

  const close = () => {
    dialog.current?.close();
    setRequest(null);
  };
  const set = (k: keyof Fields) => (e: { target: HTMLInputElement }) =>
    setFields((f) => ({ ...f, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!request) return;
    if (isLoading) return;
    setError(null);
    setLoading(true);
    try {
      // Ticking the consent box is consent to tracking too (the privacy policy says so): the lead keeps its source.
      if (fields.consent) grantConsent();
      const visitorId = trackingAllowed() ? await registerVisitorOnce() : null;
      const res = await registerForWebinar({
        ...(visitorId ? { visitorId } : {}),
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        ...(fields.phone.trim() ? { phone: fields.phone } : {}),
        consent: fields.consent,
        ...(fields.website ? { website: fields.website } : {}),
      });
      const tab = window.open(request.href, '_blank');
      if (tab) tab.opener = null;
      setDone({ confirmationSent: res.confirmationSent, href: request.href });
      setFields(EMPTY);
    } catch (err) {
      setError({
        message: errorMessage(err, 'Registration failed. Please try again.'),
        offerWebinar: signUpUnavailable(err),
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="ws-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => setRequest(null)}
      onKeyDown={keepFocusInside}
    >
      <button type="button" className="ws-close" aria-label="Close" onClick={close}>
        ×
      </button>
      <h2 id={`${id}-title`} className="ws-title">
        {done ? 'You are registered' : 'Watch the Free Webinar'}
      </h2>
      {done ? (
        <div className="ws-done">
          <p>
            The webinar has opened in a new tab.{' '}
            {done.confirmationSent
              ? 'We sent you an e-mail: confirm your address to receive our training e-mails.'
              : 'You will not receive marketing e-mails from us.'}
          </p>
          <a className="lp-btn lp-btn--gold" href={done.href} target="_blank" rel="noopener noreferrer">
            Open the webinar
          </a>
        </div>
      ) : (
        <form className="ws-form" onSubmit={submit}>
          <p className="ws-lead">Tell us where to reach you and the webinar opens right away.</p>
          <div className="ws-row">
            <label>
              First name
              <input
                ref={firstName}
                required
                autoComplete="given-name"
                value={fields.firstName}
                onChange={set('firstName')}
              />
            </label>
            <label>
              Last name
              <input required autoComplete="family-name" value={fields.lastName} onChange={set('lastName')} />
            </label>
          </div>
          <label>
            E-mail
            <input required type="email" autoComplete="email" value={fields.email} onChange={set('email')} />
          </label>
          <label>
            <span>
              Phone <span className="ws-optional">(optional)</span>
            </span>
            <input type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} />
          </label>
          <label className="ws-trap" aria-hidden="true">
            Website
            <input tabIndex={-1} autoComplete="off" value={fields.website} onChange={set('website')} />
          </label>
          {/* The words the server stores with a consent: until they are known there is nothing to tick or send. */}
          {consentText ? (
            <label className="ws-consent">
              <input type="checkbox" checked={fields.consent} onChange={set('consent')} />
              <span>{consentText}</span>
            </label>
          ) : (
            <p className="ws-consent-loading">Loading...</p>
          )}
          {error && (
            <div className="ws-error" role="alert">
              <p>{error.message}</p>
              {error.offerWebinar && (
                <p className="ws-offer">
                  You can still watch it now, without signing up:{' '}
                  <a href={request?.href} target="_blank" rel="noopener noreferrer">
                    Open the webinar
                  </a>
                </p>
              )}
            </div>
          )}
          <button type="submit" className="lp-btn lp-btn--gold ws-submit" disabled={isLoading || !consentText}>
            {isLoading ? 'Registering...' : 'Register and watch'}
          </button>
          <p className="ws-fineprint">
            Without the box ticked you still get the webinar, and no marketing e-mails. We never share your details.{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              Privacy policy
            </a>
          </p>
        </form>
      )}
    </dialog>
  );
}
