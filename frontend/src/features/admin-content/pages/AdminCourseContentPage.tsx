import { Tabs } from 'antd';
import AdminLayout from '../../../shared/layout/AdminLayout';
import RecordingsSection from '../components/RecordingsSection';
import ResourcesSection from '../components/ResourcesSection';
import ToolsSection from '../components/ToolsSection';

/** /admin/course-content: recordings, resources and tools shown in the student portal. */
export default function AdminCourseContentPage() {
  return (
    <AdminLayout title="Course Content">
      <Tabs
        items={[
          { key: 'recordings', label: 'Recordings', children: <RecordingsSection /> },
          { key: 'resources', label: 'Resources', children: <ResourcesSection /> },
          { key: 'tools', label: 'Tools', children: <ToolsSection /> },
        ]}
      />
    </AdminLayout>
  );
}
