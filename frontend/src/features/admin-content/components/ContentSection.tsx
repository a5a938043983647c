import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../shared/icons';
import { Button, Flex, Form, Modal, Popconfirm, Table, Tag, type FormInstance, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/api';
import LoadError, { type RetryableQuery } from '../../../shared/components/LoadError';
import { toast } from '../../../shared/toast';

interface Item {
  id: string;
  title: string;
  category: string;
  isActive: boolean;
  requiresLogin: boolean;
}

/** An RTK Query mutation's trigger, as far as this section calls it. */
type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/** One kind's list query and its create, update and delete mutations (the RTK Query hooks). */
export interface ContentHooks<T, B> {
  useList: () => RetryableQuery & { data?: T[]; isLoading: boolean; isError: boolean };
  useCreate: () => readonly [Trigger<B>, ...unknown[]];
  useUpdate: () => readonly [Trigger<{ id: string; body: B }>, ...unknown[]];
  useDelete: () => readonly [Trigger<string>, ...unknown[]];
}

export interface ContentSectionProps<T extends Item, V, B> {
  /** "Recording", "Resource" or "Tool". */
  noun: string;
  hooks: ContentHooks<T, B>;
  columns: TableColumnsType<T>;
  fields: (form: FormInstance<V>) => ReactNode;
  initialValues: V;
  toFormValues: (item: T) => V;
  /** The request body for the form's values (the same for create and update). */
  toBody: (values: V) => B;
}

/** A table of one kind of course content with Add / Edit (dialog form) and Delete (confirmed). */
export default function ContentSection<T extends Item, V extends object, B>(p: ContentSectionProps<T, V, B>) {
  const list = p.hooks.useList();
  const [create] = p.hooks.useCreate();
  const [update] = p.hooks.useUpdate();
  const [destroy] = p.hooks.useDelete();
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
      const body = p.toBody(values);
      await (editing === 'new' || !editing ? create(body) : update({ id: editing.id, body })).unwrap();
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
      await destroy(item.id).unwrap();
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
      {list.isError ? (
        <LoadError what={`${lower}s`} query={list} />
      ) : (
        <Table<T>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.data}
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
