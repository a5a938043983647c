import { Checkbox, Flex, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../auth';
import type { AdminUser, CreateAdminUser } from '../admin.api';

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; absent in add mode. */
  user?: AdminUser | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: CreateAdminUser) => void;
}

const TYPES = [
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Admin' },
];
const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
];

/** Add User / Edit User dialog (spec 3 §2, §5): same fields; the password is optional when editing. */
export function UserFormDialog({ open, user, saving, onCancel, onSubmit }: UserFormDialogProps) {
  const [form] = Form.useForm<CreateAdminUser>();
  const editing = !!user;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      user
        ? {
            ...user,
            email: user.email ?? '',
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            password: '',
          }
        : { userType: 'student', enrollmentStatus: 'active', sendInvitation: true },
    );
  }, [open, user, form]);

  return (
    <Modal
      open={open}
      title={editing ? 'Edit User' : 'Add User'}
      okText={editing ? 'Save Changes' : 'Create User'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} name="user-form">
        <Form.Item
          name="username"
          label="Username"
          rules={[{ required: true, whitespace: true, message: 'Username is required' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[{ required: !editing, type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          extra={
            editing
              ? 'Leave blank to keep the current password. A new password signs the user out everywhere.'
              : PASSWORD_HINT
          }
          rules={[
            { required: !editing, message: PASSWORD_TOO_SHORT },
            { min: PASSWORD_MIN_LENGTH, message: PASSWORD_TOO_SHORT },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="firstName" label="First Name">
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name">
          <Input />
        </Form.Item>
        {/* Side by side: the dialog still fits a phone, with room for a toast below it. */}
        <Flex gap={12}>
          <Form.Item name="userType" label="User Type" style={{ flex: 1 }}>
            <Select options={TYPES} aria-label="User Type" />
          </Form.Item>
          <Form.Item name="enrollmentStatus" label="Status" style={{ flex: 1 }}>
            <Select options={STATUSES} aria-label="Status" />
          </Form.Item>
        </Flex>
        {!editing && (
          <Form.Item name="sendInvitation" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Send an invitation e-mail</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
