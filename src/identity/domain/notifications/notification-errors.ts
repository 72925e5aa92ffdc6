import { DomainError, NotFound } from '../../../shared-kernel/errors.js';

/** An acknowledgement for a key that names no notice of that type (400). */
export class UnknownNotificationKey extends DomainError {
  constructor(message: string) {
    super('NOTIFICATION.UNKNOWN_KEY', message, 'validation');
  }
}

/** A personal notice that does not exist or is another resident's (they look the same: 404). */
export class PersonalNotificationNotFound extends NotFound {
  constructor() {
    super('NOTIFICATION.NOT_FOUND', 'This notification does not exist.');
  }
}

export class GlobalNotificationNotFound extends NotFound {
  constructor() {
    super('NOTIFICATION.GLOBAL_NOT_FOUND', 'This announcement does not exist.');
  }
}

/** A recommended action that does not exist or is another resident's (404). */
export class RecommendedActionNotFound extends NotFound {
  constructor() {
    super('RECOMMENDED_ACTION.NOT_FOUND', 'This recommended action does not exist.');
  }
}

/** A completion time in the future (422): completing is something that has happened. */
export class CompletionInFuture extends DomainError {
  constructor() {
    super('RECOMMENDED_ACTION.COMPLETED_IN_FUTURE', 'The completion time cannot be in the future.', 'business-rule');
  }
}
