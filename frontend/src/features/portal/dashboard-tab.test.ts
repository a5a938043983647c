import { describe, expect, it } from 'vitest';
import { dashboardPath, searchWithTab, tabFromSearch } from './dashboard-tab';

describe('dashboard tab in the URL', () => {
  it('reads the tab from the query, Fix & Flip when there is none or an unknown one', () => {
    expect(tabFromSearch('?tab=pipeline')).toBe('pipeline');
    expect(tabFromSearch('?tab=training&x=1')).toBe('training');
    expect(tabFromSearch('')).toBe('fix-flip');
    expect(tabFromSearch('?tab=nonsense')).toBe('fix-flip');
    expect(tabFromSearch('?tab=')).toBe('fix-flip');
  });

  it('writes the tab into the query and keeps other parameters; the default tab has none', () => {
    expect(searchWithTab('?utm=a', 'tools').toString()).toBe('utm=a&tab=tools');
    expect(searchWithTab('?tab=tools&utm=a', 'fix-flip').toString()).toBe('utm=a');
    expect(searchWithTab('?tab=tools', 'resources').toString()).toBe('tab=resources');
  });

  it('round-trips every tab', () => {
    for (const tab of ['fix-flip', 'pipeline', 'tools', 'recordings', 'resources', 'training'] as const) {
      expect(tabFromSearch(searchWithTab('', tab))).toBe(tab);
    }
  });

  it('links to the dashboard at a tab', () => {
    expect(dashboardPath('tools')).toBe('/student-dashboard?tab=tools');
    expect(dashboardPath()).toBe('/student-dashboard');
  });
});
