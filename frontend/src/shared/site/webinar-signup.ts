/** Opening the webinar form from any "Watch the Free Webinar" link: the link hands over where it would go. */
export interface WebinarSignupRequest {
  /** The webinar page with its UTM tags, opened in a new tab after the form. */
  href: string;
  /** Where on the page the link is (recorded with the enroll_click). */
  source: string;
}

const EVENT = 'webinar-signup';

export function openWebinarSignup(request: WebinarSignupRequest): void {
  window.dispatchEvent(new CustomEvent<WebinarSignupRequest>(EVENT, { detail: request }));
}

export function onWebinarSignup(listener: (request: WebinarSignupRequest) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<WebinarSignupRequest>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
