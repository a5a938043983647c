import { Form, Input, Select } from 'antd';
import { CONTENT_MESSAGES } from '../admin-content.constants';
import {
  useAdminListRecordingsQuery,
  useCreateRecordingMutation,
  useDeleteRecordingMutation,
  useUpdateRecordingMutation,
  type Recording,
  type RecordingBody,
} from '../admin-content.api';
import ContentSection from './ContentSection';
import {
  blankToNull,
  CategoryField,
  COMMON_DEFAULTS,
  commonBody,
  DescriptionField,
  DisplayFields,
  TitleField,
  urlRule,
  type CommonValues,
} from './form-fields';

interface Values extends CommonValues {
  videoUrl: string;
  thumbnailUrl?: string | null;
  duration?: string | null;
  tags?: string[];
  recordingDate?: string | null;
}

export default function RecordingsSection() {
  return (
    <ContentSection<Recording, Values, RecordingBody>
      noun="Recording"
      hooks={{
        useList: useAdminListRecordingsQuery,
        useCreate: useCreateRecordingMutation,
        useUpdate: useUpdateRecordingMutation,
        useDelete: useDeleteRecordingMutation,
      }}
      columns={[{ title: 'Duration', dataIndex: 'duration', key: 'duration', responsive: ['lg'] }]}
      initialValues={{ ...COMMON_DEFAULTS, videoUrl: '', tags: [] }}
      toFormValues={(r) => ({ ...r, description: r.description ?? '', recordingDate: r.recordingDate ?? '' })}
      toBody={(v) => ({
        ...commonBody(v),
        videoUrl: v.videoUrl.trim(),
        thumbnailUrl: blankToNull(v.thumbnailUrl),
        duration: blankToNull(v.duration),
        tags: v.tags ?? [],
        recordingDate: blankToNull(v.recordingDate),
      })}
      fields={() => (
        <>
          <TitleField />
          <Form.Item
            name="videoUrl"
            label="Video URL"
            rules={[
              { required: true, message: CONTENT_MESSAGES.validVideoUrl },
              urlRule(CONTENT_MESSAGES.validVideoUrl),
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <DescriptionField />
          <CategoryField />
          <Form.Item name="duration" label="Duration">
            <Input placeholder="e.g. 1h 15m" maxLength={50} />
          </Form.Item>
          <Form.Item name="tags" label="Tags">
            <Select mode="tags" tokenSeparators={[',']} placeholder="Type a tag and press Enter" />
          </Form.Item>
          <Form.Item name="thumbnailUrl" label="Thumbnail URL" rules={[urlRule(CONTENT_MESSAGES.validUrl)]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="recordingDate" label="Recording Date">
            <Input type="date" />
          </Form.Item>
          <DisplayFields />
        </>
      )}
    />
  );
}
