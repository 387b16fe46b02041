// Every duration the action waits, bounds or retries by, in one place. The promise "no run lasts longer
// than `timeout-minutes` plus HARD_STOP_GRACE_MS" rests on these together: each grace past the deadline
// must fit inside the hard stop (__tests__ checks it). Outside this folder, src/ holds no timer literal.

/** From the deadline to the hard stop: whatever a peer does, the process writes what it has and exits. */
export const HARD_STOP_GRACE_MS = 10_000
/** After SIGINT/SIGTERM the phases stop at once; whatever still runs after this is cut off. The runner
 * sends SIGTERM ~7.5 s after SIGINT, so this leaves room for outputs and the summary. */
export const CANCEL_GRACE_MS = 1_200
/** After the run ends, a client with a request still in flight (after a cut-off) is not waited for longer. */
export const CLIENT_CLOSE_WAIT_MS = 200
/** Once the run is over, stdout/stderr get this long to flush before the process exits regardless. */
export const EXIT_FLUSH_MS = 1_000

// The docs API.
/** Connecting to the API (or its proxy): a healthy endpoint connects in well under a second. */
export const API_CONNECT_TIMEOUT_MS = 10_000
/** Per request: the longest wait for response headers, and between two body chunks. */
export const API_REQUEST_TIMEOUT_MS = 30_000
/** A call made without a run's deadline (a script, a test) still ends: the most it may take with retries. */
export const API_CALL_BUDGET_MS = 5 * 60_000
/** Retries inside one call: exponential from this base, with jitter. */
export const API_RETRY_BASE_MS = 1_000
/** ...and never a longer wait than this between two attempts of one call. */
export const API_RETRY_MAX_MS = 30_000

// Agent mode.
/** The ceiling of the adaptive poll interval: waiting longer than this between polls is never useful. */
export const MAX_POLL_INTERVAL_MS = 120_000
/** A read at (or just before) the deadline may still take this long, so the last poll is not wasted. */
export const FINAL_READ_GRACE_MS = 2_000
/** A wait says where it stands in the normal log at least this often (status, elapsed, next poll). */
export const WAIT_LINE_EVERY_MS = 60_000

// Deployments, previews and automations.
/** The organization's trigger window (10 requests per 10 s, shared by deployments and automations):
 * a refused trigger (429) without Retry-After is retried with waits that grow to this. */
export const TRIGGER_WINDOW_MS = 10_000
/** The preview window (5 per minute per organization): the same for a refused preview. */
export const PREVIEW_WINDOW_MS = 60_000

// GitHub.
/** Per GitHub request. GitHub answers these endpoints in well under a second; 10 s means something is wrong. */
export const GITHUB_REQUEST_TIMEOUT_MS = 10_000
/** After cancellation the last comment update gets this much: the step should be gone within ~2 s of
 * SIGINT, and a PATCH normally takes well under a second. */
export const GITHUB_CANCELLED_WRITE_MS = 1_000
/** The last comment update after the deadline (outcome `timeout`): a short grace past `timeout-minutes`. */
export const GITHUB_FINAL_WRITE_GRACE_MS = 5_000
/** The final comment write (a read and a PATCH) may take two requests' time. */
export const GITHUB_FINAL_WRITE_MS = 2 * GITHUB_REQUEST_TIMEOUT_MS
/** Reads are retried on 502/503/504 and network failures, this far apart (3 attempts in all). */
export const GITHUB_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000]
/** A retry is not started with less than this left before the deadline: it could not finish. */
export const GITHUB_MIN_RETRY_ROOM_MS = 1_000
/** Two runs that start a pull request's first job together: the later claim re-reads the earlier one's
 * comment this often, for its job id... */
export const CLAIM_POLL_MS = 2_000
/** ...until the earlier claim expires, this long after its sealed time (the earlier run normally needs a
 * few seconds): a claim left by a run that is gone holds no later run up for longer. */
export const CLAIM_TTL_MS = 60_000
/** A run stops waiting on another's claim this long before its own deadline, to create the job itself. */
export const CLAIM_CREATE_ROOM_MS = 10_000

// The sweep.
/** A dispatched sweep waits this long at most for the job its hint names (or a docs pull request that
 * just opened suggests): the job ends seconds after it opens its docs pull request. */
export const DISPATCH_WAIT_MS = 90_000
/** ...reading it this often. */
export const DISPATCH_POLL_MS = 5_000

// Analytics.
/** Without a Retry-After, a 429 is assumed to last the API's documented window: an hour. */
export const RATE_LIMIT_WINDOW_MS = 60 * 60_000
/** Transient failures (5xx, resets, proxy pages) of an export are retried from this wait... */
export const EXPORT_RETRY_BASE_MS = 1_000
/** ...up to this one, at the same position, until the deadline. */
export const EXPORT_RETRY_MAX_MS = 5 * 60_000
/** A 429 without Retry-After when there is more than an hour left: waits from a minute... */
export const RATE_LIMITED_BASE_MS = 60_000
/** ...up to a quarter of the window. */
export const RATE_LIMITED_MAX_MS = 15 * 60_000
/** The artifact upload may run this far past the deadline (an export that ends just before it still
 * gets its artifact out). @actions/artifact takes no abort signal and retries for ~30 s on its own. */
export const UPLOAD_GRACE_MS = 5_000
/** The blob upload's stall timer is never set below this, however close the deadline. */
export const UPLOAD_MIN_STALL_MS = 1_000

/** Every grace that may run past the deadline: each must end before the hard stop. */
export const GRACES_PAST_DEADLINE_MS = {
  FINAL_READ_GRACE_MS,
  GITHUB_FINAL_WRITE_GRACE_MS,
  UPLOAD_GRACE_MS
} as const

/** The pause before a history commit is built again on a branch another run moved (× the attempt, jittered). */
export const BRANCH_RACE_PAUSE_MS = 300
