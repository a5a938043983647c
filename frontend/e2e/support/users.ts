import type { BrowserContext } from '@playwright/test';

/** A user created straight in the e2e database by the stack's control server. */
export interface TestUser {
  id: string;
  username: string;
  email: string;
  userType: 'admin' | 'student';
  password: string;
  cookie: { name: string; value: string };
}

export interface NewUser {
  username?: string;
  email?: string;
  password?: string;
  userType?: 'admin' | 'student';
  firstName?: string;
  lastName?: string;
  enrollmentStatus?: 'active' | 'inactive' | 'suspended';
}

/** Creates a user (student by default) through the test control server (E2E_MAIL_URL host). */
export async function createUser(fields: NewUser = {}): Promise<TestUser> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (global setup did not run?)');
  const res = await fetch(`${url.replace(/\/$/, '')}/users`, { method: 'POST', body: JSON.stringify(fields) });
  if (!res.ok) throw new Error(`create user: ${res.status} ${await res.text()}`);
  return (await res.json()) as TestUser;
}

/** Signs the browser context in as `user` by setting its session cookie (no UI involved). */
export async function signInAs(context: BrowserContext, user: TestUser): Promise<void> {
  const base = new URL(process.env.E2E_BASE_URL!);
  await context.addCookies([
    {
      name: user.cookie.name,
      value: user.cookie.value,
      domain: base.hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}
