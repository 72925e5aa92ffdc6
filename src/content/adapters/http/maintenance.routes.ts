import type { ApiRoutes } from '../../../platform/http/http-types.js';
import type { ListMaintenanceSchedules } from '../../application/maintenance-schedules.js';
import type { MaintenanceSchedule } from '../../domain/maintenance-schedule.js';
import type { MaintenanceScheduleDto, MaintenanceScheduleResponse } from './content.contract.js';

export function presentSchedule(schedule: MaintenanceSchedule): MaintenanceScheduleDto {
  return {
    id: schedule.id,
    agencies: schedule.agencies,
    from: schedule.from.toISOString(),
    to: schedule.to.toISOString(),
    showOnLandingPageBanner: schedule.showOnLandingPageBanner,
    landingPageBannerMessage: schedule.landingPageBannerMessage,
    maintenanceNoticePageRemarks: schedule.maintenanceNoticePageRemarks,
  };
}

/** Spec 1 §7 GET /maintenance-schedule: public, read by the landing banner and /maintenance-notices. */
export function maintenanceRoutes(deps: { list: ListMaintenanceSchedules }): ApiRoutes {
  return {
    name: 'content.maintenance',
    mount(router) {
      router.get('/maintenance-schedule', async (ctx) => {
        const { schedules, lastUpdated } = await deps.list.execute();
        const body: MaintenanceScheduleResponse = { maintenanceSchedules: schedules.map(presentSchedule), lastUpdated: lastUpdated?.toISOString() ?? null };
        // Public and the same for everyone, but an operator's change must show on the next load.
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = body;
      });
    },
  };
}
