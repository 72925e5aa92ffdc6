import type { ServiceIdentifier } from 'inversify';
import type { TargetsRepository } from './ports/goal-repository.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const TARGETS = {
  TargetsRepository: token<TargetsRepository>('targets.TargetsRepository'),
};
