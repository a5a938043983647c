import { Typography } from 'antd';
import SiteFooter from '../../../shared/site/SiteFooter';
import SiteNavbar from '../../../shared/site/SiteNavbar';
import FixFlipAnalyzer from '../components/FixFlipAnalyzer';

/** /fix-flip (spec 2 §2.1): the public analyzer between the site's header and footer. */
export default function FixFlipPage() {
  return (
    <>
      <div className="ff-print-hide">
        <SiteNavbar />
      </div>
      <main className="ff-page">
        <header className="ff-page__intro ff-print-hide">
          <Typography.Title level={1}>Fix & Flip Analyzer</Typography.Title>
          <Typography.Paragraph type="secondary">
            Find the most you can pay for a property and still hit your profit target after renovation, closing,
            commission, taxes and hard-money carry.
          </Typography.Paragraph>
        </header>
        <FixFlipAnalyzer />
      </main>
      <div className="ff-print-hide">
        <SiteFooter />
      </div>
    </>
  );
}
