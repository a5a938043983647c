import { Button, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';

export interface EmailRequestModalProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  onClose: () => void;
  /** Resolves true when the request went through (the modal then closes and clears). */
  onSubmit: (email: string) => Promise<boolean>;
}

/** A small dialog asking for an e-mail address (student page: Forgot Username, Forgot Password). */
export function EmailRequestModal({
  open,
  title,
  description,
  submitLabel,
  onClose,
  onSubmit,
}: EmailRequestModalProps) {
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);
  const field = useRef<InputRef>(null);
  // Two of these sit on the student page: each form's name prefixes its field ids (forgot-username_email), so no
  // two elements share an id.
  const formName = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  const finish = async ({ email }: { email: string }) => {
    setSending(true);
    const ok = await onSubmit(email.trim());
    setSending(false);
    if (ok) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={420}
      forceRender
      afterOpenChange={(shown) => shown && field.current?.focus()}
    >
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Form form={form} name={formName} layout="vertical" onFinish={finish} requiredMark={false}>
        <Form.Item
          label="Email Address"
          name="email"
          rules={[{ required: true, type: 'email', whitespace: true, message: 'Please enter a valid email address.' }]}
        >
          <Input ref={field} type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" disabled={sending}>
              {sending ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
