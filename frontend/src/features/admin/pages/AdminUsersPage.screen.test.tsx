// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, serveApi, type ApiCall } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { ADMIN, STUDENT } from '../../../test/fixtures';
import type { Schemas } from '../../../api/types';
import AdminUsersPage from './AdminUsersPage';

type User = Schemas['AuthUserDto'];
const admin: User = ADMIN;
const student: User = {
  ...STUDENT,
  enrollmentStatus: 'suspended',
  createdAt: '2026-02-01T10:00:00.000Z',
  lastLoginAt: null,
};

const list = (users: User[]) => ({ body: { success: true, users } satisfies Schemas['AdminUserListDto'] });

/** A signed-in admin on /admin/users, with the users the list answers (bodies typed by the OpenAPI document). */
function serve(users: User[], more: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /api/auth/check': {
      body: { success: true, authenticated: true, user: admin } satisfies Schemas['AuthCheckResponseDto'],
    },
    'GET /api/site-config': { body: {} },
    'GET /api/admin/thinkific/historical-buyers': { body: { count: 0 } satisfies Schemas['HistoricalBuyersDto'] },
    'GET /api/admin/users': list(users),
    ...more,
  });
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the users table (spec 3 §2 /admin/users)', () => {
  it('lists every user newest first, with type, status, dates and "Never" for no sign-in', async () => {
    serve([admin, student]);
    renderPage(<AdminUsersPage />, '/admin/users');
    await screen.findByText('@ann');
    expect(
      rows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ann Lee@annann@example.com', 'Student', 'Suspended', 'Feb 1, 2026', 'Never'],
      ['Bea Boss@bossboss@example.com', 'Admin', 'Active', 'Jan 5, 2026', 'Mar 5, 2026'],
    ]);
  });

  it('the search narrows the list by name, e-mail, type or status', async () => {
    serve([admin, student]);
    renderPage(<AdminUsersPage />, '/admin/users');
    await screen.findByText('@ann');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'suspend' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('@ann');
  });

  it('deletes after the confirmation, then shows the list without the user', async () => {
    let users = [admin, student];
    const api = serve([], {
      'GET /api/admin/users': () => list(users),
      'DELETE /api/admin/users/s-1': () => {
        users = [admin];
        return { status: 204 };
      },
    });
    renderPage(<AdminUsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ann' }));
    expect(
      await screen.findByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeTruthy();
    expect(api.callsTo('DELETE /api/admin/users/s-1')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('@ann')).toBeNull());
    expect(api.callsTo('DELETE /api/admin/users/s-1')).toHaveLength(1);
  });

  it("a refused deletion (the last active admin) shows the server's reason and keeps the user", async () => {
    serve([admin, student], { 'DELETE /api/admin/users/a-1': refusal(409, 'There must be at least one active admin') });
    renderPage(<AdminUsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete boss' }));
    await screen.findByText('Are you sure you want to delete this user? This action cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There must be at least one active admin')).toBeTruthy();
    expect(screen.getByText('@boss')).toBeTruthy();
  });

  it('adds a user through the dialog: the fields typed are sent', async () => {
    const api = serve([admin], {
      'POST /api/admin/users': (call: ApiCall) => ({
        status: 201,
        body: { success: true, user: { ...student, ...(call.body as object) } },
      }),
    });
    renderPage(<AdminUsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const username = await screen.findByLabelText('Username');
    fireEvent.change(username, { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'newbie@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tulip anchor velvet orbit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/users')[0].body).toMatchObject({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'tulip anchor velvet orbit',
    });
  });

  it('invites the buyers imported from Thinkific only after the confirmation that counts them', async () => {
    const api = serve([admin], {
      'GET /api/admin/thinkific/historical-buyers': { body: { count: 2 } satisfies Schemas['HistoricalBuyersDto'] },
      'POST /api/admin/thinkific/historical-buyers/invite': {
        status: 202,
        body: { queued: 2 } satisfies Schemas['HistoricalInviteDto'],
      },
    });
    renderPage(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByText('2 buyers from Thinkific have no student account yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite 2 buyers' }));
    expect(
      await screen.findByText(
        'This creates a student account for 2 buyers imported from Thinkific and sends each of them one e-mail to set a password.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/admin/thinkific/historical-buyers/invite')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByText('2 buyers will get their set-password e-mail shortly.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/thinkific/historical-buyers/invite')).toHaveLength(1);
  });
});
