import type { ServiceIdentifier } from 'inversify';
import type { HousingPlanRepository } from './ports/housing-plan-repository.js';
import type { HousingPlanCommands } from './application/housing-plan-commands.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const HOUSING = {
  HousingPlanRepository: token<HousingPlanRepository>('housing.HousingPlanRepository'),
  HousingPlanCommands: token<HousingPlanCommands>('housing.HousingPlanCommands'),
} as const;
