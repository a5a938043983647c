import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useEffect } from 'react';
import type { SuccessStory, SuccessStoryInput } from '../admin.api';

/** Spec 3 §5 / §9: initials at most 3 characters. */
export const INITIALS_MAX = 3;

interface Values extends Omit<SuccessStoryInput, 'tags'> {
  tagsText?: string;
}

/** "Quick Success, , New Agent " → ['Quick Success', 'New Agent'] (split on commas, trimmed, empties dropped). */
export function parseTags(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export interface SuccessStoryFormProps {
  /** The story being edited; null in add mode. */
  story: SuccessStory | null;
  saving: boolean;
  onSubmit: (values: SuccessStoryInput) => void;
  onCancel: () => void;
}

/** The add/edit form of /admin/success-stories (two modes; Cancel resets it). */
export function SuccessStoryForm({ story, saving, onSubmit, onCancel }: SuccessStoryFormProps) {
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    form.resetFields();
    if (story) form.setFieldsValue({ ...story, tagsText: story.tags.join(', ') });
  }, [story, form]);

  const finish = ({ tagsText, ...values }: Values) =>
    onSubmit({
      ...values,
      studentRole: values.studentRole || null,
      studentLocation: values.studentLocation || null,
      imageUrl: values.imageUrl || null,
      videoUrl: values.videoUrl || null,
      tags: parseTags(tagsText),
      dealDetails: story?.dealDetails ?? {},
    });

  const cancel = () => {
    form.resetFields();
    onCancel();
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Card title={story ? 'Edit Success Story' : 'Add Success Story'}>
      <Form
        form={form}
        layout="vertical"
        name="story-form"
        requiredMark={false}
        onFinish={finish}
        initialValues={{ isActive: true, isFeatured: false, sortOrder: 0 }}
      >
        <Form.Item name="title" label="Title" rules={required('Title is required')}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={9}>
            <Form.Item name="studentName" label="Student Name" rules={required('Student name is required')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item
              name="studentInitials"
              label="Initials"
              rules={[
                ...required('Initials are required'),
                { max: INITIALS_MAX, message: 'Initials must be 3 characters or less' },
              ]}
            >
              <Input maxLength={INITIALS_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="studentRole" label="Role">
              <Input placeholder="e.g. New Agent" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="studentLocation" label="Location">
          <Input placeholder="e.g. Austin, TX" />
        </Form.Item>
        <Form.Item name="beforeStory" label="Before" rules={required('Before story is required')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="afterStory" label="After" rules={required('After story is required')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="testimonialQuote" label="Testimonial Quote" rules={required('Testimonial quote is required')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="tagsText" label="Tags" extra="Comma-separated, e.g. Quick Success, New Agent">
          <Input />
        </Form.Item>
        <Row gutter={12}>
          {(
            [
              ['imageUrl', 'Image URL'],
              ['videoUrl', 'Video URL'],
            ] as const
          ).map(([name, label]) => (
            <Col key={name} xs={24} md={12}>
              <Form.Item name={name} label={label} rules={[{ type: 'url', message: `${label} must be a valid URL` }]}>
                <Input />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Flex wrap gap={24} align="center">
          <Form.Item name="isActive" label="Active" valuePropName="checked">
            <Switch aria-label="Active" />
          </Form.Item>
          <Form.Item name="isFeatured" label="Featured" valuePropName="checked">
            <Switch aria-label="Featured" />
          </Form.Item>
          <Form.Item name="sortOrder" label="Sort Order">
            <InputNumber precision={0} />
          </Form.Item>
        </Flex>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {story ? 'Update Story' : 'Create Story'}
          </Button>
          <Button onClick={cancel}>Cancel</Button>
        </Flex>
      </Form>
    </Card>
  );
}
