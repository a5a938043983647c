import { UploadOutlined } from '../../../shared/icons';
import { Button, Card, Form, Input, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '../../../shared/toast';
import { uploadVideo, UploadError } from '../upload-video';

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
const ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
/** Spec 3 §4: the bar resets about 1 s after completion. */
const RESET_AFTER_MS = 1000;

interface Values {
  title: string;
  description?: string;
}

/** Upload form (spec 3 §2 /admin/videos) with the real upload progress. */
export function VideoUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [form] = Form.useForm<Values>();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === '#upload') titleInput.current?.focus();
  }, [hash]);

  const submit = async ({ title, description }: Values) => {
    if (!file) return void toast.error('Error', 'Please select a video file');
    if (file.size > MAX_VIDEO_BYTES)
      return void toast.error('Upload Failed', 'The video is larger than the maximum of 100MB');
    setProgress(0);
    try {
      await uploadVideo({ file, title, description, onProgress: setProgress });
      setProgress(100);
      toast.success('Success', 'Video uploaded successfully');
      form.resetFields();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
      setTimeout(() => setProgress(null), RESET_AFTER_MS);
    } catch (err) {
      setProgress(null);
      toast.error('Upload Failed', (err instanceof UploadError && err.serverMessage) || 'Upload failed');
    }
  };

  const uploading = progress !== null && progress < 100;
  return (
    <Card title="Upload New Video" id="upload">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="video-upload">
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
        >
          <Input ref={(el) => void (titleInput.current = el?.input ?? null)} placeholder="Video title" />
        </Form.Item>
        <Form.Item name="description" label="Description (optional)">
          <Input.TextArea rows={3} placeholder="What is this video about?" />
        </Form.Item>
        <Form.Item
          label="Video File"
          htmlFor="video-file"
          extra="Supported formats: MP4, WebM, MOV. Maximum size: 100MB"
        >
          <input
            id="video-file"
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            style={{ maxWidth: '100%' }}
          />
        </Form.Item>
        {progress !== null && (
          <div style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">{uploading ? 'Uploading...' : 'Upload complete'}</Typography.Text>
            <Progress percent={progress} aria-label="Upload progress" />
          </div>
        )}
        <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={uploading}>
          {uploading ? 'Uploading...' : 'Upload Video'}
        </Button>
      </Form>
    </Card>
  );
}
