// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteOutlined, PlusOutlined } from './icons';

describe('shared icons', () => {
  it('keep their names out of the button they decorate', () => {
    render(
      <button type="button">
        <PlusOutlined /> Create New Campaign
      </button>,
    );
    // The whole name, exactly: antd's own icon would make it "plus Create New Campaign".
    expect(screen.getByRole('button', { name: 'Create New Campaign' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('stay visible to assistive technology when given their own name (an icon-only control)', () => {
    render(<DeleteOutlined aria-label="Delete the draft" />);
    expect(screen.getByRole('img', { name: 'Delete the draft' })).toBeTruthy();
  });
});
