import type { NotificationFacts } from '../domain/notifications/notification-facts.js';
import type { User } from '../domain/user.js';

/** Gathers what the due rules of the computed notices look at, for one resident. */
export interface NotificationFactsSource {
  factsFor(user: User): Promise<NotificationFacts>;
}
