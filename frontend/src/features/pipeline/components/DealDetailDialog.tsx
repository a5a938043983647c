import { DeleteOutlined } from '../../../shared/icons';
import { Button, Descriptions, Flex, Form, Input, InputNumber, Modal, Popconfirm, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { formatCurrency, formatDate, formatNumber } from '../../../shared/format';
import { toast } from '../../../shared/toast';
import { useUpdateFixFlipPropertyMutation, type FixFlipProperty } from '../../analyzer';
import { amountFrom, dealFigures, rehabLevelLabel, useDeleteDeal } from '../../analyzer';
import { daysInStage, daysInStageText } from '../deal-stats';
import { lossReasonLabel, PIPELINE_TEXT as T, statusLabel } from '../pipeline.constants';

interface Props {
  deal: FixFlipProperty | null;
  onClose: () => void;
}

const money = (v: number | null) => (v === null ? '—' : formatCurrency(v));

/** Spec 2 §2.2: opens in view mode; the Edit toggle allows ARV and underwriting notes only. Closing or saving returns to view. */
export default function DealDetailDialog({ deal, onClose }: Props) {
  const [editing, setEditing] = useState(false);
  const f = dealFigures(deal?.summary);
  const bad = f?.losing ? { className: 'dp-negative' } : {};
  const [form] = Form.useForm<{ arv: number | null; notes: string }>();
  const [update, updating] = useUpdateFixFlipPropertyMutation();
  const deleteDeal = useDeleteDeal();

  useEffect(() => {
    if (deal && editing) form.setFieldsValue({ arv: deal.arv, notes: deal.notes ?? '' });
  }, [deal, editing, form]);

  const close = () => {
    setEditing(false);
    onClose();
  };

  const saveChanges = async () => {
    if (!deal) return;
    let fields: { arv: number | null; notes: string };
    try {
      fields = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    const { arv, notes } = fields;
    try {
      await update({ id: deal.id, arv: arv as number, notes: notes ?? '' }).unwrap();
      toast.success(...T.editSucceeded);
      setEditing(false);
    } catch {
      toast.error(...T.editFailed);
    }
  };

  return (
    <Modal open={!!deal} title={deal?.address} onCancel={close} footer={null} width={640} destroyOnHidden>
      {deal && (
        <>
          <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 12 }}>
            <Popconfirm
              title="Delete this deal? It also leaves your saved analyses, with its history."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                if (await deleteDeal(deal)) close();
              }}
            >
              <Button danger icon={<DeleteOutlined />} style={{ marginRight: 'auto' }}>
                Delete deal
              </Button>
            </Popconfirm>
            <label htmlFor="dp-edit-toggle">Edit</label>
            <Switch id="dp-edit-toggle" checked={editing} onChange={setEditing} aria-label="Edit" />
          </Flex>
          {editing ? (
            <Form
              form={form}
              // Its own name: field ids must not collide with the analyzer form, which stays mounted in its tab.
              name="deal-detail"
              layout="vertical"
              onFinish={saveChanges}
            >
              <Form.Item
                name="arv"
                label="ARV"
                rules={[
                  { required: true, message: 'ARV (After Repair Value) is required' },
                  amountFrom(1, 'ARV must be greater than 0'),
                ]}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="notes" label="Underwriting Notes">
                <Input.TextArea rows={4} maxLength={10000} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={updating.isLoading}>
                Save Changes
              </Button>
            </Form>
          ) : (
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              bordered
              // Amounts never break inside ("$465,00 / 0"); the longer texts below wrap on their own.
              styles={{ content: { whiteSpace: 'nowrap' } }}
            >
              <Descriptions.Item label="City">{deal.city || '—'}</Descriptions.Item>
              <Descriptions.Item label="State">{deal.state || '—'}</Descriptions.Item>
              <Descriptions.Item label="Zip Code">{deal.zipCode || '—'}</Descriptions.Item>
              <Descriptions.Item label="Square Feet">
                {deal.squareFeet == null ? '—' : formatNumber(deal.squareFeet)}
              </Descriptions.Item>
              <Descriptions.Item label="Bedrooms">{deal.bedrooms ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Renovation Level">{rehabLevelLabel(deal.renovationLevel)}</Descriptions.Item>
              <Descriptions.Item label="ARV">{formatCurrency(deal.arv)}</Descriptions.Item>
              {/* The one presentation (deal-presentation.ts): the same words and figures as the analyzer's card. */}
              <Descriptions.Item label="Max Buy Price">
                <span {...bad}>{f?.maxBuy ?? '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label="Expected Profit">
                <span {...bad}>{f?.profit ?? '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label="Renovation Cost">{money(deal.renovationCost)}</Descriptions.Item>
              <Descriptions.Item label="Total Investment">{f?.totalInvestment ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <span style={{ whiteSpace: 'normal' }}>
                  {statusLabel(deal.status)} · {daysInStageText(daysInStage(deal))}
                </span>
              </Descriptions.Item>
              {deal.status === 'lost' && (
                <Descriptions.Item label="Loss Reason">
                  <span style={{ whiteSpace: 'normal' }}>{lossReasonLabel(deal.lossReason)}</span>
                </Descriptions.Item>
              )}
              {/* "filled": the row ends here whatever came before, so the notes below always start a row. */}
              <Descriptions.Item label="Added" span="filled">
                {formatDate(deal.createdAt)}
              </Descriptions.Item>
              <Descriptions.Item label="Underwriting Notes" span={{ xs: 1, sm: 2 }}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{deal.notes || '—'}</span>
              </Descriptions.Item>
            </Descriptions>
          )}
        </>
      )}
    </Modal>
  );
}
