import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../shared/icons';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import ItemList from '../../../shared/components/ItemList';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../shared/toast';
import {
  type SuccessStory,
  type SuccessStoryInput,
  useCreateAdminSuccessStoryMutation,
  useDeleteAdminSuccessStoryMutation,
  useListAdminSuccessStoriesQuery,
  useUpdateAdminSuccessStoryMutation,
} from '../admin.api';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { SuccessStoryForm } from '../components/SuccessStoryForm';

/** Spec 3 §2 /admin/success-stories: the list with badges, the add/edit form, the toasts of §8. */
export default function AdminSuccessStoriesPage() {
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const stories = useListAdminSuccessStoriesQuery();
  const [create, creating] = useCreateAdminSuccessStoryMutation();
  const [update, updating] = useUpdateAdminSuccessStoryMutation();
  const [remove] = useDeleteAdminSuccessStoryMutation();
  const [formOpen, setFormOpen] = useState(params.get('new') === '1');
  const [editing, setEditing] = useState<SuccessStory | null>(null);

  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
    if (params.has('new')) setParams({}, { replace: true });
  };

  const submit = async (values: SuccessStoryInput) => {
    try {
      if (editing) {
        await update({ id: editing.id, body: values }).unwrap();
        toast.success('Success', 'Success story updated successfully!');
      } else {
        await create(values).unwrap();
        toast.success('Success', 'Success story created successfully!');
      }
      closeForm();
    } catch {
      toast.error('Error', editing ? 'Failed to update success story' : 'Failed to create success story');
    }
  };

  const confirmDelete = (story: SuccessStory) =>
    modal.confirm({
      title: 'Delete Success Story',
      content: `Are you sure you want to delete "${story.title}"?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(story.id).unwrap();
          toast.success('Success', 'Success story deleted successfully!');
        } catch {
          toast.error('Error', 'Failed to delete success story');
        }
      },
    });

  const list = stories.data ?? [];
  return (
    <AdminLayout
      title="Success Stories"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add Success Story
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {(formOpen || editing) && (
          <SuccessStoryForm
            story={editing}
            saving={creating.isLoading || updating.isLoading}
            onSubmit={submit}
            onCancel={closeForm}
          />
        )}
        <Card title={`Success Stories (${list.length})`}>
          {stories.isLoading ? (
            <Typography.Paragraph>Loading success stories...</Typography.Paragraph>
          ) : stories.isError ? (
            <LoadError what="success stories" query={stories} />
          ) : list.length === 0 ? (
            <Typography.Paragraph type="secondary">
              No success stories found. Create your first success story!
            </Typography.Paragraph>
          ) : (
            <ItemList
              items={list}
              keyOf={(s) => s.id}
              labelOf={(s) => s.title}
              actions={(s) => (
                <>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`Edit ${s.title}`}
                    onClick={() => {
                      setEditing(s);
                      setFormOpen(true);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${s.title}`}
                    onClick={() => confirmDelete(s)}
                  />
                </>
              )}
              render={(s) => (
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{s.title}</Typography.Text>
                    {s.isFeatured && <Tag color="gold">Featured</Tag>}
                    <Tag color={s.isActive ? 'green' : 'default'}>{s.isActive ? 'Active' : 'Inactive'}</Tag>
                  </Flex>
                  <Typography.Text type="secondary">
                    {[s.studentName, s.studentRole, s.studentLocation].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, fontStyle: 'italic' }}>
                    “{s.testimonialQuote}”
                  </Typography.Paragraph>
                  {s.tags.length > 0 && (
                    <Flex wrap gap={4}>
                      {s.tags.map((t) => (
                        <Typography.Text key={t} type="secondary" style={{ color: '#1677ff' }}>
                          #{t}
                        </Typography.Text>
                      ))}
                    </Flex>
                  )}
                </Flex>
              )}
            />
          )}
        </Card>
      </Flex>
    </AdminLayout>
  );
}
