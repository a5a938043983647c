import { eventually } from '../support/eventually';
import { createAdmin } from '../support/factories';
import { createTestApp, XHR } from '../support/test-app';

/**
 * Public reads answered from each replica's memory (success stories, site configuration, active video): an admin's
 * change on one API process is seen by another at once (a file of its own: two processes on one database).
 */
describe('public reads across replicas', () => {
  it('serves the stories from memory with an ETag, and an edit on one replica is seen on the other at once', async () => {
    const t = await createTestApp({ worker: false });
    const replica = await t.startReplica();
    try {
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const story = (name: string) =>
        t.http().post('/api/success-stories').set('Cookie', admin).set(XHR).send({
          studentName: name,
          studentInitials: 'RR',
          title: 'Seen everywhere',
          beforeStory: 'No investor clients.',
          afterStory: 'Three investor deals closed.',
          testimonialQuote: 'The cache never lied to me.',
        });
      expect((await story('First Reader')).status).toBe(201);
      const first = await replica.http().get('/api/success-stories').expect(200);
      expect(JSON.stringify(first.body)).toContain('First Reader');
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
      expect(first.headers.etag).toBeTruthy();
      await replica.http().get('/api/success-stories').set('If-None-Match', first.headers.etag).expect(304);

      // Written behind the cache's back: the replica keeps answering from memory...
      await t.ds.query(`UPDATE success_stories SET "studentName" = 'Changed Behind The Cache'`);
      expect(JSON.stringify((await replica.http().get('/api/success-stories').expect(200)).body)).not.toContain(
        'Changed Behind The Cache',
      );
      // ...until an admin's edit on the other replica drops it everywhere.
      expect((await story('Replica Reader')).status).toBe(201);
      const body = await eventually(
        'the other replica to serve the new story',
        async () => JSON.stringify((await replica.http().get('/api/success-stories').expect(200)).body),
        (text) => text.includes('Replica Reader'),
        { timeoutMs: 2_000, intervalMs: 50 },
      );
      expect(body).toContain('Changed Behind The Cache');
      // The new list has its own ETag (its JSON is written once per change, not per request), still JSON.
      const after = await replica.http().get('/api/success-stories').expect(200);
      expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(after.headers.etag).not.toBe(first.headers.etag);
      await replica.http().get('/api/success-stories').set('If-None-Match', first.headers.etag).expect(200);
      await replica.http().get('/api/success-stories').set('If-None-Match', after.headers.etag).expect(304);

      // Signed-in answers stay personal.
      const signedIn = await replica.http().get('/api/success-stories').set('Cookie', admin).expect(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
    } finally {
      await replica.close();
      await t.close();
    }
  });
});
