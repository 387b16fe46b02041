// Public entry point of the local API simulator (used by the action's tests and the demo script).
export {
  startSimulator,
  isLoopbackHost,
  DEFAULT_API_KEY,
  DEFAULT_PROJECT,
  DEFAULT_SCENARIO,
  AGENT_RATE_LIMIT_BODY
} from './server.js'
export { HOSTILE_PATHS } from './page-views.js'
export { HOSTILE_TEXTS } from './analytics.js'
export { parseDirectives } from './agent-jobs.js'
export type {
  AnalyticsDataOptions,
  Drift,
  Fault,
  FaultRule,
  JobScenario,
  JobStatus,
  PageViewRow,
  PageViewsAggregate,
  PageViewsDatasetOptions,
  RecordedRequest,
  RequestLogEntry,
  Route,
  SimJob,
  Simulator,
  SimulatorOptions
} from './types.js'
