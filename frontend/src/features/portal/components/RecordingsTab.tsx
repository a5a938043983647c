import { ClockCircleOutlined, PlayCircleOutlined } from '../../../shared/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MAX_RECORDING_TAGS, PORTAL_TEXT } from '../portal.constants';
import type { Recording } from '../portal.api';
import CategorySections from './CategorySections';

export function RecordingCard({ recording }: { recording: Recording }) {
  return (
    <Card
      title={recording.title}
      // A long title wraps instead of ending in "…": it is how a student tells the recordings apart.
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
      style={{ height: '100%' }}
      data-testid="recording-card"
    >
      <Flex vertical gap={12}>
        {recording.description && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>{recording.description}</Typography.Paragraph>
        )}
        {recording.duration && (
          <Typography.Text type="secondary">
            <ClockCircleOutlined /> {recording.duration}
          </Typography.Text>
        )}
        {recording.tags.length > 0 && (
          <Flex wrap gap={4}>
            {recording.tags.slice(0, MAX_RECORDING_TAGS).map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        )}
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          href={recording.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Watch Recording
        </Button>
      </Flex>
    </Card>
  );
}

export default function RecordingsTab({
  recordings,
  loading,
  failed,
}: {
  recordings: Recording[] | undefined;
  loading: boolean;
  failed?: ReactNode;
}) {
  return (
    <CategorySections
      items={recordings}
      loading={loading}
      emptyText={PORTAL_TEXT.noRecordings}
      failed={failed}
      renderCard={(r) => <RecordingCard recording={r} />}
    />
  );
}
