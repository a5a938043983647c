import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { appTheme } from '../shared/theme';

/**
 * Every antd component the student pages and /admin render in their first view (at 390 and 1280 px), each once, as
 * the pages render them: e2e/first-view-styles.spec.ts fails when one of those pages builds a component's style in
 * the browser.
 */
function FirstViewComponents() {
  return (
    <AntApp>
      <Layout>
        <Layout.Header>
          <Menu mode="horizontal" disabledOverflow items={[{ key: 'l', icon: <span />, label: 'l' }]} />
        </Layout.Header>
        <Layout.Content />
      </Layout>
      <Form layout="vertical">
        <Form.Item label="a" name="a" extra="a" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item label="b" name="b">
          <InputNumber />
        </Form.Item>
        <Form.Item label="t" name="t">
          <Input.TextArea />
        </Form.Item>
        <Form.Item label="c" name="c">
          <Select options={[{ value: 'c', label: 'c' }]} />
        </Form.Item>
        <Form.Item name="d" valuePropName="checked">
          <Checkbox>d</Checkbox>
        </Form.Item>
      </Form>
      <Row>
        <Col span={24}>
          <Flex>
            <Button type="primary">e</Button>
            <Tag color="blue">e</Tag>
          </Flex>
        </Col>
      </Row>
      <Space.Compact>
        <Button>f</Button>
        <Dropdown menu={{ items: [] }}>
          <Button>f</Button>
        </Dropdown>
      </Space.Compact>
      <Typography.Title>g</Typography.Title>
      <Card title="h">
        <Statistic title="h" value={1} />
        <Skeleton />
      </Card>
      <Collapse items={[{ key: 'i', label: 'i', children: 'i' }]} />
      <Tabs items={[{ key: 'j', label: 'j', children: 'j' }]} />
      <Segmented options={['k']} />
      <Empty />
      <Modal open={false} />
    </AntApp>
  );
}

/**
 * antd's styles for the first views of the student pages and /admin, built at build time in the app's theme and ending with
 * cssinjs's map of the styles they hold (vite.config.ts writes them to assets/antd-<hash>.css; spa.html's boot
 * script loads it beside the app's scripts and the app renders once it is here). antd then reads the map and builds
 * in the browser only the styles the file lacks: ~60 ms of a /fix-flip load on a desktop CPU were antd turning style
 * objects into the same CSS text (docs/operations.md).
 */
export function renderFirstViewStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <FirstViewComponents />
      </ConfigProvider>
    </StyleProvider>,
  );
  // Component styles only: the theme's CSS variables are scoped by a key React gives each app at run time.
  return extractStyle(cache, { plain: true, types: 'style' });
}
