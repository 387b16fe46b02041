import { errorMessage } from '../../../kernel/error-message.js'
import { untypedAs } from '../../../kernel/publish/gate.js'
import { datasetSpec, type SpecOptions } from '../datasets/index.js'
import type { DatasetName } from '../datasets/model.js'
import type { DatasetSpec } from '../datasets/spec.js'
import { rowsFor } from '../datasets/store.js'
import {
  fetchDataset,
  freshPosition,
  progressOf,
  wasFetched,
  type DatasetState,
  type PagerContext
} from './pager.js'
import { StopExport, type StopReason } from './request-ledger.js'

// Fetches every dataset of the export in turn. It knows the API contract but not GitHub Actions: the
// request ledger (client, deadline, cancellation) and the log are injected. It never throws for an early stop:
// it returns why, so the caller can write what was fetched and a checkpoint.

export interface ExportStop {
  reason: StopReason
  /** The whole message, with how far the export got. */
  message: string
}

export interface DatasetOptions extends SpecOptions {
  /** `page-size`, for views and visitors. */
  pageSize: number
}

export function limitFor(name: DatasetName, pageSize: number): number {
  const spec = datasetSpec(name, { includeContact: false })
  return name === 'views' || name === 'visitors' ? Math.min(pageSize, spec.maxLimit) : spec.maxLimit
}

/** A dataset's state before its first page, with the page size it will ask for. */
export function emptyState(spec: DatasetSpec, limit: number): DatasetState {
  return {
    spec,
    rows: rowsFor(spec),
    position: freshPosition(),
    meta: {},
    limit,
    requests: 0,
    pages: 0,
    resumedCursor: false,
    truncated: false,
    received: 0,
    anomalies: [],
    oddNumbers: false
  }
}

export function freshState(name: DatasetName, options: DatasetOptions): DatasetState {
  return emptyState(datasetSpec(name, options), limitFor(name, options.pageSize))
}

/** What each dataset will cost, as far as it is known before the first request. */
export function costPlan(states: DatasetState[]): string {
  return states
    .map(({ spec, limit }) => {
      const extra = spec.extra ? ` + 1 for ${spec.extra.label}` : ''
      const each = spec.paging === 'single' ? '1 request' : `1 request per ${limit} rows`
      return `${spec.name}: ${each}${extra}`
    })
    .join('; ')
}

export function messageOf(stop: StopExport, progress: string): string {
  switch (stop.reason) {
    case 'cancelled':
      return `The export was cancelled: ${progress}.`
    case 'deadline':
      return `The export did not finish within \`timeout-minutes\`: ${progress}. Last error: ${stop.detail} Resume later from the checkpoint, or use a larger \`timeout-minutes\`.`
    case 'rate-limit':
      return `The analytics rate limit stopped the export: ${progress}. ${stop.detail}`
    case 'max-requests':
      return `The export stopped at ${stop.detail}: ${progress}.`
    default:
      return `${stop.detail} The export stopped: ${progress}.`
  }
}

/** How far the whole export got: every dataset's rows, and where the one that stopped was. */
function progressOfAll(states: readonly DatasetState[], stopped: DatasetState): string {
  if (states.length === 1) return progressOf(stopped)
  const rows = states.reduce((sum, s) => sum + s.rows.size, 0)
  const each = states.map(s => `${s.spec.name} ${s.rows.size}`).join(', ')
  const where = stopped.spec.paging === 'offset' ? ` at offset ${stopped.position.offset}` : ''
  return `fetched ${rows} rows in all (${each}); ${stopped.spec.name} stopped${where}`
}

const isFinished = (s: DatasetState) => s.position.done && (!s.spec.extra || s.position.extraDone)

export async function exportDatasets(
  states: DatasetState[],
  ctx: PagerContext
): Promise<ExportStop | undefined> {
  for (const state of states) {
    if (isFinished(state)) continue
    try {
      await fetchDataset(state, ctx)
    } catch (error) {
      const stop =
        error instanceof StopExport
          ? error
          : new StopExport('error', `Unexpected failure: ${untypedAs(errorMessage(error), 'redact')}.`)
      // The last progress line names the dataset the export stopped in, whether it had begun or not.
      const held = wasFetched(state) ? `${state.rows.size} rows` : 'not fetched'
      ctx.log.info(
        `${state.spec.label}: ${held}; ${state.requests} request(s) in this run; stopped (${stop.reason}).`
      )
      return { reason: stop.reason, message: messageOf(stop, progressOfAll(states, state)) }
    }
  }
  return undefined
}
