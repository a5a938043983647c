import { BankOutlined, CalculatorOutlined, MessageOutlined } from '../../../shared/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PORTAL_TOOLS } from '../portal.constants';

const ICONS = [<BankOutlined key="r" />, <CalculatorOutlined key="c" />, <MessageOutlined key="s" />];

/** The three investor tools (spec 2 §2.2). */
export default function ToolsTab() {
  const navigate = useNavigate();
  return (
    <Row gutter={[16, 16]}>
      {PORTAL_TOOLS.map((tool, i) => (
        <Col key={tool.to} xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={12} style={{ height: '100%' }}>
              <span aria-hidden style={{ fontSize: 32, color: '#1677ff' }}>
                {ICONS[i]}
              </span>
              <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
                {tool.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0, flex: 1 }}>
                {tool.description}
              </Typography.Paragraph>
              <Button type="primary" block onClick={() => navigate(tool.to)}>
                Open {tool.title}
              </Button>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
