import { Button, ConfigProvider, Form, InputNumber, Select } from 'antd';

/** React and antd: the same fields as antd's Form, Select and InputNumber, in the app's primary colour. */
export function Page() {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f3a93' } }}>
      <Form layout="vertical" style={{ maxWidth: 600, margin: 16 }}>
        <h1>Fix &amp; Flip Analyzer</h1>
        <Form.Item label="Address" name="address">
          <Select showSearch options={[{ value: '1 Main St', label: '1 Main St' }]} />
        </Form.Item>
        {Array.from({ length: 10 }, (_, i) => (
          <Form.Item key={i} label={`Figure ${i + 1}`} name={`figure${i}`}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit">
          Calculate
        </Button>
      </Form>
    </ConfigProvider>
  );
}
