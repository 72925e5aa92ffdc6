import type { ServiceIdentifier } from 'inversify';
import type { TargetsRepository } from './ports/goal-repository.js';
import type { GoalCommands } from './application/goal-commands.js';
import type { EmergencyFundCommands } from './application/emergency-fund-commands.js';
import type { TargetsDeps } from './application/targets-context.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const TARGETS = {
  TargetsRepository: token<TargetsRepository>('targets.TargetsRepository'),
  TargetsDeps: token<TargetsDeps>('targets.TargetsDeps'),
  GoalCommands: token<GoalCommands>('targets.GoalCommands'),
  EmergencyFundCommands: token<EmergencyFundCommands>('targets.EmergencyFundCommands'),
};
