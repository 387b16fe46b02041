// The GitHub REST stand-in: the endpoints the action calls, on 127.0.0.1 (port 0).
export { startGitHubApi } from './server.js'
export { setRandomFaults, type RandomFaultPlan, type RandomFaultKind } from './random-faults.js'
export * from './types.js'
