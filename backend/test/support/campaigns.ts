import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { TestApp, XHR } from './test-app';

const HOUR = 3600_000;

/**
 * A new campaign created and activated by `admin` (a new one is a draft), every other campaign paused first, so the
 * next tick sends only this one.
 */
export async function onlyActiveCampaign(
  t: TestApp,
  admin: string,
  {
    subject = `Drip ${randomBytes(3).toString('hex')}`,
    htmlContent = '<p>Hello</p>',
    sendAfterHours = 1,
  }: { subject?: string; htmlContent?: string; sendAfterHours?: number } = {},
) {
  await t.ds.query(`UPDATE email_campaigns SET "isActive" = false`);
  const res = await t
    .http()
    .post('/api/campaigns')
    .set(XHR)
    .set('Cookie', admin)
    .send({ name: subject, subject, htmlContent, sendAfterHours })
    .expect(201);
  await t.http().patch(`/api/campaigns/${res.body.id}/activate`).set(XHR).set('Cookie', admin).expect(200);
  return { id: res.body.id as string, subject };
}

/** A confirmed contact whose last visit was 2 hours ago: due for a campaign sent 1 hour after the visit. */
export async function dueContact(ds: DataSource, email: string): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO visitors ("email", "sessionId", "lastVisitedAt", "consentGivenAt", "consentConfirmedAt")
     VALUES ($1, $2, $3, $3, $3) RETURNING id`,
    [email, randomBytes(8).toString('hex'), new Date(Date.now() - 2 * HOUR)],
  );
  return row.id as string;
}

/** The owner (`admin`) connects Constant Contact: the app's authorize redirect, the fake's consent, the callback. */
export async function connectConstantContact(t: TestApp, admin: string): Promise<void> {
  const start = await t.http().get('/api/constant-contact/oauth/authorize').set('Cookie', admin).expect(302);
  const back = new URL((await fetch(start.headers.location, { redirect: 'manual' })).headers.get('location')!);
  await t.http().get(`${back.pathname}${back.search}`).expect(302);
}
