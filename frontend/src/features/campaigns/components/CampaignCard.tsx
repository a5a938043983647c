import {
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SendOutlined,
  TeamOutlined,
} from '../../../shared/icons';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import ItemList from '../../../shared/components/ItemList';
import { formatDate, formatDateTime } from '../../../shared/format';
import ActivateCampaignDialog from './ActivateCampaignDialog';
import { toast } from '../../../shared/toast';
import {
  useDeleteCampaignMutation,
  useLazyGetEligibleVisitorsQuery,
  usePauseCampaignMutation,
  useSendCampaignTestMutation,
  type Campaign,
  type EligibleVisitor,
} from '../campaigns.api';

/** Where the campaign stands: a draft sends nothing until the owner activates it. */
function StatusTag({ campaign }: { campaign: Campaign }) {
  switch (campaign.status) {
    case 'draft':
      return <Tag>Draft</Tag>;
    case 'scheduled':
      return <Tag color="gold">Starts {campaign.startsAt ? formatDateTime(campaign.startsAt) : 'soon'}</Tag>;
    case 'active':
      return <Tag color="green">Active</Tag>;
    default:
      return <Tag>Paused</Tag>;
  }
}

/** One campaign: name, "Nh after visit", subject, eligible visitors; edit, pause/activate, delete. */
export default function CampaignCard({ campaign, onEdit }: { campaign: Campaign; onEdit: (c: Campaign) => void }) {
  const [loadEligible, eligible] = useLazyGetEligibleVisitorsQuery();
  const [visitors, setVisitors] = useState<EligibleVisitor[] | null>(null);
  const [pause, pauseState] = usePauseCampaignMutation();
  const [activating, setActivating] = useState(false);
  const [remove, removeState] = useDeleteCampaignMutation();
  const [sendTest, testState] = useSendCampaignTestMutation();

  const check = async () => {
    try {
      setVisitors(await loadEligible(campaign.id).unwrap());
    } catch (err) {
      console.error('Failed to fetch eligible visitors', err); // spec 3 §8: only logged
    }
  };
  const toggle = async () => {
    if (!campaign.isActive) {
      setActivating(true); // the confirmation shows the eligible count first
      return;
    }
    try {
      await pause(campaign.id).unwrap();
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to update campaign'));
    }
  };
  const test = async () => {
    try {
      const { sentTo } = await sendTest(campaign.id).unwrap();
      toast.success('Test e-mail sent', `The campaign is on its way to ${sentTo}.`);
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to send the test e-mail'));
    }
  };
  const del = async () => {
    try {
      await remove(campaign.id).unwrap();
      toast.success('Success', 'Email campaign deleted successfully');
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to delete campaign'));
    }
  };

  return (
    <Card
      size="small"
      role="article"
      aria-label={`Campaign ${campaign.name}`}
      title={
        <Flex align="center" gap={8} wrap>
          <span>{campaign.name}</span>
          <Tag color="blue">{campaign.sendAfterHours}h after visit</Tag>
          <StatusTag campaign={campaign} />
        </Flex>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Subject: </Typography.Text>
        {campaign.subject}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button icon={<TeamOutlined />} onClick={() => void check()} loading={eligible.isFetching}>
          Check Eligible Visitors
        </Button>
        <Button icon={<EditOutlined />} onClick={() => onEdit(campaign)}>
          Edit
        </Button>
        <Button
          icon={campaign.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          onClick={() => void toggle()}
          loading={pauseState.isLoading}
        >
          {campaign.isActive ? 'Pause' : 'Activate'}
        </Button>
        <Button icon={<SendOutlined />} onClick={() => void test()} loading={testState.isLoading}>
          Send test to me
        </Button>
        <Popconfirm
          title="Delete this campaign?"
          description="It stops sending; its history and figures are kept."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => void del()}
        >
          <Button danger icon={<DeleteOutlined />} loading={removeState.isLoading}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
      {activating && <ActivateCampaignDialog campaign={campaign} onClose={() => setActivating(false)} />}
      {visitors && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>
            {visitors.length} eligible visitor{visitors.length === 1 ? '' : 's'}
          </Typography.Text>
          {visitors.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              No eligible visitors
            </Typography.Paragraph>
          ) : (
            <ItemList
              size="small"
              items={visitors}
              keyOf={(v) => v.email}
              render={(v) => (
                <Flex justify="space-between" wrap gap={8}>
                  <span style={{ wordBreak: 'break-all' }}>{v.email}</span>
                  <Typography.Text type="secondary">Last visit: {formatDate(v.lastVisitedAt)}</Typography.Text>
                </Flex>
              )}
            />
          )}
        </div>
      )}
    </Card>
  );
}
