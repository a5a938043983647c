import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import { formatNumber } from '../../../shared/format';
import { toast } from '../../../shared/toast';
import { useActivateCampaignMutation, useGetCampaignEligibleCountQuery, type Campaign } from '../campaigns.api';

/** "2026-12-01T09:00" in the browser's time, for the datetime-local field's lower bound. */
const localNow = () => {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const people = (n: number) => `${formatNumber(n)} ${n === 1 ? 'person is' : 'people are'} eligible now.`;

/**
 * The owner's confirmation before a campaign sends: how many visitors would get it now (the drip's own query,
 * counted by the server) and an optional start date and time.
 */
export default function ActivateCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const count = useGetCampaignEligibleCountQuery(campaign.id, { refetchOnMountOrArgChange: true });
  const [activate, activating] = useActivateCampaignMutation();
  const [start, setStart] = useState('');
  // When the dialog opened: a start a minute before it is refused (a past start would mean "at once" anyway).
  const [opened] = useState(() => ({ at: Date.now(), min: localNow() }));
  const startDate = start ? new Date(start) : null;
  const startInvalid = !!startDate && (Number.isNaN(startDate.getTime()) || startDate.getTime() < opened.at - 60_000);

  const confirm = async () => {
    if (startInvalid) return;
    try {
      await activate({ id: campaign.id, startsAt: startDate ? startDate.toISOString() : null }).unwrap();
      toast.success('Success', startDate ? 'Email campaign scheduled' : 'Email campaign activated');
      onClose();
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to update campaign'));
    }
  };

  return (
    <Modal
      open
      title={`Activate ${campaign.name}?`}
      okText="Activate"
      okButtonProps={{ disabled: startInvalid }}
      confirmLoading={activating.isLoading}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      {count.isFetching ? (
        <Typography.Paragraph>Counting eligible visitors...</Typography.Paragraph>
      ) : count.isError ? (
        <Alert type="warning" showIcon title="The eligible visitors could not be counted." />
      ) : (
        <Typography.Paragraph strong>{people(count.data?.count ?? 0)}</Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        They get this e-mail at the next send (within a minute), or from the start below. Later visitors get it{' '}
        {campaign.sendAfterHours}h after their last visit.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label="Start date and time (optional)"
          htmlFor={`start-${campaign.id}`}
          validateStatus={startInvalid ? 'error' : undefined}
          help={startInvalid ? 'Choose a time from now on, or leave it empty to start at once.' : undefined}
        >
          <Input
            id={`start-${campaign.id}`}
            type="datetime-local"
            min={opened.min}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
