import { Typography } from 'antd';

/** /fix-flip's heading and introduction (the page renders it; so does the app shell painted before its code). */
export default function FixFlipIntro() {
  return (
    <header className="ff-page__intro ff-print-hide">
      <Typography.Title level={1}>Fix & Flip Analyzer</Typography.Title>
      <Typography.Paragraph type="secondary">
        Find the most you can pay for a property and still hit your profit target after renovation, closing, commission,
        taxes and hard-money carry.
      </Typography.Paragraph>
    </header>
  );
}
