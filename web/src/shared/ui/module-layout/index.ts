export { BlockingModulesBanner, ModuleFrame, ModuleLayout, type ModuleFrameProps, type ModuleLayoutProps } from './module-layout';
export {
  blockingModulesText,
  buildModuleSteps,
  isStepReachable,
  type ModuleProgress,
  type ModuleStepDefinition,
  type ModuleStepItem,
  type ModuleStepState,
} from './module-steps';
