import { LocalDate } from '../../../shared-kernel/local-date.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { ListNotifications, CreatePersonalNotification } from '../../application/notifications.js';
import type { AcknowledgeNotification } from '../../application/notifications-acknowledgement.js';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, NOTIFICATION_CATEGORIES } from '../../domain/notifications/notification.js';
import { presentNotification } from './notification.presenter.js';
import type {
  AcknowledgePersonalNotificationRequest,
  CreatePersonalNotificationRequest,
  GlobalNotificationAcknowledgementRequest,
  NotificationKeyAcknowledgementRequest,
  NotificationsResponse,
  NotificationView,
} from './notifications.contract.js';
import type { GuardOptions } from './session-guard.js';
import { startOfSingaporeDay } from '../../../shared-kernel/dates.js';

/** Keys are about 30 characters ('UPDATE_FUNDS_AND_TARGETS-01/11/2026'); anything much longer is not one. */
const KEY = Joi.string().min(1).max(100).required();

export const createPersonalNotificationSchema = Joi.object<CreatePersonalNotificationRequest>({
  title: Joi.trimmedText().max(MAX_TITLE_LENGTH).required(),
  description: Joi.trimmedText().max(MAX_DESCRIPTION_LENGTH).required(),
  date: Joi.dateOrTimestamp().required(),
  acknowledged: Joi.boolean().default(false),
  category: Joi.string().valid(...NOTIFICATION_CATEGORIES).default('GENERAL'),
}).required();

export const acknowledgePersonalSchema = Joi.object<AcknowledgePersonalNotificationRequest>({
  acknowledged: Joi.boolean()
    .valid(true)
    .required()
    .messages({ 'any.only': 'Only acknowledged: true is accepted: a notification cannot be marked unread.' }),
}).required();

export const personalIdParams = Joi.object({ id: Joi.string().guid().required() });
export const keyAcknowledgementSchema = Joi.object<NotificationKeyAcknowledgementRequest>({ notificationKey: KEY }).required();
export const globalAcknowledgementSchema = Joi.object<GlobalNotificationAcknowledgementRequest>({
  globalNotificationId: Joi.number().integer().min(1).max(2_147_483_647).required(),
}).required();

/** A Singapore day ('2026-11-22') is that day's start; a timestamp is taken as it is. */
function instantOf(date: string): Date {
  return LocalDate.isValid(date) ? startOfSingaporeDay(date) : new Date(date);
}

export interface NotificationRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  list: ListNotifications;
  createPersonal: CreatePersonalNotification;
  acknowledge: AcknowledgeNotification;
}

/** Spec 1 §7 notification calls, plus the list they act on (GET /notifications, ours: the spec does not name it). */
export function notificationRoutes(deps: NotificationRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'identity.notifications',
    mount(router) {
      router.get('/notifications', guard(), async (ctx) => {
        const { notifications, unreadCount } = await deps.list.execute(ctx.state.currentUser!);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { notifications: notifications.map(presentNotification), unreadCount } satisfies NotificationsResponse;
      });

      router.post('/notification/personal', guard(), validate({ body: createPersonalNotificationSchema }), async (ctx) => {
        const body = ctx.request.body as Required<CreatePersonalNotificationRequest>;
        const created = await deps.createPersonal.execute(ctx.state.userId!, { ...body, date: instantOf(body.date) });
        ctx.status = 201;
        ctx.body = presentNotification(created) satisfies NotificationView;
      });

      router.patch(
        '/notification/personal/:id',
        guard(),
        validate({ params: personalIdParams, body: acknowledgePersonalSchema }),
        async (ctx) => {
          const { id } = ctx.state.params as { id: string };
          ctx.body = presentNotification(await deps.acknowledge.personal(ctx.state.userId!, id)) satisfies NotificationView;
        },
      );

      router.post('/notification/todo-acknowledgement', guard(), validate({ body: keyAcknowledgementSchema }), async (ctx) => {
        await deps.acknowledge.todo(ctx.state.userId!, (ctx.request.body as NotificationKeyAcknowledgementRequest).notificationKey);
        ctx.status = 204;
      });

      router.post('/notification/inbuilt-acknowledgement', guard(), validate({ body: keyAcknowledgementSchema }), async (ctx) => {
        await deps.acknowledge.inbuilt(ctx.state.userId!, (ctx.request.body as NotificationKeyAcknowledgementRequest).notificationKey);
        ctx.status = 204;
      });

      router.post('/notification/global-acknowledgement', guard(), validate({ body: globalAcknowledgementSchema }), async (ctx) => {
        await deps.acknowledge.global(ctx.state.userId!, (ctx.request.body as GlobalNotificationAcknowledgementRequest).globalNotificationId);
        ctx.status = 204;
      });
    },
  };
}
