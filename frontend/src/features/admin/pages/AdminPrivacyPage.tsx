import { Alert, Button, Card, Form, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../api/api';
import type { RequestBody } from '../../../api/route';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { toast } from '../../../shared/toast';
import { useGetPrivacySettingsQuery, useSavePrivacySettingsMutation } from '../privacy.api';

type Settings = RequestBody<'put', '/api/admin/privacy-settings'>;

const POLICY_HELP =
  "Shown at /privacy. Blank lines separate paragraphs; a paragraph's first line is its heading when more lines " +
  'follow. Leave it empty for the default text.';

const MODES: Array<{ value: Settings['consentMode']; label: string; help: string }> = [
  {
    value: 'always',
    label: 'Always ask',
    help: 'Every visitor sees the consent banner; without Accept, visits are only counted.',
  },
  {
    value: 'eu',
    label: 'Ask visitors in the EU, EEA, Switzerland and the UK',
    help: 'By the country your proxy or CDN names; a visitor of no known country is asked.',
  },
  { value: 'never', label: 'Never ask', help: 'Every visitor gets a visitor id at once.' },
];

/** /admin/privacy: when visitors are asked before a visitor id is kept, and the text of the public /privacy page. */
export default function AdminPrivacyPage() {
  const settings = useGetPrivacySettingsQuery();
  const [save, saving] = useSavePrivacySettingsMutation();
  const [form] = Form.useForm<Settings>();
  const loaded = settings.data?.settings;

  useEffect(() => {
    if (loaded) form.setFieldsValue({ consentMode: loaded.consentMode, policy: loaded.policy });
  }, [loaded, form]);

  const onSave = async (values: Settings) => {
    try {
      await save(values).unwrap();
      toast.success('Success', 'Privacy settings saved');
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to save the privacy settings'));
    }
  };

  return (
    <AdminLayout title="Privacy">
      <Card>
        {settings.isError ? (
          <Alert
            type="error"
            showIcon
            message="Failed to load the privacy settings"
            description={errorMessage(settings.error, 'Please try again.')}
            action={<Button onClick={() => void settings.refetch()}>Retry</Button>}
          />
        ) : !loaded ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={(v) => void onSave(v)} style={{ maxWidth: 760 }}>
            <Form.Item name="consentMode" label="Ask for consent before tracking">
              <Radio.Group>
                <Space orientation="vertical">
                  {MODES.map((m) => (
                    <Radio key={m.value} value={m.value}>
                      {m.label}
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {m.help}
                      </Typography.Text>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="policy" label="Privacy policy" extra={POLICY_HELP}>
              <Input.TextArea rows={16} maxLength={50000} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving.isLoading}>
                Save
              </Button>
              <a href="/privacy" target="_blank" rel="noopener">
                Open the privacy page
              </a>
            </Space>
          </Form>
        )}
      </Card>
    </AdminLayout>
  );
}
