import { Typography } from 'antd';
import { useSiteConfig } from '../../../shared/site-config';

/** The support address from GET /api/site-config as a mailto link; nothing until it is known. */
export function SupportEmailLink() {
  const { data } = useSiteConfig();
  if (!data?.supportEmail) return null;
  return (
    <Typography.Link href={`mailto:${data.supportEmail}`} target="_blank" rel="noopener noreferrer">
      {data.supportEmail}
    </Typography.Link>
  );
}
