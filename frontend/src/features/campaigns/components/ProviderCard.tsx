import { ApiOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
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
          type={connected ? 'success' : 'warning'}
          showIcon
          title={message}
          description={
            connected ? undefined : <Typography.Text>Click Authorize App to complete the OAuth flow.</Typography.Text>
          }
        />
      )}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button onClick={() => void test.refetch()} loading={test.isFetching}>
          Test Connection
        </Button>
        {!connected && !test.isLoading && (
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
