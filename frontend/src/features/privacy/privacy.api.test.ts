import { describe, expect, it } from 'vitest';
import { policyBlocks } from './privacy.api';

describe('policyBlocks', () => {
  it('takes a one-line first block as the title and a multi-line block’s first line as its heading', () => {
    expect(policyBlocks('Our policy\n\nVisits\nWe count them.\nNothing more.\n\nA plain paragraph.')).toEqual({
      title: 'Our policy',
      blocks: [{ heading: 'Visits', lines: ['We count them.', 'Nothing more.'] }, { lines: ['A plain paragraph.'] }],
    });
  });

  it('keeps the default title when the text starts with a paragraph of several lines, and skips empty blocks', () => {
    expect(policyBlocks('\n\nWho we are\nA course.\n\n\n  \n')).toEqual({
      title: 'Privacy Policy',
      blocks: [{ heading: 'Who we are', lines: ['A course.'] }],
    });
  });
});
