import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { MAIN_CONTENT_ID } from '../../../shared/components/SkipLink';
import SiteFooter from '../../../shared/site/SiteFooter';
import SiteNavbar from '../../../shared/site/SiteNavbar';
import { formatDate } from '../../../shared/format';
import { getPrivacyPolicy, policyBlocks, type PrivacyPolicy } from '../privacy.api';
import '../privacy.css';

/** /privacy: the privacy policy the admins edit at /admin/privacy, linked from the footer, sign-up and e-mails. */
export default function PrivacyPage() {
  const [state, setState] = useState<{ data?: PrivacyPolicy; error?: unknown }>({});
  useEffect(() => {
    const abort = new AbortController();
    getPrivacyPolicy(abort.signal).then(
      (data) => setState({ data }),
      (error: unknown) => !abort.signal.aborted && setState({ error }),
    );
    return () => abort.abort();
  }, []);

  const policy = state.data ? policyBlocks(state.data.policy) : null;
  return (
    <>
      <SiteNavbar />
      <main id={MAIN_CONTENT_ID} className="privacy-page" tabIndex={-1}>
        {policy ? (
          <article>
            <h1>{policy.title}</h1>
            {state.data?.updatedAt && (
              <p className="privacy-page__updated">Last updated {formatDate(state.data.updatedAt)}</p>
            )}
            {policy.blocks.map((b, i) => (
              <section key={i}>
                {b.heading && <h2>{b.heading}</h2>}
                {b.lines.map((line, j) => (
                  <p key={j}>{line}</p>
                ))}
              </section>
            ))}
          </article>
        ) : state.error ? (
          <div role="alert">
            <h1>Privacy Policy</h1>
            <p>{errorMessage(state.error, 'The privacy policy could not be loaded. Please try again later.')}</p>
          </div>
        ) : (
          <p className="privacy-page__loading">Loading...</p>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
