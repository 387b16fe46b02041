// Public entry point of the local API simulator (used by the action's tests, the demo and bench/).
// The other stand-in servers live beside it, each with its own entry: github/ (GitHub's REST API),
// artifact-service.ts (the Actions results service), proxy.ts (a recording HTTP proxy), fake-api.ts
// (scripted agent answers), instant-fake.ts (an agent API that answers at once), totals-server.ts and
// endless-views.ts (analytics answers for the report's extras and the row bound).
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
export { DEFAULT_ASSISTANT_KEY, GAP_COMMENTS, GAP_QUESTIONS, GAP_SEARCHES, PLANTED } from './gaps.js'
export { parseDirectives } from './agent-jobs.js'
export {
  ADMIN_MESSAGES,
  DEFAULT_DEPLOYMENT_SCENARIO,
  SIM_AUTOMATIONS,
  SIM_DEPLOY_BRANCH
} from './deployments.js'
export type {
  AdminSettings,
  AnalyticsDataOptions,
  AutomationState,
  DeploymentDrift,
  DeploymentScenario,
  Drift,
  Fault,
  FaultRule,
  JobScenario,
  JobStatus,
  PageViewRow,
  PageViewsAggregate,
  PageViewsDatasetOptions,
  RecordedRequest,
  RateLimit,
  RequestLogEntry,
  Route,
  SimAutomationRun,
  SimDeployment,
  SimJob,
  Simulator,
  SimulatorOptions
} from './types.js'
