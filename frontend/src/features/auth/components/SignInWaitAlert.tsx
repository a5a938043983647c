import { Alert } from 'antd';
import type { ReactNode } from 'react';

/**
 * A sign-in refused by the rate limit: "Too many sign-in attempts. Try again in N minutes." stays on the form (the
 * wait lasts minutes; a toast is gone in 5 s). `children` sit beside the message (e.g. another way to sign in).
 */
export function SignInWaitAlert({ message, children }: { message: string; children?: ReactNode }) {
  return <Alert type="warning" title={message} description={children} style={{ marginBottom: 16 }} />;
}
