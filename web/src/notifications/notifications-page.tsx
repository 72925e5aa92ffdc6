import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { NotificationView } from '../../../src/identity/adapters/http/notifications.contract.js';
import { formatDisplayDate } from '../../../src/shared-kernel/dates.js';
import { EXTERNAL_LINKS } from '../app/external-links';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { Button, ButtonLink, ExternalLink } from '../shared/ui/button';
import { BellIcon, CheckIcon } from '../shared/ui/icons';
import { Spinner } from '../shared/ui/spinner';
import { actionLabel, CATEGORY_LABELS, unreadSummary } from './notification-labels';
import './notifications.css';

/**
 * /notifications (spec 1 §2, §4): every notice, newest first, unread ones marked, each with 'Mark as read' and
 * the action it asks for. Loading again on each visit keeps the list and the bell current.
 */
export const NotificationsPage = observer(function NotificationsPage() {
  usePageTitle('Notifications');
  const { notifications } = useStores();
  useEffect(() => {
    void flowResult(notifications.load());
  }, [notifications]);

  const { status } = notifications;
  const list = notifications.notifications;
  const [thanked, setThanked] = useState(false);
  return (
    <div className="container page notifications-page">
      <h1>Notifications</h1>
      <div aria-live="polite">
        {thanked && <p className="notifications-page__thanks">Thank you for your feedback. We have noted that you sent it.</p>}
        {status === 'loaded' && <p className="lead">{unreadSummary(notifications.unreadCount)}</p>}
        {(status === 'loading' || status === 'idle') && (
          <p className="notifications-page__status">
            <Spinner /> Loading your notifications…
          </p>
        )}
      </div>
      {status === 'failed' && (
        <div className="card card--muted notifications-page__empty">
          <h2 className="card__title">We couldn't load your notifications</h2>
          <p>Please try again in a moment.</p>
          <Button variant="secondary" onClick={() => void flowResult(notifications.load())}>
            Try again
          </Button>
        </div>
      )}
      {status === 'loaded' && list.length === 0 && (
        <div className="card card--muted notifications-page__empty">
          <BellIcon size={32} className="notifications-page__empty-icon" />
          <h2 className="card__title">No notifications yet</h2>
          <p>Reminders about your plan and news from us will appear here.</p>
        </div>
      )}
      {list.length > 0 && (
        <ul className="notification-list" aria-label="Notifications, newest first">
          {list.map((n) => (
            <li key={`${n.type}:${n.id}`}>
              <NotificationCard notification={n} onFeedbackGiven={() => setThanked(true)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

const NotificationCard = observer(function NotificationCard({ notification: n, onFeedbackGiven }: { notification: NotificationView; onFeedbackGiven: () => void }) {
  const { notifications, identity } = useStores();
  const [recording, setRecording] = useState(false);
  // The form is an outside survey that cannot tell us it was sent: the resident's word ends the notice (spec 1 §4
  // "feedback shows until given"; docs/decisions.md "Spec gaps closed").
  const feedbackSent = async () => {
    setRecording(true);
    try {
      await flowResult(identity.recordFeedbackGiven());
      onFeedbackGiven();
      await flowResult(notifications.load());
    } catch {
      // The default toast has said what went wrong; the button stays for another try.
    } finally {
      setRecording(false);
    }
  };
  const unread = !n.acknowledged;
  const markAsRead = () => void flowResult(notifications.markAsRead(n));
  return (
    <article className={`notification-card${unread ? ' notification-card--unread' : ''}`}>
      <div className="notification-card__meta">
        <span className="notification-card__category">{CATEGORY_LABELS[n.category]}</span>
        <time dateTime={n.date}>{formatDisplayDate(n.date)}</time>
      </div>
      <h2 className="notification-card__title">
        {unread && (
          <>
            <span className="notification-card__dot" aria-hidden="true" />
            <span className="sr-only">Unread: </span>
          </>
        )}
        {n.title}
      </h2>
      <p className="notification-card__description">{n.description}</p>
      <div className="notification-card__actions">
        {n.kind === 'GIVE_FEEDBACK' ? (
          <>
            <ExternalLink href={EXTERNAL_LINKS.feedback} asButton variant="secondary" onClick={markAsRead}>
              {actionLabel(n)}
            </ExternalLink>
            <Button variant="secondary" onClick={() => void feedbackSent()} disabled={recording}>
              I've sent my feedback
            </Button>
          </>
        ) : (
          n.link && (
            // Acting on a notice reads it.
            <ButtonLink to={n.link} variant="secondary" onClick={markAsRead}>
              {actionLabel(n)}
            </ButtonLink>
          )
        )}
        {unread ? (
          // The title in the name tells the many 'Mark as read' buttons apart (the visible words come first).
          <Button variant="link" onClick={markAsRead} aria-label={`Mark as read: ${n.title}`}>
            Mark as read
          </Button>
        ) : (
          <span className="notification-card__read">
            <CheckIcon size={16} /> Read
          </span>
        )}
      </div>
    </article>
  );
});
