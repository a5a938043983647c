import { ArrowLeftOutlined } from '../../../shared/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PORTAL_TEXT } from '../portal.constants';
import { dashboardPath } from '../dashboard-tab';

/** The tools are opened from the dashboard's Tools tab: back to that tab. */
export default function BackToDashboard() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(dashboardPath('tools'))}>
      {PORTAL_TEXT.backToDashboard}
    </Button>
  );
}
