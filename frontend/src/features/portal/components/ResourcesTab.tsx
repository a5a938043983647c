import { ExportOutlined } from '../../../shared/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PORTAL_TEXT } from '../portal.constants';
import type { Resource } from '../portal.api';
import CategorySections from './CategorySections';
import { resourceIcon } from './resource-icon';

function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card style={{ height: '100%' }} data-testid="resource-card">
      <Flex vertical gap={12}>
        <Flex align="center" gap={12}>
          <span aria-hidden style={{ fontSize: 28, color: '#1677ff' }}>
            {resourceIcon(resource.iconName, resource.resourceType)}
          </span>
          <Typography.Title level={4} style={{ margin: 0, fontSize: 17 }}>
            {resource.title}
          </Typography.Title>
        </Flex>
        {resource.description && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>{resource.description}</Typography.Paragraph>
        )}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Tag color="blue">{resource.resourceType}</Tag>
          <Button
            icon={<ExportOutlined />}
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${resource.title}`}
          >
            Open
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

export default function ResourcesTab({
  resources,
  loading,
  failed,
}: {
  resources: Resource[] | undefined;
  loading: boolean;
  failed?: ReactNode;
}) {
  return (
    <CategorySections
      items={resources}
      loading={loading}
      emptyText={PORTAL_TEXT.noResources}
      failed={failed}
      renderCard={(r) => <ResourceCard resource={r} />}
    />
  );
}
