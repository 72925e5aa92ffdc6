import { RequestDeadline } from '../db/request-deadline.js';

/**
 * The deadlines of the API requests running now, so a shutdown can end them all at once once its grace period is
 * over (docs/operations.md "Shutdown"). A request that starts after that is born expired.
 */
export class InFlightRequests {
  private readonly running = new Set<RequestDeadline>();
  private stopping = false;

  /** A deadline of `ms` for a new request, counted until `finish`. */
  start(ms: number): RequestDeadline {
    const deadline = new RequestDeadline(ms);
    if (this.stopping) deadline.expire('shutdown');
    this.running.add(deadline);
    return deadline;
  }

  finish(deadline: RequestDeadline): void {
    deadline.dispose();
    this.running.delete(deadline);
  }

  get size(): number {
    return this.running.size;
  }

  /** Ends every running request's time (their statements are cancelled), and that of every request still to come. */
  expireAll(): void {
    this.stopping = true;
    for (const deadline of this.running) deadline.expire('shutdown');
  }
}
