import {
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import ItemList from '../../../shared/components/ItemList';
import { toast } from '../../../shared/toast';
import {
  useDeleteCampaignMutation,
  useLazyGetEligibleVisitorsQuery,
  useSendCampaignTestMutation,
  useSetCampaignActiveMutation,
  type Campaign,
  type EligibleVisitor,
} from '../campaigns.api';

const visitDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** One campaign: name, "Nh after visit", subject, eligible visitors; edit, pause/activate, delete. */
export default function CampaignCard({ campaign, onEdit }: { campaign: Campaign; onEdit: (c: Campaign) => void }) {
  const [loadEligible, eligible] = useLazyGetEligibleVisitorsQuery();
  const [visitors, setVisitors] = useState<EligibleVisitor[] | null>(null);
  const [setActive, activeState] = useSetCampaignActiveMutation();
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
    try {
      await setActive({ id: campaign.id, active: !campaign.isActive }).unwrap();
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
      aria-label={`Campaign ${campaign.name}`}
      title={
        <Flex align="center" gap={8} wrap>
          <span>{campaign.name}</span>
          <Tag color="blue">{campaign.sendAfterHours}h after visit</Tag>
          {!campaign.isActive && <Tag>Paused</Tag>}
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
          loading={activeState.isLoading}
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
                  <Typography.Text type="secondary">Last visit: {visitDate(v.lastVisitedAt)}</Typography.Text>
                </Flex>
              )}
            />
          )}
        </div>
      )}
    </Card>
  );
}
