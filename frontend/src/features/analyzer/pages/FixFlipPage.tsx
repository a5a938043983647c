import SiteFooter from '../../../shared/site/SiteFooter';
import SiteNavbar from '../../../shared/site/SiteNavbar';
import FixFlipAnalyzer from '../components/FixFlipAnalyzer';
import FixFlipIntro from '../components/FixFlipIntro';
import '../page-frame.css';

/** /fix-flip (spec 2 §2.1): the public analyzer between the site's header and footer. */
export default function FixFlipPage() {
  return (
    <>
      <div className="ff-print-hide">
        <SiteNavbar />
      </div>
      <main className="ff-page">
        <FixFlipIntro />
        <FixFlipAnalyzer />
      </main>
      <div className="ff-print-hide">
        <SiteFooter />
      </div>
    </>
  );
}
