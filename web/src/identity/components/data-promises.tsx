import type { ComponentType } from 'react';
import { CheckCircleIcon, LockIcon, ShieldIcon, TrashIcon } from '../../shared/ui/icons';

interface DataPromise {
  title: string;
  body: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
}

/**
 * What the Terms of use and the Privacy policy mean for the resident, in plain words. A summary, not the terms:
 * the pages themselves are linked next to it.
 */
const PROMISES: DataPromise[] = [
  {
    title: 'Your data stays with us',
    body: "We keep what you share on our own secure systems. We don't sell it, and we don't share it for marketing.",
    Icon: LockIcon,
  },
  {
    title: 'Used only for your planning',
    body: 'We use your information to work out your plan and show your progress, and for nothing else.',
    Icon: CheckCircleIcon,
  },
  {
    title: 'Retrieved only with your consent',
    body: "We get data from Myinfo or your bank only when you ask us to, and we'll show you what we'll retrieve first.",
    Icon: ShieldIcon,
  },
  {
    title: 'Delete it any time',
    body: 'You can delete your account from your profile whenever you like, and your data is deleted with it.',
    Icon: TrashIcon,
  },
];

export function DataPromises() {
  return (
    <ul className="data-promises">
      {PROMISES.map(({ title, body, Icon }) => (
        <li key={title} className="data-promises__item">
          <span className="data-promises__icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <div>
            <h2 className="data-promises__title">{title}</h2>
            <p className="data-promises__body">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
