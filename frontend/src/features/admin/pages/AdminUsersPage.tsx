import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
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
import { formatDate } from '../admin-format';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { UserFormDialog } from '../components/UserFormDialog';
import { HistoricalBuyersNotice } from '../components/HistoricalBuyersNotice';

const STATUS_COLORS = { active: 'green', inactive: 'default', suspended: 'red' } as const;
const fullName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(' ');
const byText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').localeCompare(b ?? '');

/** Spec 3 §2 /admin/users: the table, Add/Edit dialogs and delete with confirmation; toasts of §8. */
export default function AdminUsersPage() {
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const users = useListAdminUsersQuery();
  const [createUser, creating] = useCreateAdminUserMutation();
  const [updateUser, updating] = useUpdateAdminUserMutation();
  const [deleteUser] = useDeleteAdminUserMutation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [adding, setAdding] = useState(params.get('new') === '1');

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

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'User',
      key: 'user',
      sorter: (a, b) => byText(a.username, b.username),
      render: (_, u) => (
        <Flex vertical>
          <Typography.Text strong>{fullName(u) || u.username}</Typography.Text>
          <Typography.Text type="secondary">@{u.username}</Typography.Text>
          {u.email && <Typography.Text type="secondary">{u.email}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'userType',
      sorter: (a, b) => byText(a.userType, b.userType),
      render: (t: AdminUser['userType']) => (
        <Tag color={t === 'admin' ? 'purple' : 'blue'}>{t === 'admin' ? 'Admin' : 'Student'}</Tag>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'enrollmentStatus',
      sorter: (a, b) => byText(a.enrollmentStatus, b.enrollmentStatus),
      render: (s: AdminUser['enrollmentStatus']) => (
        <Tag color={STATUS_COLORS[s]}>{s[0].toUpperCase() + s.slice(1)}</Tag>
      ),
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
      render: (_, u) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={`Edit ${u.username}`} onClick={() => setEditing(u)} />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${u.username}`}
            onClick={() => confirmDelete(u)}
          />
        </Space>
      ),
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
      <HistoricalBuyersNotice />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search users..."
        aria-label="Search users"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {users.isLoading ? (
        <Typography.Paragraph>Loading users...</Typography.Paragraph>
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
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
