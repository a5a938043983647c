import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { CONTENT_MESSAGES } from '../admin-content.constants';

/** Values every content form shares. */
export interface CommonValues {
  title: string;
  description?: string | null;
  category?: string;
  sortOrder?: number | null;
  isActive: boolean;
  requiresLogin: boolean;
}

export const COMMON_DEFAULTS: CommonValues = {
  title: '',
  description: '',
  category: 'General',
  sortOrder: 0,
  isActive: true,
  requiresLogin: true,
};

export const urlRule = (message: string) => ({ type: 'url' as const, message });

export function TitleField() {
  return (
    <Form.Item
      name="title"
      label="Title"
      rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.titleRequired }]}
    >
      <Input maxLength={200} />
    </Form.Item>
  );
}

export function DescriptionField() {
  return (
    <Form.Item name="description" label="Description">
      <Input.TextArea rows={3} maxLength={5000} />
    </Form.Item>
  );
}

export function CategoryField({ required = false }: { required?: boolean }) {
  return (
    <Form.Item
      name="category"
      label="Category"
      rules={required ? [{ required: true, whitespace: true, message: CONTENT_MESSAGES.categoryRequired }] : []}
    >
      <Input maxLength={100} />
    </Form.Item>
  );
}

export function TypeField({
  name,
  label,
  options,
  message,
}: {
  name: string;
  label: string;
  options: readonly string[];
  message: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      <Select options={options.map((o) => ({ value: o, label: o }))} placeholder={`Select ${label.toLowerCase()}`} />
    </Form.Item>
  );
}

/** Sort order, Active and Requires login. */
export function DisplayFields() {
  return (
    <>
      <Form.Item name="sortOrder" label="Sort Order">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="isActive" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>Active</Checkbox>
      </Form.Item>
      <Form.Item name="requiresLogin" valuePropName="checked">
        <Checkbox>Requires login</Checkbox>
      </Form.Item>
    </>
  );
}

/** Form values to an API body: trimmed text, blanks as null, sort order 0 when empty. */
export function commonBody(v: CommonValues) {
  return {
    title: v.title.trim(),
    description: v.description?.trim() || null,
    category: v.category?.trim() || 'General',
    sortOrder: v.sortOrder ?? 0,
    isActive: v.isActive,
    requiresLogin: v.requiresLogin,
  };
}

export const blankToNull = (s: string | null | undefined) => s?.trim() || null;
