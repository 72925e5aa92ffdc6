/** Line icons for the predefined expense categories (decorative: the category's name is always next to them). */
import type { ReactNode } from 'react';
import type { PredefinedCategory } from '../expense-categories';

const PATHS: Readonly<Record<PredefinedCategory, ReactNode>> = {
  'Food and drinks': <path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 1-3 4-3 7h3v11" />,
  Transport: (
    <>
      <rect x="4" y="4" width="16" height="12" rx="2" />
      <path d="M4 11h16M8 20l1-4M16 20l-1-4" />
    </>
  ),
  Utilities: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />,
  Donations: <path d="M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z" />,
  Entertainment: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  Family: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="9" r="2" />
      <path d="M3 20c0-3 2-6 5-6s5 3 5 6M14 20c0-2 1-5 3-5s4 3 4 5" />
    </>
  ),
  Health: <path d="M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z" />,
  Insurance: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
  'Loan repayment': (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9v.01M18 15v.01" />
    </>
  ),
  'Personal grooming': (
    <>
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="18" r="3" />
      <path d="m8 16 10-13M16 16 6 3" />
    </>
  ),
  'Self-improvement': <path d="M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z" />,
  Shopping: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  Taxes: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="m9 14 6-6M9.5 8.5v.01M14.5 13.5v.01" />
    </>
  ),
};

export function CategoryIcon({ category, size = 24 }: { category: PredefinedCategory; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[category]}
    </svg>
  );
}
