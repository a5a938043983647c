import { ApiOutlined, LinkOutlined } from '../../../shared/icons';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { toast } from '../../../shared/toast';
import {
  AUTHORIZE_URL,
  PROVIDER_TEST_POLL_MS,
  useListConstantContactListsQuery,
  useTestConstantContactQuery,
} from '../campaigns.api';

const NOT_CONNECTED = 'Failed to connect to Constant Contact. Please authorize the app to get an access token.';

/** The e-mail provider card (spec 3 §2): status, organization, list and contact counts, Test / Authorize. */
export default function ProviderCard() {
  const test = useTestConstantContactQuery(undefined, { pollingInterval: PROVIDER_TEST_POLL_MS });
  const connected = test.data?.connected === true;
  const lists = useListConstantContactListsQuery(undefined, { skip: !connected });
  const message = test.data?.message ?? (test.isError ? NOT_CONNECTED : undefined);
  // Without app credentials on the server there is nothing to authorize: say so once, offer no dead link.
  const configured = test.data?.configured !== false;

  const runTest = async () => {
    const result = await test.refetch();
    const r = result.data;
    if (r?.connected) toast.success('Connection OK', r.message);
    else toast.error('Connection failed', r?.message ?? NOT_CONNECTED);
  };

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <ApiOutlined /> Constant Contact
        </Flex>
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions column={{ xs: 1, sm: 2, md: 4 }} size="small">
        <Descriptions.Item label="Status">
          {test.isLoading ? (
            <Tag>Checking...</Tag>
          ) : !configured ? (
            <Tag>Not configured</Tag>
          ) : connected ? (
            <Tag color="green">Connected</Tag>
          ) : (
            <Tag color="red">Not connected</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Organization">{test.data?.account?.organization_name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Lists">{connected && lists.data ? lists.data.length : '-'}</Descriptions.Item>
        <Descriptions.Item label="Contacts">{test.data?.account?.contact_count ?? '-'}</Descriptions.Item>
      </Descriptions>
      {message && !test.isLoading && (
        <Alert
          style={{ marginTop: 12 }}
          type={connected ? 'success' : configured ? 'warning' : 'info'}
          showIcon
          title={message}
          description={
            connected || !configured ? undefined : (
              <Typography.Text>Click Authorize App to complete the OAuth flow.</Typography.Text>
            )
          }
        />
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {configured && (
          <Button onClick={() => void runTest()} loading={test.isFetching}>
            Test Connection
          </Button>
        )}
        {configured && !connected && !test.isLoading && (
          <Button
            type="primary"
            icon={<LinkOutlined />}
            onClick={() => window.open(AUTHORIZE_URL, '_blank', 'noopener')}
          >
            Authorize App
          </Button>
        )}
      </Flex>
    </Card>
  );
}
