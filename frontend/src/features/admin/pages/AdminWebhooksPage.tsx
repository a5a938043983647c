import { Button, Card, Flex, Tag, Typography } from 'antd';
import ItemList from '../../../shared/components/ItemList';
import LoadError from '../../../shared/components/LoadError';
import { ReloadOutlined } from '../../../shared/icons';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { toast } from '../../../shared/toast';
import { errorMessage } from '../../../api/api';
import { formatDate } from '../../../shared/format';
import { type WebhookEvent, useListFailedWebhooksQuery, useRetryWebhookMutation } from '../admin.api';

/**
 * /admin/webhooks: the course platform's events that failed after every attempt, newest first, each with Retry
 * (queued again; it leaves this list, and comes back if it fails again).
 */
export default function AdminWebhooksPage() {
  const events = useListFailedWebhooksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryWebhookMutation();

  const onRetry = async (e: WebhookEvent) => {
    try {
      await retry(e.id).unwrap();
      toast.success('Success', `Event ${e.topic} queued again`);
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to retry the webhook event'));
    }
  };

  const list = events.data ?? [];
  return (
    <AdminLayout title="Failed Webhooks">
      <Card title={`Failed Thinkific events (${list.length})`}>
        {events.isLoading ? (
          <Typography.Paragraph>Loading webhook events...</Typography.Paragraph>
        ) : events.isError ? (
          <LoadError what="webhook events" query={events} />
        ) : list.length === 0 ? (
          <Typography.Paragraph type="secondary">No failed webhook events.</Typography.Paragraph>
        ) : (
          <ItemList
            items={list}
            keyOf={(e) => e.id}
            labelOf={(e) => `${e.topic} ${e.eventId}`}
            actions={(e) => (
              <Button
                icon={<ReloadOutlined />}
                aria-label={`Retry ${e.topic} ${e.eventId}`}
                disabled={retrying.isLoading && retrying.originalArgs === e.id}
                onClick={() => void onRetry(e)}
              >
                Retry
              </Button>
            )}
            render={(e) => (
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Flex wrap gap={8} align="center">
                  <Typography.Text strong>{e.topic}</Typography.Text>
                  <Tag color="red">Failed</Tag>
                </Flex>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  Event {e.eventId} · received {formatDate(e.receivedAt)} · {e.attempts} attempts
                </Typography.Text>
                {e.lastError && (
                  <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
                    {e.lastError}
                  </Typography.Text>
                )}
              </Flex>
            )}
          />
        )}
      </Card>
    </AdminLayout>
  );
}
