import { CheckCircleOutlined, DeleteOutlined, PlayCircleOutlined } from '../../../shared/icons';
import { Alert, Button, Card, Empty, Flex, Modal, Tag, Typography } from 'antd';
import ItemList from '../../../shared/components/ItemList';
import { toast } from '../../../shared/toast';
import { useAppDispatch } from '../../../app/hooks';
import { refreshSiteConfig } from '../../../shared/site-reads.api';
import {
  adminApi,
  type Video,
  useActivateVideoMutation,
  useDeleteVideoMutation,
  useListVideosQuery,
} from '../admin.api';
import { formatDate } from '../../../shared/format';
import { formatBytes } from '../admin-format';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { VideoUploadForm } from '../components/VideoUploadForm';

/** Spec 3 §2 /admin/videos: upload form, the list with Preview / Activate / Delete, toasts of §8. */
export default function AdminVideosPage() {
  const [modal, confirmation] = Modal.useModal();
  const dispatch = useAppDispatch();
  const videos = useListVideosQuery();
  const [activate] = useActivateVideoMutation();
  const [remove] = useDeleteVideoMutation();

  const refresh = () => dispatch(adminApi.util.invalidateTags(['AdminVideos', 'AdminStats']));

  const onActivate = async (v: Video) => {
    try {
      await activate(v.id).unwrap();
      dispatch(refreshSiteConfig()); // the landing hero reads the active video from it
      toast.success('Success', 'Video activated successfully');
    } catch {
      toast.error('Error', 'Failed to activate video');
    }
  };

  const onDelete = (v: Video) =>
    modal.confirm({
      title: 'Delete Video',
      content: v.isActive ? (
        <Alert
          type="warning"
          showIcon
          title="This is the active video: the landing page will have no video until you activate another one."
          description="Are you sure you want to delete this video?"
        />
      ) : (
        'Are you sure you want to delete this video?'
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(v.id).unwrap();
          if (v.isActive) dispatch(refreshSiteConfig()); // the landing hero reads the active video from it
          toast.success('Success', 'Video deleted successfully');
        } catch {
          toast.error('Error', 'Failed to delete video');
        }
      },
    });

  return (
    <AdminLayout title="Video Management">
      {confirmation}
      <Flex vertical gap={16}>
        <VideoUploadForm onUploaded={refresh} />
        <Card title={`Uploaded Videos (${videos.data?.length ?? 0})`}>
          {videos.isLoading ? (
            <Typography.Paragraph>Loading videos...</Typography.Paragraph>
          ) : videos.isError ? (
            <LoadError what="videos" query={videos} />
          ) : !videos.data?.length ? (
            <Empty description="No videos uploaded yet" />
          ) : (
            <ItemList
              items={videos.data}
              keyOf={(v) => v.id}
              labelOf={(v) => v.title}
              actions={(v) => (
                <>
                  <Button
                    icon={<PlayCircleOutlined />}
                    href={v.streamUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Preview ${v.title}`}
                  >
                    Preview
                  </Button>
                  {!v.isActive && (
                    <Button
                      type="primary"
                      icon={<CheckCircleOutlined />}
                      aria-label={`Activate ${v.title}`}
                      onClick={() => onActivate(v)}
                    >
                      Activate
                    </Button>
                  )}
                  <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${v.title}`} onClick={() => onDelete(v)}>
                    Delete
                  </Button>
                </>
              )}
              render={(v) => (
                <Flex vertical gap={4}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{v.title}</Typography.Text>
                    {v.isActive && <Tag color="green">Active</Tag>}
                  </Flex>
                  {v.description && <Typography.Text type="secondary">{v.description}</Typography.Text>}
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                    {v.originalName} · {formatBytes(v.size)} · {formatDate(v.createdAt)}
                  </Typography.Text>
                </Flex>
              )}
            />
          )}
        </Card>
      </Flex>
    </AdminLayout>
  );
}
