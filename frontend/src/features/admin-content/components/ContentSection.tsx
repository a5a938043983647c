import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../shared/icons';
import { Button, Flex, Form, Modal, Popconfirm, Table, Tag, type FormInstance, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';

interface Item {
  id: string;
  title: string;
  category: string;
  isActive: boolean;
  requiresLogin: boolean;
}

export interface ContentSectionProps<T extends Item, V> {
  /** "Recording", "Resource" or "Tool". */
  noun: string;
  items: T[] | undefined;
  loading: boolean;
  /** Shown instead of the table when the list could not be loaded (a LoadError). */
  failed?: ReactNode;
  columns: TableColumnsType<T>;
  fields: (form: FormInstance<V>) => ReactNode;
  initialValues: V;
  toFormValues: (item: T) => V;
  save: (values: V, id: string | null) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** A table of one kind of course content with Add / Edit (dialog form) and Delete (confirmed). */
export default function ContentSection<T extends Item, V extends object>(p: ContentSectionProps<T, V>) {
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const lower = p.noun.toLowerCase();

  const open = (target: T | 'new') => {
    setEditing(target);
    form.resetFields();
    form.setFieldsValue(target === 'new' ? p.initialValues : p.toFormValues(target));
  };

  const submit = async (values: V) => {
    setSaving(true);
    try {
      await p.save(values, editing === 'new' || !editing ? null : editing.id);
      toast.success('Success', `${p.noun} ${editing === 'new' ? 'created' : 'updated'} successfully`);
      setEditing(null);
    } catch (err) {
      toast.error('Error', errorMessage(err, `Failed to save ${lower}`));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: T) => {
    try {
      await p.remove(item.id);
      toast.success('Success', `${p.noun} deleted successfully`);
    } catch (err) {
      toast.error('Error', errorMessage(err, `Failed to delete ${lower}`));
    }
  };

  const columns: TableColumnsType<T> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Category', dataIndex: 'category', key: 'category', responsive: ['md'] },
    ...p.columns,
    {
      title: 'Status',
      key: 'status',
      render: (_, item) => (
        <Flex wrap gap={4}>
          <Tag color={item.isActive ? 'green' : 'default'}>{item.isActive ? 'Active' : 'Inactive'}</Tag>
          {item.requiresLogin && <Tag>Login required</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, item) => (
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${item.title}`} onClick={() => open(item)} />
          <Popconfirm
            title={`Delete this ${lower}?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(item)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${item.title}`} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          Add {p.noun}
        </Button>
      </Flex>
      {p.failed || (
        <Table<T>
          rowKey="id"
          size="middle"
          loading={p.loading}
          dataSource={p.items}
          columns={columns}
          scroll={{ x: 640 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      )}
      <Modal
        title={editing === 'new' ? `Add ${p.noun}` : `Edit ${p.noun}`}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={editing === 'new' ? `Create ${p.noun}` : 'Save Changes'}
        confirmLoading={saving}
        destroyOnHidden
        forceRender
      >
        <Form<V> form={form} layout="vertical" onFinish={submit} name={`${lower}-form`}>
          {p.fields(form)}
        </Form>
      </Modal>
    </>
  );
}
