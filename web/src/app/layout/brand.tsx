import { Link } from 'react-router-dom';

/** The product mark and name; goes home (the dashboard once signed in). */
export function Brand({ productName, to }: { productName: string; to: string }) {
  return (
    <Link to={to} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 22V11l8 7 8-7v11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="brand__name">{productName}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
