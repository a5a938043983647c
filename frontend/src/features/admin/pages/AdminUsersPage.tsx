import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../shared/icons';
import { Button, Card, Flex, Grid, Modal, Pagination, Space, Table, Tag, Typography } from 'antd';
import { SearchBox } from '../../../shared/components/SearchBox';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import {
  type AdminUser,
  type CreateAdminUser,
  useCreateAdminUserMutation,
  useDeleteAdminUserMutation,
  useListAdminUsersQuery,
  useUpdateAdminUserMutation,
} from '../admin.api';
import { formatDate } from '../../../shared/format';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { UserFormDialog } from '../components/UserFormDialog';
import { HistoricalBuyersNotice } from '../components/HistoricalBuyersNotice';

const PAGE_SIZE = 10;
const STATUS_COLORS = { active: 'green', inactive: 'default', suspended: 'red' } as const;
const fullName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(' ');
const statusLabel = (s: AdminUser['enrollmentStatus']) => s[0].toUpperCase() + s.slice(1);
const byText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').localeCompare(b ?? '');

/** Spec 3 §2 /admin/users: the table, Add/Edit dialogs and delete with confirmation; toasts of §8. */
export default function AdminUsersPage() {
  const [modal, confirmation] = Modal.useModal();
  const [params, setParams] = useSearchParams();
  const users = useListAdminUsersQuery();
  const [createUser, creating] = useCreateAdminUserMutation();
  const [updateUser, updating] = useUpdateAdminUserMutation();
  const [deleteUser] = useDeleteAdminUserMutation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [adding, setAdding] = useState(params.get('new') === '1');
  // Below 768 px the six columns do not fit: each user becomes a card with Status and Actions in view.
  const narrow = Grid.useBreakpoint().md === false;

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = users.data ?? [];
    if (!q) return all;
    return all.filter((u) =>
      [u.username, u.email, fullName(u), u.userType, u.enrollmentStatus].some((v) => v?.toLowerCase().includes(q)),
    );
  }, [users.data, search]);

  const closeDialog = () => {
    setAdding(false);
    setEditing(null);
    if (params.has('new')) setParams({}, { replace: true });
  };

  const submit = async (values: CreateAdminUser) => {
    try {
      if (editing) {
        await updateUser({ id: editing.id, body: { ...values, password: values.password || undefined } }).unwrap();
        toast.success('Success', 'User updated successfully');
      } else {
        await createUser(values).unwrap();
        toast.success('Success', 'User created successfully');
      }
      closeDialog();
    } catch (err) {
      toast.error('Error', errorMessage(err, editing ? 'Failed to update user' : 'Failed to create user'));
    }
  };

  const confirmDelete = (user: AdminUser) =>
    modal.confirm({
      title: 'Delete User',
      content: 'Are you sure you want to delete this user? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteUser(user.id).unwrap();
          toast.success('Success', 'User deleted successfully');
        } catch (err) {
          toast.error('Error', errorMessage(err, 'Failed to delete user'));
        }
      },
    });

  const actions = (u: AdminUser) => (
    <Space>
      <Button icon={<EditOutlined />} aria-label={`Edit ${u.username}`} onClick={() => setEditing(u)} />
      <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${u.username}`} onClick={() => confirmDelete(u)} />
    </Space>
  );

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'User',
      key: 'user',
      sorter: (a, b) => byText(a.username, b.username),
      render: (_, u) => <UserIdentity user={u} />,
    },
    {
      title: 'Type',
      dataIndex: 'userType',
      sorter: (a, b) => byText(a.userType, b.userType),
      render: (t: AdminUser['userType']) => <TypeTag type={t} />,
    },
    {
      title: 'Status',
      dataIndex: 'enrollmentStatus',
      sorter: (a, b) => byText(a.enrollmentStatus, b.enrollmentStatus),
      render: (s: AdminUser['enrollmentStatus']) => <Tag color={STATUS_COLORS[s]}>{statusLabel(s)}</Tag>,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      defaultSortOrder: 'descend',
      sorter: (a, b) => byText(a.createdAt, b.createdAt),
      render: (d: string) => formatDate(d),
    },
    {
      title: 'Last Login',
      dataIndex: 'lastLoginAt',
      sorter: (a, b) => byText(a.lastLoginAt, b.lastLoginAt),
      render: (d: string | null) => formatDate(d, 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, u) => actions(u),
    },
  ];

  return (
    <AdminLayout
      title="User Management"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      }
    >
      {confirmation}
      <HistoricalBuyersNotice />
      <SearchBox what="users" value={search} onChange={setSearch} />
      {users.isLoading ? (
        <Typography.Paragraph>Loading users...</Typography.Paragraph>
      ) : users.isError ? (
        <LoadError what="users" query={users} />
      ) : narrow ? (
        <UserCards users={rows} actions={actions} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 760 }}
        />
      )}
      <UserFormDialog
        open={adding || !!editing}
        user={editing}
        saving={creating.isLoading || updating.isLoading}
        onCancel={closeDialog}
        onSubmit={submit}
      />
    </AdminLayout>
  );
}

function UserIdentity({ user: u }: { user: AdminUser }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong>{fullName(u) || u.username}</Typography.Text>
      <Typography.Text type="secondary">@{u.username}</Typography.Text>
      {u.email && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {u.email}
        </Typography.Text>
      )}
    </Flex>
  );
}

function TypeTag({ type }: { type: AdminUser['userType'] }) {
  return <Tag color={type === 'admin' ? 'purple' : 'blue'}>{type === 'admin' ? 'Admin' : 'Student'}</Tag>;
}

/** The phone's users list: one card per user, newest first like the table, every field and action in view. */
function UserCards({ users, actions }: { users: AdminUser[]; actions: (u: AdminUser) => ReactNode }) {
  const [page, setPage] = useState(1);
  const newestFirst = [...users].sort((a, b) => byText(b.createdAt, a.createdAt));
  if (newestFirst.length === 0) return <Typography.Paragraph type="secondary">No users found</Typography.Paragraph>;
  const last = Math.ceil(newestFirst.length / PAGE_SIZE);
  const current = Math.min(page, last);
  return (
    <Flex vertical gap={12}>
      <Flex vertical gap={12} role="list" aria-label="Users">
        {newestFirst.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((u) => (
          <Card key={u.id} size="small" role="listitem" aria-label={`User ${u.username}`}>
            <Flex justify="space-between" align="start" gap={8}>
              <UserIdentity user={u} />
              {actions(u)}
            </Flex>
            <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
              <TypeTag type={u.userType} />
              <Tag color={STATUS_COLORS[u.enrollmentStatus]}>{statusLabel(u.enrollmentStatus)}</Tag>
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 13 }}>
              Created {formatDate(u.createdAt)} · Last login {formatDate(u.lastLoginAt, 'Never')}
            </Typography.Text>
          </Card>
        ))}
      </Flex>
      <Pagination
        align="center"
        size="small"
        current={current}
        pageSize={PAGE_SIZE}
        total={newestFirst.length}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPage}
      />
    </Flex>
  );
}
