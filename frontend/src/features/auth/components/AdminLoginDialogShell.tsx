import { Provider } from 'react-redux';
import { AntdShell } from '../../../app/AntdShell';
import { store } from '../../../app/store';
import { AdminLoginDialog, type AdminLoginDialogProps } from './AdminLoginDialog';

/**
 * The admin login dialog with antd's theme and the app's store (its account-recovery calls are the sign-in pages'
 * RTK Query mutations), as its own lazy chunk for the landing page, which ships without either.
 */
export default function AdminLoginDialogShell(props: AdminLoginDialogProps) {
  return (
    <Provider store={store}>
      <AntdShell>
        <AdminLoginDialog {...props} />
      </AntdShell>
    </Provider>
  );
}
