import { Typography } from 'antd';

/** Placeholder: Videos. Filled in by the feature owner. */
export default function AdminVideosPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Videos</Typography.Title>
    </main>
  );
}
