import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PlusOutlined,
} from '../../../shared/icons';
import { Button, Card, Flex, Modal, Tag, Typography } from 'antd';
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
  useReorderAdminSuccessStoriesMutation,
  useUpdateAdminSuccessStoryMutation,
} from '../admin.api';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { brand } from '../../../shared/theme';
import { scrollBehavior } from '../../../shared/motion';
import { SuccessStoryForm } from '../components/SuccessStoryForm';

const moveButtonId = (id: string, dir: 'up' | 'down') => `move-${dir}-${id}`;

/** Back on the moved story's Move button (the other one once it reached its group's end). */
function focusMoveButton(id: string, dir: 'up' | 'down') {
  const button = (d: 'up' | 'down') => document.getElementById(moveButtonId(id, d)) as HTMLButtonElement | null;
  const same = button(dir);
  if (same && !same.disabled) same.focus();
  else button(dir === 'up' ? 'down' : 'up')?.focus();
}

/** Spec 3 §2 /admin/success-stories: the list with badges, the add/edit form, the toasts of §8. */
export default function AdminSuccessStoriesPage() {
  const [modal, confirmation] = Modal.useModal();
  const [params, setParams] = useSearchParams();
  const stories = useListAdminSuccessStoriesQuery();
  const [create, creating] = useCreateAdminSuccessStoryMutation();
  const [update, updating] = useUpdateAdminSuccessStoryMutation();
  const [remove] = useDeleteAdminSuccessStoryMutation();
  const [reorder] = useReorderAdminSuccessStoriesMutation();
  const [dragged, setDragged] = useState<number | null>(null);
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

  /**
   * Moves a story to another place (drag and drop, or the Move up / Move down buttons). Featured stories always
   * come first on the landing page, so the two groups stay apart: a story moves within its group.
   */
  const move = (from: number, to: number, refocus?: { id: string; dir: 'up' | 'down' }) => {
    if (from === to || to < 0 || to >= list.length || list[from].isFeatured !== list[to].isFeatured) return;
    const next = [...list];
    const [story] = next.splice(from, 1);
    next.splice(to, 0, story);
    reorder(next.map((s) => s.id))
      .unwrap()
      .catch(() => toast.error('Error', 'Failed to reorder success stories'));
    // The moved item's button keeps the focus (moving a focused node in the page drops it).
    if (refocus) requestAnimationFrame(() => focusMoveButton(refocus.id, refocus.dir));
  };
  const canMove = (i: number, to: number) => to >= 0 && to < list.length && list[i].isFeatured === list[to].isFeatured;
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
      {confirmation}
      <Flex vertical gap={16}>
        {(formOpen || editing) && (
          <SuccessStoryForm
            story={editing}
            saving={creating.isLoading || updating.isLoading}
            onSubmit={submit}
            onCancel={closeForm}
          />
        )}
        <Card
          title={`Success Stories (${list.length})`}
          extra={
            list.length > 1 && (
              <Typography.Text type="secondary">
                Drag a story, or use its up and down buttons, to change the landing page order
              </Typography.Text>
            )
          }
        >
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
              itemProps={(s, i) => ({
                draggable: true,
                onDragStart: (e) => {
                  setDragged(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', s.id);
                },
                onDragOver: (e) => {
                  if (dragged !== null && canMove(dragged, i)) e.preventDefault();
                },
                onDrop: (e) => {
                  e.preventDefault();
                  if (dragged !== null) move(dragged, i);
                  setDragged(null);
                },
                onDragEnd: () => setDragged(null),
                style: { cursor: 'grab', opacity: dragged === i ? 0.5 : undefined },
              })}
              actions={(s) => {
                const i = list.indexOf(s);
                return (
                  <>
                    <Button
                      id={moveButtonId(s.id, 'up')}
                      icon={<ArrowUpOutlined />}
                      aria-label={`Move ${s.title} up`}
                      disabled={!canMove(i, i - 1)}
                      onClick={() => move(i, i - 1, { id: s.id, dir: 'up' })}
                    />
                    <Button
                      id={moveButtonId(s.id, 'down')}
                      icon={<ArrowDownOutlined />}
                      aria-label={`Move ${s.title} down`}
                      disabled={!canMove(i, i + 1)}
                      onClick={() => move(i, i + 1, { id: s.id, dir: 'down' })}
                    />
                    <Button
                      icon={<EditOutlined />}
                      aria-label={`Edit ${s.title}`}
                      onClick={() => {
                        setEditing(s);
                        setFormOpen(true);
                        window.scrollTo({ top: 0, behavior: scrollBehavior });
                      }}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${s.title}`}
                      onClick={() => confirmDelete(s)}
                    />
                  </>
                );
              }}
              render={(s) => (
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Flex wrap gap={8} align="center">
                    <HolderOutlined title="Drag to reorder" style={{ color: '#8c8c8c' }} />
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
                        // The brand's navy: antd's default blue is 4.1:1 on white, under AA's 4.5:1 for text.
                        <Typography.Text key={t} style={{ color: brand.navy }}>
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
