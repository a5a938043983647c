import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
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
  Spin,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { appTheme } from '../shared/theme';

/** What every signed-in page's header renders: the account control (Log out, and its menu) beside a tag. */
const AccountControl = () => (
  <Flex>
    <Tag color="blue">a</Tag>
    <Space.Compact>
      <Button>a</Button>
      <Dropdown menu={{ items: [] }}>
        <Button>a</Button>
      </Dropdown>
    </Space.Compact>
  </Flex>
);

/**
 * Every antd component the student pages render in their first view (at 390 and 1280 px), loading states included,
 * each once, as the pages render them, then what /admin's renders: e2e/first-view-styles.spec.ts fails when one of
 * those pages builds a component's style in the browser.
 */
const FIRST_VIEWS = {
  student: (
    <>
      <AccountControl />
      <Form layout="vertical">
        <Form.Item label="a" name="a" extra="a" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item label="b" name="b">
          <InputNumber />
        </Form.Item>
        <Form.Item label="c" name="c">
          <Input.TextArea />
        </Form.Item>
        <Form.Item label="d" name="d">
          <Select options={[{ value: 'd', label: 'd' }]} />
        </Form.Item>
        <Form.Item name="e" valuePropName="checked">
          <Checkbox>e</Checkbox>
        </Form.Item>
      </Form>
      <Row>
        <Col span={24}>
          <Button type="primary">f</Button>
        </Col>
      </Row>
      <Typography.Title>g</Typography.Title>
      <Card title="h">
        <Statistic title="h" value={1} />
        <Skeleton />
      </Card>
      <Collapse items={[{ key: 'i', label: 'i', children: 'i' }]} />
      <Tabs items={[{ key: 'j', label: 'j', children: 'j' }]} />
      <Segmented options={['k']} />
      <Empty />
      <Spin />
      <Modal open={false} />
    </>
  ),
  admin: (
    <>
      <Layout>
        <Layout.Header>
          <AccountControl />
          <Menu mode="horizontal" disabledOverflow items={[{ key: 'a', icon: <span />, label: 'a' }]} />
        </Layout.Header>
        <Layout.Content>
          <Typography.Title>b</Typography.Title>
          <Row>
            <Col span={24}>
              <Card title="c">
                <Statistic title="c" value={1} />
                <Skeleton />
              </Card>
            </Col>
          </Row>
          <Empty />
          <Spin />
        </Layout.Content>
      </Layout>
    </>
  ),
};

export type FirstView = keyof typeof FIRST_VIEWS;

/**
 * antd's styles for the first views of the student pages and of /admin, built at build time in the app's theme, each
 * ending with cssinjs's map of the styles it holds (vite.config.ts writes them to assets/antd-<view>-<hash>.css;
 * spa.html's boot script loads the one for its address beside the app's scripts, and the app renders once it is
 * here: shared/app-styles.ts). antd then reads the map and builds in the browser only the styles the file lacks:
 * ~60 ms of a /fix-flip load on a desktop CPU were antd turning style objects into the same CSS text
 * (docs/operations.md). One file per audience: a student's pages parse none of the admin layout's styles.
 */
export function renderFirstViewStyles(): Record<FirstView, string> {
  const render = (view: FirstView) => {
    const cache = createCache();
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={appTheme}>{FIRST_VIEWS[view]}</ConfigProvider>
      </StyleProvider>,
    );
    // Component styles only: the theme's CSS variables are scoped by a key React gives each app at run time.
    return extractStyle(cache, { plain: true, types: 'style' });
  };
  return { student: render('student'), admin: render('admin') };
}
