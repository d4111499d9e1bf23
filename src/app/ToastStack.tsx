import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { attachToasts } from '../ui/notify';

/** Mantine's toast stack, loaded with the first toast (App's ToastHost); app.css places it. */
export default function ToastStack() {
  useEffect(() => {
    attachToasts({ show: (toast) => notifications.show({ ...toast }) });
    return () => attachToasts(null);
  }, []);
  return <Notifications position="top-right" limit={5} />;
}
