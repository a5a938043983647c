import { EyeOutlined } from '../../../shared/icons';
import { Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import type { Schemas } from '../../../api/types';
import { SEND_AFTER_HOURS_CHOICES, usePreviewCampaignMutation, type CampaignInput } from '../campaigns.api';
import RemovedHtmlAlert from './RemovedHtmlAlert';

export interface CampaignFormProps {
  initial?: Partial<CampaignInput>;
  submitLabel: string;
  submitting: boolean;
  /** Resolve true on success: the form then resets. */
  onSubmit: (values: CampaignInput) => Promise<boolean>;
  onCancel?: () => void;
}

const hoursLabel = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

/** Campaign fields with the spec's messages (spec 3 §5). Used to create and to edit. */
export default function CampaignForm({ initial, submitLabel, submitting, onSubmit, onCancel }: CampaignFormProps) {
  const [form] = Form.useForm<CampaignInput>();
  useEffect(() => form.resetFields(), [form, initial]);
  const [preview, previewState] = usePreviewCampaignMutation();
  const [shown, setShown] = useState<Schemas['CampaignPreviewDto'] | null>(null);

  const showPreview = async () => {
    const { subject, htmlContent, textContent } = form.getFieldsValue();
    if (!subject?.trim() || !htmlContent?.trim()) {
      toast.warning('Nothing to preview', 'Enter a subject and the HTML content first.');
      return;
    }
    try {
      setShown(await preview({ subject, htmlContent, textContent: textContent || undefined }).unwrap());
    } catch (err) {
      toast.error('Preview failed', errorMessage(err, 'Please try again.'));
    }
  };

  const finish = async (values: CampaignInput) => {
    const body = { ...values, textContent: values.textContent?.trim() ? values.textContent : undefined };
    if (await onSubmit(body)) form.resetFields();
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ sendAfterHours: 24, ...initial }} onFinish={finish}>
      <Form.Item
        name="name"
        label="Campaign Name"
        rules={[{ required: true, whitespace: true, message: 'Campaign name is required' }]}
      >
        <Input placeholder="e.g. 24-hour follow-up" />
      </Form.Item>
      <Form.Item
        name="subject"
        label="Subject"
        rules={[{ required: true, whitespace: true, message: 'Subject is required' }]}
      >
        <Input placeholder="Subject line" />
      </Form.Item>
      <Form.Item name="sendAfterHours" label="Send After">
        <Radio.Group
          aria-label="Send After"
          options={SEND_AFTER_HOURS_CHOICES.map((h) => ({ value: h, label: `${hoursLabel(h)} after visit` }))}
        />
      </Form.Item>
      <Form.Item
        name="htmlContent"
        label="HTML Content"
        rules={[{ required: true, whitespace: true, message: 'HTML content is required' }]}
      >
        <Input.TextArea rows={6} placeholder="<p>Hi {{firstName}},</p>" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
        Merge tags: {'{{firstName}}'} (&quot;there&quot; when unknown), {'{{lastName}}'}, {'{{unsubscribe}}'},{' '}
        {'{{postalAddress}}'}. Scripts, event handlers and javascript: links are removed when you save.
      </Typography.Paragraph>
      <Form.Item name="textContent" label="Text Content (optional)">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Flex gap={8} justify="end" wrap>
        <Button icon={<EyeOutlined />} onClick={() => void showPreview()} loading={previewState.isLoading}>
          Preview
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Flex>
      <Modal
        open={!!shown}
        title="E-mail preview"
        width={720}
        footer={null}
        onCancel={() => setShown(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{shown?.sampleNote}</Typography.Paragraph>
        {shown && <RemovedHtmlAlert removed={shown.removedFromHtml} when="when you save" />}
        <Typography.Paragraph>
          <Typography.Text type="secondary">Subject: </Typography.Text>
          {shown?.subject}
        </Typography.Paragraph>
        <iframe
          title="E-mail preview"
          sandbox=""
          srcDoc={shown?.html}
          style={{ width: '100%', height: 420, border: '1px solid #e3e8f2', borderRadius: 8, background: '#fff' }}
        />
      </Modal>
    </Form>
  );
}
