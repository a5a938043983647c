import { Form, Input } from 'antd';
import { CONTENT_MESSAGES, type ResourceType, RESOURCE_TYPES } from '../admin-content.constants';
import {
  useAdminListResourcesQuery,
  useCreateResourceMutation,
  useDeleteResourceMutation,
  useUpdateResourceMutation,
  type Resource,
  type ResourceBody,
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
  TypeField,
  urlRule,
  type CommonValues,
} from './form-fields';

interface Values extends CommonValues {
  url: string;
  resourceType?: ResourceType;
  iconName?: string | null;
}

export default function ResourcesSection() {
  return (
    <ContentSection<Resource, Values, ResourceBody>
      noun="Resource"
      hooks={{
        useList: useAdminListResourcesQuery,
        useCreate: useCreateResourceMutation,
        useUpdate: useUpdateResourceMutation,
        useDelete: useDeleteResourceMutation,
      }}
      columns={[{ title: 'Type', dataIndex: 'resourceType', key: 'resourceType', responsive: ['lg'] }]}
      initialValues={{ ...COMMON_DEFAULTS, url: '' }}
      toFormValues={(r) => ({ ...r, description: r.description ?? '', iconName: r.iconName ?? '' })}
      toBody={(v) => ({
        ...commonBody(v),
        url: v.url.trim(),
        resourceType: v.resourceType as ResourceType,
        iconName: blankToNull(v.iconName),
      })}
      fields={() => (
        <>
          <TitleField />
          <Form.Item
            name="url"
            label="URL"
            rules={[{ required: true, message: CONTENT_MESSAGES.validUrl }, urlRule(CONTENT_MESSAGES.validUrl)]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <TypeField
            name="resourceType"
            label="Resource Type"
            options={RESOURCE_TYPES}
            message={CONTENT_MESSAGES.resourceTypeRequired}
          />
          <DescriptionField />
          <CategoryField />
          <Form.Item
            name="iconName"
            label="Icon Name"
            extra="Optional, e.g. file-pdf, book, calculator; the resource type's icon otherwise"
          >
            <Input maxLength={50} />
          </Form.Item>
          <DisplayFields />
        </>
      )}
    />
  );
}
