import { ArrowLeftOutlined } from '../../../shared/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PORTAL_TEXT } from '../portal.constants';

export default function BackToDashboard() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/student-dashboard')}>
      {PORTAL_TEXT.backToDashboard}
    </Button>
  );
}
