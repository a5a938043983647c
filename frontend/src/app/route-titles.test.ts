import { describe, expect, it } from 'vitest';
import { SITE_NAME, titleFor } from './route-titles';

describe('titleFor', () => {
  it('gives each route its own title, the site name after it', () => {
    expect(titleFor('/admin/analytics')).toBe(`Marketing Analytics · Admin · ${SITE_NAME}`);
    expect(titleFor('/student-dashboard/')).toBe(`Student Dashboard · ${SITE_NAME}`);
    expect(titleFor('/')).toBe(`${SITE_NAME} — close investor deals without cold calling`);
  });

  it('names an unknown path as not found', () => {
    expect(titleFor('/nope')).toBe(`Page Not Found · ${SITE_NAME}`);
  });
});
