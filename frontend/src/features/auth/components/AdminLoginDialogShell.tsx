import { AntdShell } from '../../../app/AntdShell';
import { AdminLoginDialog, type AdminLoginDialogProps } from './AdminLoginDialog';

/** The admin login dialog with antd's theme, as its own lazy chunk for the (antd-free) landing page. */
export default function AdminLoginDialogShell(props: AdminLoginDialogProps) {
  return (
    <AntdShell>
      <AdminLoginDialog {...props} />
    </AntdShell>
  );
}
