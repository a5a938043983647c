import { Alert } from 'antd';

/** Says what sanitising took (or will take) out of a campaign's HTML; nothing when nothing was. */
export default function RemovedHtmlAlert({
  removed,
  when,
  name,
  onClose,
}: {
  removed: string[];
  when: string;
  name?: string;
  onClose?: () => void;
}) {
  if (!removed.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={!!onClose}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      title={`Removed from the HTML${name ? ` of ${name}` : ''} ${when}, for safety: ${removed.join(', ')}`}
    />
  );
}
