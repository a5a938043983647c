import { Typography } from 'antd';

/** Placeholder: Success Stories. Filled in by the feature owner. */
export default function AdminSuccessStoriesPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Success Stories</Typography.Title>
    </main>
  );
}
