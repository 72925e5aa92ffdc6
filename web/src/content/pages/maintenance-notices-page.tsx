import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { MaintenanceScheduleDto } from '../../../../src/content/adapters/http/content.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { formatDisplayDateTime } from '../../shared/format/date-time';
import { Button } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';
import { MAINTENANCE_FETCH_FAILED } from '../content-store';
import { groupNotices, NOTICE_STATUS_LABELS, noticeStatus } from '../maintenance-notices';
import '../content.css';

/** /maintenance-notices (public): every planned window with its agencies, times and remarks (spec 1 §2). */
export const MaintenanceNoticesPage = observer(function MaintenanceNoticesPage() {
  usePageTitle('Maintenance notices');
  const { content } = useStores();
  useEffect(() => {
    // Always afresh: this page is where residents check the latest.
    void flowResult(content.loadMaintenanceSchedules({ refresh: true }));
  }, [content]);
  const now = new Date();
  const { planned, ended } = groupNotices(content.maintenanceSchedules, now);
  const loading = content.maintenanceStatus === 'loading' || content.maintenanceStatus === 'idle';

  return (
    <div className="container container--md page maintenance-notices">
      <h1>Maintenance notices</h1>
      <p className="lead">
        During planned maintenance by a government agency or bank, data from it cannot be retrieved. Everything else
        keeps working.
      </p>

      <div aria-live="polite">
        {loading && content.maintenanceSchedules.length === 0 && (
          <p className="text-subtle">
            <Spinner /> Loading maintenance notices…
          </p>
        )}
        {content.maintenancePullError && (
          <div className="notice-banner notice-banner--error card" role="alert">
            <div className="notice-banner__inner">
              <AlertIcon size={20} className="notice-banner__icon" />
              <div>
                <p>{MAINTENANCE_FETCH_FAILED}</p>
                <Button variant="secondary" className="maintenance-notices__retry" onClick={() => void flowResult(content.loadMaintenanceSchedules({ refresh: true }))}>
                  Try again
                </Button>
              </div>
            </div>
          </div>
        )}
      </div>

      {content.maintenanceStatus === 'loaded' && (
        <>
          {content.maintenanceLastUpdated && (
            <p className="text-subtle maintenance-notices__updated">Last updated {formatDisplayDateTime(new Date(content.maintenanceLastUpdated))}</p>
          )}
          <section aria-labelledby="planned-heading">
            <h2 id="planned-heading">Current and upcoming maintenance</h2>
            {planned.length === 0 ? (
              <div className="card card--muted">
                <h3 className="card__title">No planned maintenance</h3>
                <p>All services are expected to be available. Check back here before you retrieve your data.</p>
              </div>
            ) : (
              <NoticeList schedules={planned} now={now} />
            )}
          </section>
          {ended.length > 0 && (
            <section aria-labelledby="ended-heading">
              <h2 id="ended-heading">Completed in the last 30 days</h2>
              <NoticeList schedules={ended} now={now} />
            </section>
          )}
        </>
      )}
    </div>
  );
});

function NoticeList({ schedules, now }: { schedules: MaintenanceScheduleDto[]; now: Date }) {
  return (
    <ul className="maintenance-list">
      {schedules.map((schedule) => {
        const status = noticeStatus(schedule, now);
        return (
          <li key={schedule.id} className="card maintenance-item">
            <div className="maintenance-item__header">
              <h3 className="maintenance-item__agencies">{schedule.agencies.join(', ')}</h3>
              <span className={`status-tag status-tag--${status}`}>{NOTICE_STATUS_LABELS[status]}</span>
            </div>
            <dl className="maintenance-item__window">
              <dt>From</dt>
              <dd>{formatDisplayDateTime(new Date(schedule.from))}</dd>
              <dt>To</dt>
              <dd>{formatDisplayDateTime(new Date(schedule.to))}</dd>
            </dl>
            {schedule.maintenanceNoticePageRemarks && <p className="maintenance-item__remarks">{schedule.maintenanceNoticePageRemarks}</p>}
          </li>
        );
      })}
    </ul>
  );
}
