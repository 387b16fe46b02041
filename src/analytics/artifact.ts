import type { RunBudget } from '../run-budget.js'

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
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  try {
    const result = await new DefaultArtifactClient().uploadArtifact(
      upload.name,
      upload.files,
      upload.rootDirectory,
      upload.retentionDays === undefined ? {} : { retentionDays: upload.retentionDays }
    )
    if (result.id === undefined) throw new Error('the artifact service returned no artifact id')
    return { id: result.id, url: artifactUrl(env, result.id) }
  } catch (error) {
    if (error instanceof GHESNotSupportedError) {
      warn(`Not uploading the artifact: ${error.message} ${keptHint}`)
      return undefined
    }
    throw error
  }
}
