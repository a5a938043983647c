import { Button, Typography } from 'antd';
import { useState } from 'react';

/** Neutral: the same whether or not the account exists (the API answers alike). */
export const SIGN_IN_LINK_SENT =
  'If that account exists and has an email address, a sign-in link has been sent to it. The link is valid for 15 minutes and works once.';

/**
 * Under "Too many sign-in attempts": the owner's way in while a stranger's guessing holds the account for new
 * browsers. `send` resolves true when the request went through (its failure toast is the caller's).
 */
export function SignInLinkOffer({ send }: { send: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (state === 'sent') return <Typography.Text role="status">{SIGN_IN_LINK_SENT}</Typography.Text>;
  const click = async () => {
    setState('sending');
    setState((await send()) ? 'sent' : 'idle');
  };
  return (
    <Button size="small" onClick={() => void click()} loading={state === 'sending'} style={{ marginTop: 8 }}>
      E-mail me a sign-in link
    </Button>
  );
}
