// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/types';
import { refusal, serveApi, type ApiHandler } from '../../../test/api';
import { ADMIN } from '../../../test/fixtures';
import { findDialog, renderPage } from '../../../test/render';
import { loadAdminCourseContentPage } from '..';

const { default: AdminCourseContentPage } = await loadAdminCourseContentPage();

const TOOL: Schemas['ToolDto'] = {
  id: 'tool-1',
  title: 'Seller Call Script',
  description: null,
  category: 'Scripts',
  toolType: 'template',
  url: 'https://example.com/script',
  fileUrl: null,
  iconName: null,
  sortOrder: 0,
  isActive: true,
  requiresLogin: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** A signed-in admin on /admin/course-content's Tools tab, with TOOL listed (bodies typed by the OpenAPI document). */
async function openTools(more: Record<string, ApiHandler>) {
  const api = serveApi({
    'GET /api/auth/check': {
      body: { success: true, authenticated: true, user: ADMIN } satisfies Schemas['AuthCheckResponseDto'],
    },
    'GET /api/site-config': { body: {} },
    'GET /api/admin/course-recordings': { body: { success: true, recordings: [] } },
    'GET /api/admin/course-tools': { body: { success: true, tools: [TOOL] } satisfies Schemas['ToolListDto'] },
    ...more,
  });
  renderPage(<AdminCourseContentPage />, '/admin/course-content');
  fireEvent.click(await screen.findByRole('tab', { name: 'Tools' }));
  await screen.findByText(TOOL.title);
  return api;
}

const TOOL_PATH = `/api/admin/course-tools/${TOOL.id}`;

describe('course content: edit and delete (spec 3 /admin/course-content)', () => {
  it('Edit opens the form filled in, and Save Changes sends the whole tool to its own address', async () => {
    const api = await openTools({
      [`PUT ${TOOL_PATH}`]: ({ body }) => ({
        body: { success: true, tool: { ...TOOL, ...(body as object) } } satisfies Schemas['ToolResultDto'],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: `Edit ${TOOL.title}` }));
    const dialog = await findDialog('Edit Tool');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('value', TOOL.title);
    fireEvent.change(title, { target: { value: '  First Call Script ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Tool updated successfully')).toBeTruthy();
    expect(api.callsTo(`PUT ${TOOL_PATH}`).map((c) => c.body)).toEqual([
      {
        title: 'First Call Script',
        description: null,
        category: 'Scripts',
        sortOrder: 0,
        isActive: true,
        requiresLogin: true,
        toolType: 'template',
        url: 'https://example.com/script',
        fileUrl: null,
        iconName: null,
      },
    ]);
    expect(api.callsTo('POST /api/admin/course-tools')).toHaveLength(0);
    // The change refreshes the list.
    await waitFor(() => expect(api.callsTo('GET /api/admin/course-tools')).toHaveLength(2));
  });

  it("a refused save keeps the dialog open and says the API's reason", async () => {
    const api = await openTools({ [`PUT ${TOOL_PATH}`]: refusal(400, 'url must be a URL address') });
    fireEvent.click(screen.getByRole('button', { name: `Edit ${TOOL.title}` }));
    const dialog = await findDialog('Edit Tool');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('url must be a URL address')).toBeTruthy();
    expect(api.callsTo(`PUT ${TOOL_PATH}`)).toHaveLength(1);
    expect(screen.queryByText('Tool updated successfully')).toBeNull();
    expect(await findDialog('Edit Tool')).toBeTruthy();
  });

  it('Delete asks first, then deletes that tool only', async () => {
    const api = await openTools({
      [`DELETE ${TOOL_PATH}`]: { body: { success: true } satisfies Schemas['SuccessDto'] },
    });
    fireEvent.click(screen.getByRole('button', { name: `Delete ${TOOL.title}` }));
    await screen.findByText('Delete this tool?');
    expect(api.callsTo(`DELETE ${TOOL_PATH}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Tool deleted successfully')).toBeTruthy();
    expect(api.callsTo(`DELETE ${TOOL_PATH}`)).toHaveLength(1);
  });
});
