import { Button } from '../shared/ui/button';

/** Grey blocks in the page's own shape while the health check loads (shown at once: ui guide "Progress"). */
export function DashboardSkeleton() {
  return (
    <div className="dashboard-skeleton" aria-hidden="true">
      <div className="skeleton skeleton--overall" />
      <div className="area-grid">
        <div className="skeleton skeleton--card" />
        <div className="skeleton skeleton--card" />
        <div className="skeleton skeleton--card" />
      </div>
      <div className="skeleton skeleton--wide" />
    </div>
  );
}

/** The load failed: say so plainly and offer to try again. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="card card--muted dashboard__failed" aria-labelledby="dashboard-failed-heading">
      <h2 id="dashboard-failed-heading" className="card__title">
        We couldn't load your health check
      </h2>
      <p>Your data is safe. Please try again in a moment.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
