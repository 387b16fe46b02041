import { UPLOAD_GRACE_MS, UPLOAD_MIN_STALL_MS } from '../../kernel/time/limits.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'

// The upload may run UPLOAD_GRACE_MS past the deadline. @actions/artifact takes no abort signal and
// retries a failing CreateArtifact for ~30 s, so beyond that the action stops waiting for it; main.ts
// ends the process afterwards, so the library's leftover sockets and timers cannot keep the step alive.

/** Why the action stopped waiting for the upload: the deadline passed or the run was cancelled. */
export class UploadStopped extends Error {}

// Uploads the export files as one workflow artifact. @actions/artifact (with its Azure SDK) is large,
// so it is imported only here, only when an upload will really be attempted: agent mode and runs
// without an artifact service never load it.

export interface UploadedArtifact {
  id: number
  /** Undefined when the run's URL parts (GITHUB_SERVER_URL, _REPOSITORY, _RUN_ID) are not all known. */
  url?: string
}

export interface ArtifactUpload {
  name: string
  files: string[]
  rootDirectory: string
  retentionDays?: number
  /** The run's deadline and cancellation: the upload must end within them. */
  budget?: RunBudget
}

type Warn = (message: string) => void

/**
 * GHES check with @actions/artifact's own rule (github.com, *.ghe.com and *.localhost have the
 * service). Done up front because the library's GHES error comes with a long warning of its own; this
 * way the user sees one clear warning.
 */
function isGhes(serverUrl: string | undefined): boolean {
  let host: string
  try {
    host = new URL(serverUrl || 'https://github.com').hostname.toUpperCase()
  } catch {
    return false
  }
  return host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST')
}

export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = env
  if (!server || !repo || !runId) return undefined
  return `${server.replace(/\/+$/, '')}/${repo}/actions/runs/${encodeURIComponent(runId)}/artifacts/${id}`
}

/**
 * Uploads, or warns once and returns undefined where no artifact service exists (outside a runner,
 * or on GHES): the files stay on disk and the step still succeeds. Any other upload error is thrown.
 */
export async function uploadArtifactFiles(
  upload: ArtifactUpload,
  warn: Warn,
  env: NodeJS.ProcessEnv = process.env
): Promise<UploadedArtifact | undefined> {
  const keptHint = `The files stay in ${upload.rootDirectory}.`
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    warn(
      `Not uploading the artifact: no artifact service here (ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL is not set, so this is not a GitHub Actions runner). ${keptHint}`
    )
    return undefined
  }
  if (isGhes(env.GITHUB_SERVER_URL)) {
    warn(
      `Not uploading the artifact: GitHub Enterprise Server (${env.GITHUB_SERVER_URL}) does not support this artifact service. ${keptHint} Upload them with actions/upload-artifact@v3 for GHES.`
    )
    return undefined
  }
  const bound = upload.budget?.bounded(Number.POSITIVE_INFINITY, UPLOAD_GRACE_MS)
  if (bound)
    limitBlobStall(Math.max(UPLOAD_MIN_STALL_MS, (upload.budget?.remainingMs() ?? 0) + UPLOAD_GRACE_MS))
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  try {
    const uploading = new DefaultArtifactClient().uploadArtifact(
      upload.name,
      upload.files,
      upload.rootDirectory,
      upload.retentionDays === undefined ? {} : { retentionDays: upload.retentionDays }
    )
    const result = bound
      ? await Promise.race([uploading, stopWaiting(bound.signal, upload.budget as RunBudget)])
      : await uploading
    if (result.id === undefined) throw new Error('the artifact service returned no artifact id')
    return { id: result.id, url: artifactUrl(env, result.id) }
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      warn(`Not uploading the artifact: ${error.message} ${keptHint}`)
      return undefined
    }
    throw error
  } finally {
    bound?.dispose()
  }
}

/**
 * The library's only time knob: a blob upload that makes no progress for this long fails (default
 * 5 minutes). Lowered to the time the upload has left; its retries of the Twirp calls (5 attempts
 * from 3 s) are fixed inside the library, so `stopWaiting` bounds those.
 */
function limitBlobStall(ms: number): void {
  const current = Number(process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS)
  if (!(current > 0 && current <= ms)) process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS = String(Math.ceil(ms))
}

/** Rejects when `signal` aborts: the upload is abandoned (it keeps nothing the step needs). */
function stopWaiting(signal: AbortSignal, budget: RunBudget): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () =>
      reject(
        new UploadStopped(
          budget.cancel.aborted
            ? 'the workflow was cancelled before the artifact service answered'
            : `the artifact service did not finish within \`timeout-minutes\` (plus ${UPLOAD_GRACE_MS / 1000} s)`
        )
      )
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  })
}
