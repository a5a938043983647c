import { createTestApp, TestApp } from '../support/test-app';

/**
 * `npm run seed` in development (issue 16): a course that looks real (distinct recordings, resources this site
 * serves) and one sample deal per pipeline stage for the demo student, analysed by the real formula; a second run
 * adds nothing.
 */
describe('development seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  async function seed(): Promise<string[]> {
    const { SEEDERS } = await import('../../src/bin/seeders');
    const messages: string[] = [];
    for (const seeder of SEEDERS) {
      const message = await seeder(t.app);
      if (message) messages.push(message);
    }
    return messages;
  }

  it('seeds a believable course and a deal in every stage, once', async () => {
    const first = await seed();
    expect(first).toContain('7 sample deals, one per pipeline stage, created for "demo.student" (development)');

    const recordings = await t.ds.query<{ title: string; videoUrl: string; description: string }[]>(
      `SELECT title, "videoUrl", description FROM course_recordings ORDER BY "sortOrder"`,
    );
    expect(recordings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(recordings.map((r) => r.videoUrl)).size).toBe(recordings.length);
    expect(recordings.every((r) => r.description.length > 40)).toBe(true);

    const resources = await t.ds.query<{ url: string }[]>(`SELECT url FROM course_resources`);
    expect(resources.length).toBeGreaterThanOrEqual(4);
    for (const { url } of resources) expect(url).toMatch(/^http:\/\/app\.test\/demo-course\/[a-z-]+\.(txt|html|csv)$/);

    const deals = await t.ds.query<{ status: string; lossReason: string | null; maxBuyPrice: string; moves: string }[]>(
      `SELECT p.status, p."lossReason", p."maxBuyPrice",
              (SELECT count(*) FROM deal_status_changes c WHERE c."propertyId" = p.id) AS moves
         FROM fix_flip_properties p JOIN users u ON u.id = p."userId"
        WHERE u.username = 'demo.student'`,
    );
    expect(deals.map((d) => d.status).sort()).toEqual(
      ['chasing', 'closed', 'countered', 'lost', 'offer_sent', 'pending', 'under_contract'].sort(),
    );
    expect(deals.find((d) => d.status === 'lost')?.lossReason).toBe('seller_chose_other');
    // Each moved deal went through the pipeline, so its move is in the history.
    for (const d of deals) expect(Number(d.moves)).toBe(d.status === 'chasing' ? 0 : 1);
    expect(deals.every((d) => Number(d.maxBuyPrice) !== 0)).toBe(true);

    const again = await seed();
    expect(again.filter((m) => m.includes('created'))).toEqual([]);
    const [{ count }] = await t.ds.query<{ count: string }[]>(
      `SELECT count(*) FROM fix_flip_properties p JOIN users u ON u.id = p."userId" WHERE u.username = 'demo.student'`,
    );
    expect(Number(count)).toBe(7);
  });
});
