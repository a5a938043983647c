import { DownloadOutlined } from '../../../shared/icons';
import { Button, Card, Flex, Grid, Pagination, Table, Typography } from 'antd';
import { SearchBox } from '../../../shared/components/SearchBox';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type Lead, useListLeadsQuery } from '../admin.api';
import { formatDate } from '../../../shared/format';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { route } from '../../../api/route';
import { useTypingSettled } from '../../../shared/use-typing-settled';

const PAGE_SIZE = 20;
const columns: ColumnsType<Lead> = [
  { title: 'Name', key: 'name', render: (_, l) => `${l.firstName} ${l.lastName}` },
  { title: 'Email', dataIndex: 'email', render: (e: string) => <a href={`mailto:${e}`}>{e}</a> },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Created', dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
];

/** Below 768 px: one card per lead, every field in view (a table would hide Phone and Created off-screen). */
function LeadCards({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) return <Typography.Paragraph type="secondary">No leads found</Typography.Paragraph>;
  return (
    <Flex vertical gap={12} role="list" aria-label="Leads">
      {leads.map((l) => (
        <Card key={l.id} size="small" role="listitem" aria-label={`Lead ${l.firstName} ${l.lastName}`}>
          <Typography.Text strong>
            {l.firstName} {l.lastName}
          </Typography.Text>
          <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' }}>
            <dt>Email</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <a href={`mailto:${l.email}`}>{l.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd style={{ margin: 0 }}>{l.phone || '—'}</dd>
            <dt>Created</dt>
            <dd style={{ margin: 0 }}>{formatDate(l.createdAt)}</dd>
          </dl>
        </Card>
      ))}
    </Flex>
  );
}

/** /admin/leads: leads from the public form, searchable and paged on the server, with a CSV export. */
export default function AdminLeadsPage() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const narrow = Grid.useBreakpoint().md === false;
  const leads = useListLeadsQuery(
    { search: search || undefined, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  useTypingSettled(input, (text) => {
    setSearch(text);
    setPage(1);
  });

  const exportUrl = `${route('get', '/api/admin/leads/export.csv').url}${search ? `?search=${encodeURIComponent(search)}` : ''}`;
  return (
    <AdminLayout
      title="Leads"
      extra={
        <Button icon={<DownloadOutlined />} href={exportUrl} download="leads.csv">
          Export CSV
        </Button>
      }
    >
      <SearchBox what="leads" value={input} onChange={setInput} />
      {leads.isError ? (
        <LoadError what="leads" query={leads} />
      ) : narrow ? (
        <Flex vertical gap={12}>
          {leads.isLoading ? (
            <Typography.Paragraph>Loading leads...</Typography.Paragraph>
          ) : (
            <LeadCards leads={leads.data?.leads ?? []} />
          )}
          <Pagination
            align="center"
            size="small"
            current={page}
            pageSize={PAGE_SIZE}
            total={leads.data?.total ?? 0}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={leads.data?.leads ?? []}
          loading={leads.isFetching}
          locale={{ emptyText: 'No leads found' }}
          scroll={{ x: 640 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: leads.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </AdminLayout>
  );
}
