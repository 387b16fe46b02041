import type { SummaryBuffer } from './step-summary.js'
import type { RunLog } from './log.js'
import { Outputs } from './outputs.js'
import { StepSummary } from './step-summary.js'
import * as workflowCommands from './workflow-commands.js'

// The GitHub Actions step front end's I/O: the log and the outputs as workflow commands, and the job
// summary built by @actions/core's summary. The one module of the kernel that loads @actions/core, and
// only when the summary is written: before the first API request, loading it (and the undici it
// imports) cost more than the rest of the start-up (workflow-commands.ts).

export interface StepIo {
  log: RunLog
  outputs: Outputs
  summary: StepSummary
}

const actionsSummary = async (): Promise<SummaryBuffer> => (await import('@actions/core')).summary

export function actionsStepIo(env: NodeJS.ProcessEnv = process.env): StepIo {
  const log: RunLog = {
    info: workflowCommands.info,
    warning: workflowCommands.warning,
    debug: workflowCommands.debug,
    group: workflowCommands.group
  }
  return {
    log,
    outputs: new Outputs(workflowCommands.setOutput),
    summary: new StepSummary(actionsSummary, env.GITHUB_STEP_SUMMARY, workflowCommands.warning)
  }
}
