import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '../../../shared/icons';
import { Button, Card, Flex, Form, Grid, Input, Modal, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/api';
import LoadError from '../../../shared/components/LoadError';
import { formatDate } from '../../../shared/format';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { toast } from '../../../shared/toast';
import { SearchBox } from '../../../shared/components/SearchBox';
import {
  SUPPRESSIONS_EXPORT_URL,
  type SuppressionEntry,
  useAddSuppressionMutation,
  useImportSuppressionsMutation,
  useListSuppressionsQuery,
  useRemoveSuppressionMutation,
} from '../suppressions.api';
import { useTypingSettled } from '../../../shared/use-typing-settled';

const REASONS: Record<SuppressionEntry['reason'], string> = {
  hard_bounce: 'Hard bounce',
  complaint: 'Complaint',
  unsubscribe: 'Unsubscribed',
  manual: 'Added by an admin',
};

type AddValues = { value: string; reason: 'manual' | 'complaint'; detail?: string };

/**
 * The add form: one address or a whole domain, manual or a complaint heard of elsewhere, and an optional note. On a
 * row where there is room; on a phone, one field under the other, each as wide as the card.
 */
function AddEntryForm() {
  const narrow = Grid.useBreakpoint().md === false;
  const width = (px: number) => ({ width: narrow ? '100%' : px });
  const [form] = Form.useForm<AddValues>();
  const [add, state] = useAddSuppressionMutation();
  const onFinish = async ({ value, reason, detail }: AddValues) => {
    try {
      const entry = await add({ value, reason, detail: detail || undefined }).unwrap();
      toast.success('Success', `${entry.value} added to the suppression list`);
      form.resetFields();
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to add to the suppression list'));
    }
  };
  return (
    <Form form={form} layout={narrow ? 'vertical' : 'inline'} onFinish={onFinish} style={{ rowGap: 8 }}>
      <Form.Item
        name="value"
        label="Address or domain"
        rules={[{ required: true, whitespace: true, message: 'Enter an e-mail address or a domain' }]}
      >
        <Input placeholder="jane@example.com or example.com" style={width(260)} />
      </Form.Item>
      <Form.Item name="reason" label="Reason" initialValue="manual">
        <Select
          style={width(200)}
          options={[
            { value: 'manual', label: REASONS.manual },
            { value: 'complaint', label: 'Complaint (reported as spam)' },
          ]}
        />
      </Form.Item>
      <Form.Item name="detail" label="Note">
        <Input placeholder="Optional" style={width(200)} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={state.isLoading}>
        Add to list
      </Button>
    </Form>
  );
}

/**
 * /admin/suppressions: the addresses and domains no marketing mail goes to (bounces, complaints and unsubscribes
 * are added by themselves), searchable, with add, remove (confirmed), CSV import and export.
 */
export default function SuppressionListPage() {
  const [modal, confirmation] = Modal.useModal();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useListSuppressionsQuery({ search: search || undefined, page }, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveSuppressionMutation();
  const [importCsv, importState] = useImportSuppressionsMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  useTypingSettled(input, (text) => {
    setSearch(text);
    setPage(1);
  });

  const onRemove = (entry: SuppressionEntry) =>
    modal.confirm({
      title: 'Remove from the suppression list',
      content: `Marketing e-mails may go to ${entry.value} again. Are you sure?`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(entry.id).unwrap();
          toast.success('Success', `${entry.value} removed from the suppression list`);
        } catch (err) {
          toast.error('Error', errorMessage(err, 'Failed to remove the entry'));
        }
      },
    });

  const onImport = async (file: File) => {
    try {
      const result = await importCsv(await file.text()).unwrap();
      const skipped = result.invalid.length ? `; not an address or domain: ${result.invalid.join(', ')}` : '';
      toast.success('Import finished', `${result.added} added, ${result.existing} already listed${skipped}`);
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to import the CSV file'));
    }
  };

  const columns: ColumnsType<SuppressionEntry> = [
    {
      title: 'Address or domain',
      dataIndex: 'value',
      render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span>,
    },
    { title: 'Reason', dataIndex: 'reason', render: (r: SuppressionEntry['reason']) => REASONS[r] },
    { title: 'Detail', dataIndex: 'detail', render: (d: string | null) => d ?? '' },
    { title: 'Added', dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
    {
      title: 'Last account mail',
      dataIndex: 'accountMailAt',
      render: (d: string | null) => formatDate(d, '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, entry) => (
        <Button danger icon={<DeleteOutlined />} aria-label={`Remove ${entry.value}`} onClick={() => onRemove(entry)}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Suppression List"
      extra={
        <Flex gap={8} wrap>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void onImport(file);
            }}
          />
          <Button icon={<UploadOutlined />} loading={importState.isLoading} onClick={() => fileInput.current?.click()}>
            Import CSV
          </Button>
          <Button icon={<DownloadOutlined />} href={SUPPRESSIONS_EXPORT_URL} download="suppression-list.csv">
            Export CSV
          </Button>
        </Flex>
      }
    >
      {confirmation}
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No campaign, test send, webinar confirmation or contact sync goes to these addresses and domains. Hard
          bounces, complaints and unsubscribes are added by themselves; account e-mails (set-password, reset) still go.
        </Typography.Paragraph>
        <Card
          size="small"
          title="Add an address or a whole domain"
          styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
        >
          <AddEntryForm />
        </Card>
        <div>
          <SearchBox what="the suppression list" value={input} onChange={setInput} />
          {list.isError ? (
            <LoadError what="the suppression list" query={list} />
          ) : (
            <Table
              rowKey="id"
              columns={columns}
              dataSource={list.data?.suppressions ?? []}
              loading={list.isFetching}
              locale={{ emptyText: 'Nobody is on the suppression list' }}
              scroll={{ x: 760 }}
              pagination={{
                current: page,
                pageSize: list.data?.pageSize ?? 50,
                total: list.data?.total ?? 0,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
            />
          )}
        </div>
      </Flex>
    </AdminLayout>
  );
}
