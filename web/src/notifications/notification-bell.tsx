import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import { useStores } from '../app/store-context';
import { BellIcon } from '../shared/ui/icons';
import { badgeText, bellLabel } from './notification-labels';
import './notification-bell.css';

/** The bell in the signed-in navbar: links to /notifications and shows the unread count (none when unknown). */
export const NotificationBell = observer(function NotificationBell({ className }: { className?: string }) {
  const { notifications } = useStores();
  const badge = badgeText(notifications.unreadCount);
  return (
    <Link to="/notifications" className={['notification-bell', className].filter(Boolean).join(' ')} aria-label={bellLabel(notifications.unreadCount)}>
      <BellIcon />
      {badge && (
        <span className="notification-badge notification-badge--corner" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
});

/** The same entry in the mobile menu: the word 'Notifications' with the count beside it. */
export const NotificationsMenuLink = observer(function NotificationsMenuLink() {
  const { notifications } = useStores();
  const badge = badgeText(notifications.unreadCount);
  return (
    <NavLink to="/notifications" aria-label={bellLabel(notifications.unreadCount)}>
      Notifications
      {badge && (
        <span className="notification-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </NavLink>
  );
});
