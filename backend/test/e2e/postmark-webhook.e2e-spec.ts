import { randomBytes } from 'crypto';
import { webhookEvents } from '../../src/core/metrics/metrics';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { ConstantContactFake, startConstantContactFake } from '../fakes/constant-contact.fake';
import {
  postmarkBounce,
  postmarkDelivery,
  postmarkSpamComplaint,
  postmarkSubscriptionChange,
} from '../fakes/fixtures/postmark.fixtures';
import { connectConstantContact, dueContact, onlyActiveCampaign } from '../support/campaigns';
import { eventually, workerIdle } from '../support/eventually';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const USER = 'postmark-e2e';
const PASSWORD = 'postmark-e2e-password-0123';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('Postmark bounce and spam-complaint webhook', () => {
  let t: TestApp;
  let cc: Awaited<ReturnType<typeof startConstantContactFake>>;
  let fake: ConstantContactFake;
  let admin: string;
  const tag = () => randomBytes(3).toString('hex');

  beforeAll(async () => {
    cc = await startConstantContactFake();
    fake = cc.fake;
    t = await createTestApp({
      env: { ...cc.env, POSTMARK_WEBHOOK_USER: USER, POSTMARK_WEBHOOK_PASSWORD: PASSWORD },
    });
    admin = await t.cookieFor(await createAdmin(t.ds, { email: `owner_${tag()}@example.test` }));
    await connectConstantContact(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await cc?.close();
  });

  /** As Postmark posts: JSON, the webhook URL's user and password as Basic auth, no X-Requested-With. */
  const post = (body: object, authorization = basic(USER, PASSWORD)) =>
    t.http().post('/api/webhooks/postmark').set('Authorization', authorization).send(body);
  const entry = async (value: string) =>
    (await t.ds.query(`SELECT reason, detail FROM suppressions WHERE value = $1`, [value]))[0] as
      | { reason: string; detail: string | null }
      | undefined;
  const count = async () => Number((await t.ds.query(`SELECT count(*) FROM suppressions`))[0].count);
  const unsubscribedAtCc = (email: string) => fake.unsubscribes.filter((u) => u.address === email);
  const events = async (status: string) =>
    (await webhookEvents.get()).values.find((v) => v.labels.provider === 'postmark' && v.labels.status === status)
      ?.value ?? 0;

  it('a HardBounce suppresses the address; SoftBounce, Transient and a Delivery record do not', async () => {
    const hard = `hard_${tag()}@example.test`;
    const soft = `soft_${tag()}@example.test`;
    const transient = `transient_${tag()}@example.test`;
    expect((await post(postmarkBounce(hard)).expect(200)).body).toEqual({ received: true, type: 'Bounce' });
    await post(postmarkBounce(soft, 'SoftBounce')).expect(200);
    await post(postmarkBounce(transient, 'Transient')).expect(200);
    expect((await post(postmarkDelivery(soft)).expect(200)).body).toEqual({ received: true, type: 'Delivery' });
    expect(await entry(hard)).toEqual({
      reason: 'hard_bounce',
      detail: 'Postmark hard bounce (883953f4-6105-42a2-a16a-77a8eac79483)',
    });
    expect(await entry(soft)).toBeUndefined();
    expect(await entry(transient)).toBeUndefined();
  });

  it('a SpamComplaint suppresses, marks the last campaign send complained and unsubscribes at Constant Contact, through an outage there', async () => {
    const email = `complainer_${tag()}@example.test`;
    const contact = fake.addContact(email, 'implicit', [fake.listId]);
    Object.assign(contact, { first_name: 'Casey', last_name: 'Complainer' });
    const visitorId = await dueContact(t.ds, email);
    const c = await onlyActiveCampaign(t, admin);
    await t.worker!.get(CampaignTickProcessor).tick();
    await workerIdle(t.worker!);
    const [send] = await t.ds.query(`SELECT id, status FROM email_sends WHERE "campaignId" = $1 AND "visitorId" = $2`, [
      c.id,
      visitorId,
    ]);
    expect(send.status).toBe('sent');

    // Constant Contact refuses the next calls (429): the webhook does not wait for it, the job retries.
    fake.throttleNext = 3;
    expect((await post(postmarkSpamComplaint(email)).expect(200)).body).toEqual({
      received: true,
      type: 'SpamComplaint',
    });
    expect(await entry(email)).toEqual({ reason: 'complaint', detail: 'Postmark spam complaint' });
    const [after] = await t.ds.query(`SELECT "complainedAt" FROM email_sends WHERE id = $1`, [send.id]);
    expect(after.complainedAt).not.toBeNull();

    await eventually(
      'the unsubscribe at Constant Contact',
      () => Promise.resolve(unsubscribedAtCc(email)),
      (u) => u.length > 0,
      {
        timeoutMs: 30_000,
      },
    );
    expect(fake.throttleNext).toBe(0);
    expect(unsubscribedAtCc(email)).toEqual([
      {
        contact_id: contact.contact_id,
        address: email,
        opt_out_reason: 'Marked our e-mail as spam',
        update_source: 'Contact',
      },
    ]);
    // The PUT replaced the contact with what it had: names and lists kept, permission unsubscribed.
    expect(fake.contacts.get(email)).toMatchObject({
      email_address: { address: email, permission_to_send: 'unsubscribed' },
      first_name: 'Casey',
      last_name: 'Complainer',
      list_memberships: [fake.listId],
    });
  });

  it('a broadcast stream reports a complaint or an unsubscribe as a SubscriptionChange; a reactivation changes nothing', async () => {
    const email = `broadcast_${tag()}@example.test`;
    const back = `reactivated_${tag()}@example.test`;
    fake.addContact(email, 'explicit', [fake.listId]);
    await post(postmarkSubscriptionChange(email, 'SpamComplaint')).expect(200);
    await post(postmarkSubscriptionChange(back, null)).expect(200);
    const left = `left_${tag()}@example.test`;
    const byOwner = `owner_listed_${tag()}@example.test`;
    await post(postmarkSubscriptionChange(left, 'ManualSuppression', 'Recipient')).expect(200);
    await post(postmarkSubscriptionChange(byOwner, 'ManualSuppression', 'Customer')).expect(200);
    expect((await entry(email))?.reason).toBe('complaint');
    expect(await entry(back)).toBeUndefined();
    expect((await entry(left))?.reason).toBe('unsubscribe');
    expect(await entry(byOwner)).toBeUndefined();
    await eventually(
      'the unsubscribe at Constant Contact',
      () => Promise.resolve(unsubscribedAtCc(email)),
      (u) => u.length > 0,
    );
  });

  it('wrong or missing credentials: 401, nothing suppressed, nothing sent to Constant Contact', async () => {
    const email = `forged_${tag()}@example.test`;
    fake.addContact(email, 'implicit', [fake.listId]);
    const before = await count();
    const requests = fake.requests.length;
    const refused = await events('refused');
    for (const authorization of [
      basic(USER, 'wrong-password-0123456789'),
      basic('someone', PASSWORD),
      basic(USER, `${PASSWORD}x`),
      `Bearer ${PASSWORD}`,
      '',
    ]) {
      const res = await post(postmarkSpamComplaint(email), authorization).expect(401);
      expect(res.body.message).toBe('Wrong or missing Postmark webhook credentials');
    }
    await t.http().post('/api/webhooks/postmark').send(postmarkBounce(email)).expect(401);
    await workerIdle(t.worker!);
    expect(await count()).toBe(before);
    expect(await entry(email)).toBeUndefined();
    expect(fake.requests.length).toBe(requests);
    expect(fake.contacts.get(email)?.email_address.permission_to_send).toBe('implicit');
    expect(await events('refused')).toBe(refused + 6);
  });

  it('malformed JSON or a record without its fields: 400 with a clear message, nothing changed', async () => {
    const before = await count();
    const raw = await t
      .http()
      .post('/api/webhooks/postmark')
      .set('Authorization', basic(USER, PASSWORD))
      .set('Content-Type', 'application/json')
      .send('{"RecordType": "Bounce", ');
    expect(raw.status).toBe(400);
    expect(raw.body.message).toBe('Malformed JSON body');
    const cases: Array<[object, string]> = [
      [{ Email: 'a@example.test' }, 'Not a Postmark webhook: RecordType is missing'],
      [[postmarkBounce('a@example.test')], 'Not a Postmark webhook: RecordType is missing'],
      [{ RecordType: 'Bounce', Type: 'HardBounce', TypeCode: 1 }, 'A Postmark Bounce needs Email and Type'],
      [{ RecordType: 'SpamComplaint', Email: 42 }, 'A Postmark SpamComplaint needs Email'],
      [
        { RecordType: 'SubscriptionChange', Recipient: 'a@example.test' },
        'A Postmark SubscriptionChange needs Recipient and SuppressSending',
      ],
    ];
    for (const [body, message] of cases) expect((await post(body).expect(400)).body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('a replayed complaint has no second effect, here or at Constant Contact', async () => {
    const email = `replay_${tag()}@example.test`;
    fake.addContact(email, 'implicit', [fake.listId]);
    const processed = await events('processed');
    await post(postmarkSpamComplaint(email)).expect(200);
    await eventually(
      'the unsubscribe at Constant Contact',
      () => Promise.resolve(unsubscribedAtCc(email)),
      (u) => u.length > 0,
    );
    const after = await count();
    await t.ds.query(`UPDATE suppressions SET detail = 'kept' WHERE value = $1`, [email]);
    await post(postmarkSpamComplaint(email)).expect(200);
    await workerIdle(t.worker!);
    expect(await count()).toBe(after);
    expect((await entry(email))?.detail).toBe('kept');
    expect(unsubscribedAtCc(email)).toHaveLength(1);
    expect(await events('processed')).toBe(processed + 2);
  });
});
