import { Card, Collapse, Flex, Typography } from 'antd';
import type { CallScript } from '../content/scripts';

/** One call script: scenario, the script text and its objections with responses. */
export default function ScriptView({ script }: { script: CallScript }) {
  return (
    <Flex vertical gap={16}>
      <Card title={script.title}>
        <Typography.Paragraph type="secondary">
          <strong>Scenario:</strong> {script.scenario}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="script-text">
          {script.script}
        </Typography.Paragraph>
      </Card>
      <Card title="Common Objections">
        <Collapse
          items={script.objections.map((o, i) => ({
            key: String(i),
            label: `"${o.objection}"`,
            children: <Typography.Paragraph style={{ marginBottom: 0 }}>{o.response}</Typography.Paragraph>,
          }))}
          defaultActiveKey={['0']}
        />
      </Card>
    </Flex>
  );
}
