import { MinusOutlined, PlusOutlined } from '../../../shared/icons';
import { Button, Card, Empty, Flex, Modal, Spin } from 'antd';
import LoadError from '../../../shared/components/LoadError';
import { useState } from 'react';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import CampaignCard from '../components/CampaignCard';
import CampaignForm from '../components/CampaignForm';
import CampaignStatTiles from '../components/CampaignStatTiles';
import RemovedHtmlAlert from '../components/RemovedHtmlAlert';
import ProviderCard from '../components/ProviderCard';
import {
  CAMPAIGNS_POLL_MS,
  useCreateCampaignMutation,
  useListCampaignsQuery,
  useUpdateCampaignMutation,
  type Campaign,
  type CampaignInput,
} from '../campaigns.api';
import AdminLayout from '../../../shared/layout/AdminLayout';

/** /admin/emails (spec 3 §2): provider card, stat tiles, the Create New Campaign form and the campaign list. */
export default function AdminEmailsPage() {
  const campaigns = useListCampaignsQuery(undefined, { pollingInterval: CAMPAIGNS_POLL_MS });
  const [create, createState] = useCreateCampaignMutation();
  const [update, updateState] = useUpdateCampaignMutation();
  const [showForm, setShowForm] = useState(false);
  const [editing, setEditing] = useState<Campaign | null>(null);
  /** What sanitising took out of the last saved campaign's HTML (the form has closed: said here). */
  const [cleaned, setCleaned] = useState<{ name: string; removed: string[] } | null>(null);

  const onCreate = async (values: CampaignInput) => {
    try {
      const saved = await create(values).unwrap();
      setCleaned({ name: saved.name, removed: saved.removedFromHtml });
      toast.success('Success', 'Email campaign created successfully');
      setShowForm(false);
      return true;
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to create campaign'));
      return false;
    }
  };
  const onUpdate = async (values: CampaignInput) => {
    if (!editing) return false;
    try {
      const saved = await update({
        id: editing.id,
        body: { ...values, textContent: values.textContent ?? null },
      }).unwrap();
      setCleaned({ name: saved.name, removed: saved.removedFromHtml });
      toast.success('Success', 'Email campaign updated successfully');
      setEditing(null);
      return true;
    } catch (err) {
      toast.error('Error', errorMessage(err, 'Failed to update campaign'));
      return false;
    }
  };

  return (
    <AdminLayout
      title="Email Campaigns"
      extra={
        <Button
          type="primary"
          icon={showForm ? <MinusOutlined /> : <PlusOutlined />}
          onClick={() => setShowForm((v) => !v)}
        >
          Create New Campaign
        </Button>
      }
    >
      {cleaned && (
        <RemovedHtmlAlert
          removed={cleaned.removed}
          name={cleaned.name}
          when="when it was saved"
          onClose={() => setCleaned(null)}
        />
      )}
      <ProviderCard />
      <CampaignStatTiles />
      {showForm && (
        <Card title="New Campaign" style={{ marginBottom: 16 }}>
          <CampaignForm
            submitLabel="Create Campaign"
            submitting={createState.isLoading}
            onSubmit={onCreate}
            onCancel={() => setShowForm(false)}
          />
        </Card>
      )}
      {campaigns.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : campaigns.isError ? (
        <LoadError what="campaigns" query={campaigns} />
      ) : campaigns.data?.length ? (
        <Flex vertical gap={12}>
          {campaigns.data.map((c) => (
            <CampaignCard key={c.id} campaign={c} onEdit={setEditing} />
          ))}
        </Flex>
      ) : (
        <Empty description="No campaigns yet" />
      )}
      <Modal open={!!editing} title="Edit Campaign" footer={null} onCancel={() => setEditing(null)} destroyOnHidden>
        {editing && (
          <CampaignForm
            initial={{ ...editing, textContent: editing.textContent ?? undefined }}
            submitLabel="Save Changes"
            submitting={updateState.isLoading}
            onSubmit={onUpdate}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </AdminLayout>
  );
}
