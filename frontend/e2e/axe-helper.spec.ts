import { expect, test } from './support/test';
import { wcagViolations, withoutMailPreview } from './support/axe';

/**
 * The axe helper every accessibility check goes through: it must report what is wrong in the page and in a frame of
 * the same origin, and leave out only what it is told to (the campaign form's e-mail preview).
 */
const FRAME = `<main><label>Name <input></label><input aria-describedby="x"><p id="x">No label above.</p></main>`;
const PAGE = (frameTitle: string) => `<!doctype html><html lang="en"><head><title>Helper</title></head><body>
  <main><h1>Helper</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>
  <iframe title="${frameTitle}" srcdoc='${FRAME}'></iframe></body></html>`;

test('the axe helper reports violations in the page and in a same-origin frame, and leaves out the mail preview', async ({
  page,
}) => {
  // Served from the stack's origin, as the product's pages are (the frame's srcdoc shares it).
  let frameTitle = 'Inner form';
  await page.route('**/axe-helper', (route) => route.fulfill({ contentType: 'text/html', body: PAGE(frameTitle) }));
  await page.goto('/axe-helper');
  await page.frames()[1].waitForSelector('input');
  const found = await wcagViolations(page);
  expect(found).toEqual([
    expect.stringMatching(/^image-alt \(critical\): 1× e\.g\. img — /),
    expect.stringMatching(/^label \(critical\): 1× e\.g\. iframe input\[aria-describedby="x"\] — /),
  ]);

  frameTitle = 'E-mail preview';
  await page.reload();
  await page.frames()[1].waitForSelector('input');
  expect(await wcagViolations(page, withoutMailPreview)).toEqual([
    expect.stringMatching(/^image-alt \(critical\): 1× e\.g\. img — /),
  ]);
});
