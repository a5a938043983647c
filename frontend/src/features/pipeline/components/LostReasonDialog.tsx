import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { LOSS_REASON_OPTIONS, type LossReason } from '../pipeline.constants';

interface Props {
  address: string | null;
  saving: boolean;
  onConfirm: (reason: LossReason) => void;
  onCancel: () => void;
}

/** Spec 2 §4: choosing Lost asks for a reason; Mark as Lost stays disabled until one is chosen. */
export default function LostReasonDialog({ address, saving, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState<LossReason>();
  const close = () => {
    setReason(undefined);
    onCancel();
  };
  return (
    <Modal
      open={address !== null}
      title="Mark Deal as Lost"
      okText="Mark as Lost"
      okButtonProps={{ danger: true, disabled: !reason, loading: saving }}
      onOk={() => {
        if (!reason) return;
        onConfirm(reason);
        setReason(undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Why was <strong>{address}</strong> lost?
      </Typography.Paragraph>
      <Select
        style={{ width: '100%' }}
        placeholder="Select a reason"
        aria-label="Loss reason"
        value={reason}
        onChange={setReason}
        options={LOSS_REASON_OPTIONS}
      />
    </Modal>
  );
}
