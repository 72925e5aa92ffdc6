import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { ExternalIcon } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block', extra].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

/** A real <button>; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** In-app navigation styled as a button (it is still a link: it goes somewhere). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> &
  Partial<StyleProps> & { href: string; children: ReactNode; asButton?: boolean };

/**
 * A link to another site. It opens in a new tab, so it says so to screen readers and shows an icon; `noopener
 * noreferrer` keeps the other page from reaching back into ours.
 */
export function ExternalLink({ children, asButton, variant, size, block, className, ...rest }: ExternalLinkProps) {
  const cls = asButton ? buttonClass({ variant, size, block }, className) : ['external-link', className].filter(Boolean).join(' ');
  return (
    <a {...rest} className={cls} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon size={16} className="external-link__icon" />
      <span className="sr-only"> (opens in new tab)</span>
    </a>
  );
}
