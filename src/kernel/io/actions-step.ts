import * as core from '@actions/core'
import type { RunLog } from './log.js'
import { Outputs } from './outputs.js'
import { StepSummary } from './step-summary.js'

// The GitHub Actions step front end's I/O: the log, the outputs and the job summary, written through
// @actions/core. The one module of the kernel that imports it; main.ts loads it when a mode starts.

export interface StepIo {
  log: RunLog
  outputs: Outputs
  summary: StepSummary
}

export function actionsStepIo(env: NodeJS.ProcessEnv = process.env): StepIo {
  const log: RunLog = {
    info: message => core.info(message),
    warning: message => core.warning(message),
    debug: message => core.debug(message),
    group: (name, work) => core.group(name, work)
  }
  return {
    log,
    outputs: new Outputs((name, text) => core.setOutput(name, text)),
    summary: new StepSummary(core.summary, env.GITHUB_STEP_SUMMARY, message => core.warning(message))
  }
}
