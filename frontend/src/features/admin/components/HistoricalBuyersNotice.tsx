import { Alert, Button, Modal } from 'antd';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import { useGetHistoricalBuyersQuery, useInviteHistoricalBuyersMutation } from '../admin.api';

const people = (n: number) => `${n} ${n === 1 ? 'buyer' : 'buyers'}`;

/**
 * Buyers imported from Thinkific's history have no student account until an admin invites them: the count, and
 * a confirmation that says how many people will get a set-password e-mail. Hidden when there is nobody to invite.
 */
export function HistoricalBuyersNotice() {
  const [modal, confirmation] = Modal.useModal();
  const buyers = useGetHistoricalBuyersQuery();
  const [invite, inviting] = useInviteHistoricalBuyersMutation();
  const count = buyers.data?.count ?? 0;
  if (!count) return null;

  const confirm = () =>
    modal.confirm({
      title: `Invite ${people(count)}?`,
      content: `This creates a student account for ${people(count)} imported from Thinkific and sends each of them one e-mail to set a password.`,
      okText: `Send ${count} ${count === 1 ? 'invitation' : 'invitations'}`,
      onOk: async () => {
        try {
          const res = await invite().unwrap();
          toast.success('Invitations queued', `${people(res.queued)} will get their set-password e-mail shortly.`);
        } catch (err) {
          toast.error('Invitations not sent', errorMessage(err, 'Please try again.'));
        }
      },
    });

  return (
    <>
      {confirmation}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${people(count)} from Thinkific ${count === 1 ? 'has' : 'have'} no student account yet`}
        description="They bought the course before this portal was connected. Nobody has been e-mailed; invite them when you are ready."
        action={
          <Button onClick={confirm} loading={inviting.isLoading}>
            Invite {people(count)}
          </Button>
        }
      />
    </>
  );
}
