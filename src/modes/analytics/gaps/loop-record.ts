import type { DateRange } from '../datasets/model.js'
import type { LoopState } from './state.js'

// A period's loop.json in the clear: its job and the check of the period before. The history folder
// adds the sealed state (the loop's memory there); the data branch holds this part alone, for the
// report issue keeps the memory when the history is a branch.

export interface LoopRecord {
  v: 1
  period: DateRange
  job?: { id: string; asked: number }
  proof?: { period: DateRange; checked: number; found: number }
  /** The job of the period before, as this run followed it: its pull request, for the cohorts. */
  previousJob?: { id: string; prLink: string }
}

export function loopRecordOf(
  next: LoopState,
  proof: { checked: number; found: number } | undefined
): LoopRecord {
  return {
    v: 1,
    period: next.period,
    ...(next.job ? { job: { id: next.job.id, asked: next.job.asked } } : {}),
    ...(proof && next.previous ? { proof: { period: next.previous.period, ...proof } } : {})
  }
}
