import { Button, ConfigProvider, type ButtonProps } from 'antd';
import { ctaTheme } from '../theme';

/** A primary button in the gold accent colour, for calls to action (Enroll Now, Watch the Free Webinar...). */
export function CtaButton(props: ButtonProps) {
  return (
    <ConfigProvider theme={ctaTheme}>
      <Button type="primary" {...props} />
    </ConfigProvider>
  );
}
