import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { formatDisplayDateTime } from '../shared/format/date-time';
import { ExternalLink } from '../shared/ui/button';
import { AlertIcon } from '../shared/ui/icons';
import { readAppConfig } from './app-config';
import { EXTERNAL_LINKS } from './external-links';
import { reportError } from './error-queue';
import { Masthead } from './layout/masthead';
import { MAIN_CONTENT_ID } from './layout/route-change-effects';

export const FALLBACK_ERROR_MESSAGE = 'Unexpected error occurred';

interface ErrorFallbackProps {
  error: unknown;
  userId: string | null;
  /** When the crash happened (passed in so the page does not change on re-render). */
  at: Date;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}

/**
 * The crash page (spec 1 §2, §8). It depends on nothing that may have crashed: no stores, no router links
 * ("Back to home" is a full page load, which also resets whatever state broke).
 */
export function ErrorFallback({ error, userId, at }: ErrorFallbackProps) {
  const config = readAppConfig();
  useEffect(() => {
    document.title = `${config.productName} | Something went wrong`;
  }, [config.productName]);
  return (
    <>
      <Masthead govDeployment={config.govDeployment} productName={config.productName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main">
        <div className="container container--md status-page">
          <AlertIcon size={48} className="status-page__icon status-page__icon--error" />
          <h1>It's not you, it's us...</h1>
          <p className="lead">
            Please try again later. If the error still occurs, contact us and we'll work to fix it as soon as possible.
          </p>
          <dl className="error-details">
            <div>
              <dt>Time</dt>
              <dd className="tabular">{formatDisplayDateTime(at)}</dd>
            </div>
            <div>
              <dt>Message</dt>
              <dd>{messageOf(error)}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{window.location.pathname}</dd>
            </div>
            <div>
              <dt>User ID</dt>
              <dd>{userId ?? 'Not signed in'}</dd>
            </div>
          </dl>
          <div className="button-row">
            <ExternalLink href={EXTERNAL_LINKS.contactUs} asButton variant="secondary">
              Contact us
            </ExternalLink>
            <a href="/" className="btn btn--primary">
              Back to home
            </a>
          </div>
        </div>
      </main>
    </>
  );
}

interface BoundaryState {
  error: unknown;
  at: Date | null;
}

interface BoundaryProps {
  userId: () => string | null;
  /**
   * Inside the router, the address's history key: moving to another address (Back, say) leaves the crash page and
   * renders that address afresh, as React Router's route error pages did. Outside it, nothing resets.
   */
  resetKey?: string;
  children: ReactNode;
}

/** Shows the crash page for a crash while rendering: around the router, and around the routes (app-routes.tsx). */
export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, at: null };

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.at && previous.resetKey !== this.props.resetKey) this.setState({ error: null, at: null });
  }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error(FALLBACK_ERROR_MESSAGE), at: new Date() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
    reportError('render', error);
  }

  render() {
    if (this.state.at) return <ErrorFallback error={this.state.error} userId={this.props.userId()} at={this.state.at} />;
    return this.props.children;
  }
}
