import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { errorMessage } from '../../../api/api';
import { formatDate } from '../../../shared/format';
import { toast } from '../../../shared/toast';
import type { FixFlipProperty } from '../analyzer.api';
import './report-actions.css';
import {
  reportPdfUrl,
  useRevokeFixFlipShareMutation,
  useShareFixFlipPropertyMutation,
  type ShareLink,
} from '../report.api';

/**
 * A saved analysis as a lender-ready report: the server's PDF, and a read-only link that expires and can be
 * revoked. The link is shown once, when created (the server keeps only its hash); Share link again replaces it.
 * Revoke link is always offered: it ends whatever link the analysis has, also one made in an earlier visit.
 */
export default function ReportActions({ deal }: { deal: FixFlipProperty }) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const [share, sharing] = useShareFixFlipPropertyMutation();
  const [revoke, revoking] = useRevokeFixFlipShareMutation();

  const create = async () => {
    try {
      setLink(await share({ id: deal.id }).unwrap());
    } catch (err) {
      toast.error('Share Failed', errorMessage(err, 'The share link could not be created.'));
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Link Copied', 'Anyone with the link can view this report until it expires.');
    } catch {
      toast.error('Copy Failed', 'Select the link and copy it by hand.');
    }
  };
  const end = async () => {
    try {
      await revoke({ id: deal.id }).unwrap();
      setLink(null);
      toast.success('Link Revoked', 'The share link no longer opens this report.');
    } catch (err) {
      toast.error('Revoke Failed', errorMessage(err, 'The share link could not be revoked.'));
    }
  };

  return (
    <div className="ff-report-actions">
      <Space wrap size="small">
        <Button size="small" href={reportPdfUrl(deal.id)} download>
          Download PDF<span className="lp-visually-hidden"> of {deal.address}</span>
        </Button>
        <Button size="small" loading={sharing.isLoading} onClick={() => void create()}>
          {link ? 'New share link' : 'Share link'}
          <span className="lp-visually-hidden"> for {deal.address}</span>
        </Button>
        <Button size="small" danger loading={revoking.isLoading} onClick={() => void end()}>
          Revoke link<span className="lp-visually-hidden"> for {deal.address}</span>
        </Button>
      </Space>
      {link && (
        <div className="ff-report-actions__link">
          <Input size="small" readOnly value={link.url} aria-label={`Share link for ${deal.address}`} />
          <Typography.Text type="secondary">Expires {formatDate(link.expiresAt)}</Typography.Text>
          <Button size="small" onClick={() => void copy()}>
            Copy link
          </Button>
        </div>
      )}
    </div>
  );
}
