import { Button, Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import ItemList from '../../../shared/components/ItemList';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { formatDateTime } from '../../../shared/format';
import { type AuditEvent, type AuditQuery, useListAuditEventsQuery } from '../audit.api';
import { useTypingSettled } from '../../../shared/use-typing-settled';

type Filters = Omit<AuditQuery, 'before'>;

function shown(x: unknown): string {
  if (x === null || x === undefined) return '—';
  return typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' ? String(x) : JSON.stringify(x);
}

/** "userType: student → admin", "Fields changed: email, firstName". */
function changes(details: AuditEvent['details']): string[] {
  if (!details) return [];
  return Object.entries(details).flatMap(([field, value]) => {
    if (Array.isArray(value)) return value.length ? [`Fields changed: ${value.join(', ')}`] : [];
    const v = value as { before?: unknown; after?: unknown };
    return [`${field}: ${shown(v.before)} → ${shown(v.after)}`];
  });
}

const who = (e: AuditEvent) => (e.actor ? (e.actor.username ?? 'a deleted account') : 'an unknown account');

function AuditEventItem({ e }: { e: AuditEvent }) {
  const refused = e.status >= 400;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{e.summary}</Typography.Text>
        <Tag color={refused ? 'red' : 'green'}>{refused ? `Refused (${e.status})` : 'Done'}</Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        By {who(e)} · {formatDateTime(e.at)}
        {e.ip ? ` · from ${e.ip}` : ''}
      </Typography.Text>
      {e.route && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {e.route}
          {e.targetId ? ` · ${e.targetId}` : ''}
        </Typography.Text>
      )}
      {changes(e.details).map((line) => (
        <Typography.Text key={line}>{line}</Typography.Text>
      ))}
    </Flex>
  );
}

/** One page of 50; the last page loaded offers the next (older) one. */
function AuditPage({ filters, before, onOlder }: { filters: Filters; before?: string; onOlder?: (c: string) => void }) {
  const page = useListAuditEventsQuery({ ...filters, before }, { refetchOnMountOrArgChange: !before });
  if (page.isLoading) return <Typography.Paragraph>Loading audit trail...</Typography.Paragraph>;
  if (page.isError || !page.data) return <LoadError what="the audit trail" query={page} />;
  const { events, nextBefore } = page.data;
  if (!before && events.length === 0)
    return <Typography.Paragraph type="secondary">No audit entries match.</Typography.Paragraph>;
  return (
    <>
      <ItemList
        items={events}
        keyOf={(e) => e.id}
        labelOf={(e) => `${e.summary} by ${who(e)}`}
        render={(e) => <AuditEventItem e={e} />}
      />
      {nextBefore && onOlder && (
        <Button style={{ marginTop: 12 }} onClick={() => onOlder(nextBefore)}>
          Load older entries
        </Button>
      )}
    </>
  );
}

/**
 * /admin/audit: who changed what and who signed in, newest first. Read-only: nothing here (nor anywhere in the
 * product) edits or deletes an entry.
 */
export default function AdminAuditPage() {
  const [actorInput, setActorInput] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [cursors, setCursors] = useState<string[]>([]);

  useTypingSettled(actorInput, (text) => {
    setFilters((f) => ({ ...f, actor: text || undefined }));
    setCursors([]);
  });

  const pages = [undefined, ...cursors];
  return (
    <AdminLayout title="Audit Trail">
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input
            allowClear
            placeholder="Username or e-mail"
            aria-label="Account"
            value={actorInput}
            onChange={(e) => setActorInput(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          <Select
            aria-label="Outcome"
            value={filters.outcome ?? 'all'}
            style={{ width: 170 }}
            options={[
              { value: 'all', label: 'All outcomes' },
              { value: 'done', label: 'Done' },
              { value: 'refused', label: 'Refused' },
            ]}
            onChange={(v: string) => {
              setFilters((f) => ({ ...f, outcome: v === 'all' ? undefined : (v as Filters['outcome']) }));
              setCursors([]);
            }}
          />
        </Flex>
        {pages.map((before, i) => (
          <AuditPage
            key={before ?? 'newest'}
            filters={filters}
            before={before}
            onOlder={i === pages.length - 1 ? (c) => setCursors((list) => [...list, c]) : undefined}
          />
        ))}
      </Card>
    </AdminLayout>
  );
}
