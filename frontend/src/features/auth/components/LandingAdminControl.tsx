import { AntdShell } from '../../../app/AntdShell';
import AdminFloatingControl from './AdminFloatingControl';

/** The floating admin control with its antd shell, as one lazy chunk for the (antd-free) landing page. */
export default function LandingAdminControl() {
  return (
    <AntdShell>
      <AdminFloatingControl />
    </AntdShell>
  );
}
