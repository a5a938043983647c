import { Form, Input } from 'antd';
import { CONTENT_MESSAGES, type ToolType, TOOL_TYPES } from '../admin-content.constants';
import {
  useAdminListToolsQuery,
  useCreateToolMutation,
  useDeleteToolMutation,
  useUpdateToolMutation,
  type Tool,
  type ToolBody,
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
  toolType?: ToolType;
  url?: string | null;
  fileUrl?: string | null;
  iconName?: string | null;
}

export default function ToolsSection() {
  return (
    <ContentSection<Tool, Values, ToolBody>
      noun="Tool"
      hooks={{
        useList: useAdminListToolsQuery,
        useCreate: useCreateToolMutation,
        useUpdate: useUpdateToolMutation,
        useDelete: useDeleteToolMutation,
      }}
      columns={[{ title: 'Type', dataIndex: 'toolType', key: 'toolType', responsive: ['lg'] }]}
      initialValues={{ ...COMMON_DEFAULTS, category: '' }}
      toFormValues={(t) => ({
        ...t,
        description: t.description ?? '',
        url: t.url ?? '',
        fileUrl: t.fileUrl ?? '',
        iconName: t.iconName ?? '',
      })}
      toBody={(v) => ({
        ...commonBody(v),
        category: v.category?.trim() ?? '',
        toolType: v.toolType as ToolType,
        url: blankToNull(v.url),
        fileUrl: blankToNull(v.fileUrl),
        iconName: blankToNull(v.iconName),
      })}
      fields={() => (
        <>
          <TitleField />
          <TypeField
            name="toolType"
            label="Tool Type"
            options={TOOL_TYPES}
            message={CONTENT_MESSAGES.toolTypeRequired}
          />
          <CategoryField required />
          <DescriptionField />
          <Form.Item name="url" label="URL" rules={[urlRule(CONTENT_MESSAGES.validUrl)]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="fileUrl" label="File URL" rules={[urlRule(CONTENT_MESSAGES.validUrl)]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="iconName" label="Icon Name">
            <Input maxLength={50} />
          </Form.Item>
          <DisplayFields />
        </>
      )}
    />
  );
}
