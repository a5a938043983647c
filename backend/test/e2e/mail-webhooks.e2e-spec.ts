import { randomBytes } from 'crypto';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { startConstantContactFake } from '../fakes/constant-contact.fake';
import { sesBounce, sesComplaint, SesSnsFake, startSesSnsFake } from '../fakes/ses-sns.fake';
import { eventually, workerIdle } from '../support/eventually';
import { createAdmin } from '../support/factories';
import { connectConstantContact, dueContact, onlyActiveCampaign } from '../support/campaigns';
import { createTestApp, TestApp } from '../support/test-app';

describe('SES bounce and complaint notifications (Amazon SNS)', () => {
  let t: TestApp;
  let sns: Awaited<ReturnType<typeof startSesSnsFake>>;
  let fake: SesSnsFake;
  let cc: Awaited<ReturnType<typeof startConstantContactFake>>;
  let admin: string;
  const tag = () => randomBytes(3).toString('hex');

  beforeAll(async () => {
    sns = await startSesSnsFake();
    fake = sns.fake;
    cc = await startConstantContactFake();
    t = await createTestApp({ env: { ...sns.env, ...cc.env } });
    admin = await t.cookieFor(await createAdmin(t.ds, { email: `owner_${tag()}@example.test` }));
    await connectConstantContact(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await sns?.close();
    await cc?.close();
  });

  /** As SNS posts: JSON with Content-Type text/plain, no X-Requested-With. */
  const post = (body: object) =>
    t.http().post('/api/webhooks/ses').set('Content-Type', 'text/plain; charset=UTF-8').send(JSON.stringify(body));
  const entry = async (value: string) =>
    (await t.ds.query(`SELECT reason, detail FROM suppressions WHERE value = $1`, [value]))[0] as
      | { reason: string; detail: string | null }
      | undefined;
  const count = async () => Number((await t.ds.query(`SELECT count(*) FROM suppressions`))[0].count);

  it('confirms the subscription by GET of SubscribeURL once the signature checks out', async () => {
    const msg = fake.subscriptionConfirmation();
    expect((await post(msg).expect(200)).body).toEqual({ received: true, type: 'SubscriptionConfirmation' });
    expect(fake.confirmations).toEqual([msg.Token]);
  });

  it('a signed complaint suppresses the address (reason complaint) and the next campaign skips it', async () => {
    const email = `complainer_${tag()}@example.test`;
    const visitorId = await dueContact(t.ds, email);
    await post(fake.notification(sesComplaint(email), {}, '2')).expect(200);
    expect(await entry(email)).toMatchObject({ reason: 'complaint', detail: 'SES complaint (abuse)' });

    const c = await onlyActiveCampaign(t, admin);
    await t.worker!.get(CampaignTickProcessor).tick();
    await workerIdle(t.worker!);
    const sends = await t.ds.query(`SELECT 1 FROM email_sends WHERE "campaignId" = $1 AND "visitorId" = $2`, [
      c.id,
      visitorId,
    ]);
    expect(sends).toHaveLength(0);
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('a signed complaint unsubscribes the contact at Constant Contact; a forged one: 401 and nothing sent there', async () => {
    const email = `cc_${tag()}@example.test`;
    const contact = cc.fake.addContact(email, 'implicit', [cc.fake.listId]);
    const requests = cc.fake.requests.length;
    const forged = fake.sign({ ...fake.notification(sesComplaint(email)) }, '1', SesSnsFake.otherKey());
    await post(forged).expect(401);
    await workerIdle(t.worker!);
    expect(await entry(email)).toBeUndefined();
    expect(cc.fake.requests.length).toBe(requests);
    expect(cc.fake.unsubscribes.filter((u) => u.address === email)).toEqual([]);

    await post(fake.notification(sesComplaint(email))).expect(200);
    expect((await entry(email))?.reason).toBe('complaint');
    const done = await eventually(
      'the unsubscribe at Constant Contact',
      () => Promise.resolve(cc.fake.unsubscribes.filter((u) => u.address === email)),
      (u) => u.length > 0,
    );
    expect(done).toEqual([
      {
        contact_id: contact.contact_id,
        address: email,
        opt_out_reason: 'Marked our e-mail as spam',
        update_source: 'Contact',
      },
    ]);
    expect(cc.fake.contacts.get(email)?.email_address.permission_to_send).toBe('unsubscribed');
  });

  it('a permanent bounce suppresses as hard bounce; a transient one does not', async () => {
    const hard = `hard_${tag()}@example.test`;
    const soft = `soft_${tag()}@example.test`;
    await post(fake.notification(sesBounce(hard, 'Permanent'))).expect(200);
    await post(fake.notification(sesBounce(soft, 'Transient'))).expect(200);
    expect((await entry(hard))?.reason).toBe('hard_bounce');
    expect(await entry(soft)).toBeUndefined();
  });

  it('forged, a certificate on another host, another topic or unsigned: 401 and nothing changes', async () => {
    const email = `forged_${tag()}@example.test`;
    const before = await count();
    const good = fake.notification(sesComplaint(email));
    const forged = fake.sign({ ...good }, '1', SesSnsFake.otherKey());
    const tampered = { ...good, Message: JSON.stringify(sesComplaint(`other_${tag()}@example.test`)) };
    const otherHost = fake.notification(sesComplaint(email), {
      SigningCertURL: 'https://evil.example.test/SimpleNotificationService-fake.pem',
    });
    const otherTopic = fake.notification(sesComplaint(email), { TopicArn: 'arn:aws:sns:us-west-2:999999999999:x' });
    for (const body of [forged, tampered, otherHost, otherTopic, { Type: 'Notification' }]) {
      const res = await post(body).expect(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await post(forged).expect(401)).body.message).toBe('Invalid Amazon SNS signature');
    expect((await post(otherHost).expect(401)).body.message).toBe('SigningCertURL is not on the Amazon SNS host');
    expect((await post(otherTopic).expect(401)).body.message).toBe('Unexpected TopicArn');
    expect(await count()).toBe(before);
    expect(await entry(email)).toBeUndefined();
  });

  it('a replayed notification has no second effect; the certificate is fetched once', async () => {
    const email = `replay_${tag()}@example.test`;
    const msg = fake.notification(sesComplaint(email));
    await post(msg).expect(200);
    const after = await count();
    await t.ds.query(`UPDATE suppressions SET detail = 'kept' WHERE value = $1`, [email]);
    await post(msg).expect(200);
    expect(await count()).toBe(after);
    expect((await entry(email))?.detail).toBe('kept');
    expect(fake.certFetches).toHaveLength(1);
  });
});
