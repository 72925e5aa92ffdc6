import { ArticlePage } from '../articles/article-page';
import { ReminderFlow } from '../reminders/reminder-flow';

/**
 * /investment-resources/set-reminders (public, spec 3 §2 "Investing for beginners"): why and how to review your
 * investments every 6 months, with the reminder flow that puts it in the visitor's calendar.
 */
export function SetRemindersPage() {
  return (
    <ArticlePage title="Set reminders to review your investments" minutes={2} actions={<ReminderFlow buttonLabel="Set a calendar reminder" />}>
      <p className="lead">
        Investing is not a one-off decision. Markets move, your life changes, and a portfolio that suited you last year may not suit you now. A short
        review every 6 months keeps it on track without tempting you to react to every headline.
      </p>
      <h2>What to look at</h2>
      <ul>
        <li>
          <strong>How your money is spread.</strong> After a good year for shares, they may be a bigger part of your portfolio than you meant. Moving
          some back (rebalancing) keeps your risk where you chose it.
        </li>
        <li>
          <strong>When you need the money.</strong> As a goal such as a home or retirement comes closer, move towards investments that fall less.
        </li>
        <li>
          <strong>What you pay.</strong> Check the fees and charges of each fund and platform: a difference of 1 % a year adds up over decades.
        </li>
        <li>
          <strong>Your safety net.</strong> Make sure your emergency fund still covers 3 to 6 months of expenses before you invest more.
        </li>
      </ul>
      <h2>Why every 6 months</h2>
      <p>
        Often enough to catch a portfolio drifting away from your plan, rarely enough that day-to-day swings do not push you into selling at the wrong
        time. Put it in your calendar: choose the date of your first review, and we repeat it every 6 months in Google Calendar, Apple Calendar or any
        calendar that opens a calendar file.
      </p>
    </ArticlePage>
  );
}
