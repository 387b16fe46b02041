export const id = 711;
export const ids = [711,614];
export const modules = {

/***/ 61668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JR: () => (/* binding */ boundedRequest),
  dZ: () => (/* binding */ describeGitHubError),
  e5: () => (/* binding */ gitHubWarning),
  nj: () => (/* binding */ isPermissionProblem),
  It: () => (/* binding */ permissionsBlock),
  n4: () => (/* binding */ readPages)
});

// UNUSED EXPORTS: hasNextPage

// EXTERNAL MODULE: ./src/kernel/time/clock.ts
var clock = __webpack_require__(83673);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/time/run-budget.ts
var run_budget = __webpack_require__(13398);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
;// CONCATENATED MODULE: ./src/kernel/github/permissions.ts
// Which `permissions:` line each GitHub call of this action needs, so that a refusal (403) says the
// mode, the call and the line to add instead of GitHub's bare "Resource not accessible by integration".
// Comments and labels go through the issues API: on a pull request `pull-requests: write` covers
// them, on an issue (analytics' report issue) `issues: write` does.
const onThread = (onIssue, level) => onIssue ? `issues: ${level}` : `pull-requests: ${level}`;
const TABLE = [
    ['POST', /\/check-runs$/, () => ({ call: 'creating the check run', permission: 'checks: write' })],
    [
        'PATCH',
        /\/check-runs\/[^/]+$/,
        () => ({ call: 'completing the check run', permission: 'checks: write' })
    ],
    ['GET', /\/check-runs/, () => ({ call: 'reading the check runs', permission: 'checks: read' })],
    ['POST', /\/issues\/[^/]+\/labels$/, i => ({ call: 'adding the label', permission: onThread(i, 'write') })],
    ['DELETE', /\/labels\/[^/]+$/, i => ({ call: 'removing the label', permission: onThread(i, 'write') })],
    [
        'POST',
        /\/issues\/[^/]+\/comments$/,
        i => ({ call: 'writing the comment', permission: onThread(i, 'write') })
    ],
    [
        'PATCH',
        /\/issues\/comments\/[^/]+$/,
        i => ({ call: 'updating the comment', permission: onThread(i, 'write') })
    ],
    [
        'DELETE',
        /\/issues\/comments\/[^/]+$/,
        i => ({ call: 'deleting the comment', permission: onThread(i, 'write') })
    ],
    [
        'GET',
        /\/issues\/comments\/[^/]+$/,
        i => ({ call: 'reading the comment', permission: onThread(i, 'read') })
    ],
    [
        'GET',
        /\/issues\/[^/]+\/comments$/,
        i => ({ call: 'listing the comments', permission: onThread(i, 'read') })
    ],
    [
        'POST',
        /\/comments\/[^/]+\/reactions$/,
        i => ({ call: 'reacting to the comment', permission: onThread(i, 'write') })
    ],
    ['GET', /\/issues$/, () => ({ call: 'listing the issues', permission: 'issues: read' })],
    ['POST', /\/issues$/, () => ({ call: 'creating the issue', permission: 'issues: write' })],
    ['PATCH', /\/issues\/[^/]+$/, () => ({ call: 'updating the issue', permission: 'issues: write' })],
    ['GET', /\/issues\/[^/]+$/, () => ({ call: 'reading the issue', permission: 'issues: read' })],
    [
        'GET',
        /\/pulls\/[^/]+\/files$/,
        () => ({ call: "listing the pull request's files", permission: 'pull-requests: read' })
    ],
    ['GET', /\/pulls\/[^/]+$/, () => ({ call: 'reading the pull request', permission: 'pull-requests: read' })],
    [
        'GET',
        /\/(compare|commits|releases)(\/|$)/,
        () => ({ call: 'reading the commits', permission: 'contents: read' })
    ],
    ['GET', /\/actions\//, () => ({ call: "reading the workflow's runs", permission: 'actions: read' })]
];
/** What `route` ("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}") needs, if this action knows it. */
function permissionFor(route, mode) {
    const [method = '', path = ''] = route.split(' ');
    const found = TABLE.find(([m, pattern]) => m === method && pattern.test(path));
    return found?.[2](mode === 'analytics');
}
/**
 * The error for a call GitHub refused for want of a permission: its message names the mode, the call
 * and the line; the status and response stay, so every reader still sees a 403.
 */
function namedRefusal(error, route, mode) {
    const need = permissionFor(route, mode);
    if (!need || !(error instanceof Error))
        return error;
    const status = error.status;
    const message = `${mode ?? 'docs-agent-action'}: ${need.call} needs \`${need.permission}\` in the workflow's \`permissions:\` (GitHub refused it: HTTP ${String(status)})`;
    return Object.assign(new Error(message, { cause: error }), {
        name: 'GitHubPermissionError',
        status,
        response: error.response,
        need
    });
}

// EXTERNAL MODULE: ./src/kernel/github/refusal.ts
var github_refusal = __webpack_require__(15617);
;// CONCATENATED MODULE: ./src/kernel/github/retry.ts



// When a failed GitHub call is tried again, for every mode: a bounded number of attempts per call and
// a bounded number of retries per run, so that a run's requests fit the default GITHUB_TOKEN's 1,000
// an hour. Reads and writes GitHub may repeat safely (PATCH, PUT, DELETE, adding labels or a
// reaction) retry 502/503/504; reads also retry calls that got no answer. A write that may have
// landed without an answer (creating a comment, an issue, a check run) is not repeated: a twin would
// be worse than the gap. A rate limit is waited out on the run's clock when the wait fits before the
// deadline, whatever the method (GitHub did not carry the call out); otherwise the run stops and says so.
/** Attempts of one call, the first included. */
const MAX_ATTEMPTS = limits/* GITHUB_RETRY_DELAYS_MS */.H5.length + 1;
/** Retries of one run, over all its calls: a sweep of 100 pull requests sends about 600 requests. */
const RETRY_ALLOWANCE = 100;
const repeatable = (route) => {
    const [method = '', path = ''] = route.split(' ');
    if (method === 'GET' || method === 'PATCH' || method === 'PUT' || method === 'DELETE')
        return true;
    return method === 'POST' && /\/(labels|reactions)$/.test(path);
};
/** Whether and when to try `route` again after `error` on attempt `attempt` (1 for the first) of `most`. */
function planRetry(route, error, { attempt, most }, budget, calls) {
    if (budget?.cancel.aborted)
        return { kind: 'stop', error };
    const now = budget?.clock.now() ?? Date.now();
    const refusal = (0,github_refusal/* classifyGitHubFailure */.iF)(error, now);
    const room = budget ? budget.remainingMs() - limits/* GITHUB_MIN_RETRY_ROOM_MS */.nO : Infinity;
    const spent = attempt >= most || calls.retries >= RETRY_ALLOWANCE;
    if (refusal.kind === 'permission')
        return { kind: 'stop', error: namedRefusal(error, route, calls.mode) };
    if (refusal.kind === 'rate-limit') {
        if (spent)
            return {
                kind: 'stop',
                error: new github_refusal/* GitHubRateLimitError */.Rr(refusal.why, refusal.waitMs, `still limited after ${attempt} attempt(s); stopped`)
            };
        if (refusal.waitMs > room)
            return {
                kind: 'stop',
                error: new github_refusal/* GitHubRateLimitError */.Rr(refusal.why, refusal.waitMs, `the wait does not fit before the run's deadline (${Math.max(0, Math.floor((room + limits/* GITHUB_MIN_RETRY_ROOM_MS */.nO) / 1000))} s left); stopped without waiting`)
            };
        return { kind: 'retry', delayMs: refusal.waitMs, why: `${refusal.why}; waiting` };
    }
    if (refusal.kind !== 'transient' || spent)
        return { kind: 'stop', error };
    const isRead = route.startsWith('GET ');
    if (!isRead && !(refusal.answered && repeatable(route)))
        return { kind: 'stop', error };
    const delayMs = limits/* GITHUB_RETRY_DELAYS_MS */.H5[attempt - 1] ?? 0;
    if (delayMs > room)
        return { kind: 'stop', error };
    return { kind: 'retry', delayMs };
}

;// CONCATENATED MODULE: ./src/kernel/github/api.ts
// The few GitHub REST calls this action makes, behind one small function type so the rest of the code
// never depends on Octokit's types (and tests can pass a fake). Every call is bounded in time: a slow or
// hanging GitHub API must not hold the step, least of all after cancellation.





/** GitHub paginates with a Link header; `rel="next"` is there until the last page. */
function hasNextPage(headers) {
    const link = headers.link ?? headers.Link;
    return typeof link === 'string' && /<[^>]*>\s*;\s*rel="?next"?/.test(link);
}
/** One attempt's signal: the run's budget (deadline and cancellation) and the per-request timeout. */
function attemptSignal(budget) {
    return budget ? budget.bounded(limits/* GITHUB_REQUEST_TIMEOUT_MS */.bB) : (0,run_budget/* timeoutSignal */._)(limits/* GITHUB_REQUEST_TIMEOUT_MS */.bB);
}
/**
 * Wraps Octokit's request so that every call runs under the run's deadline and cancellation with a
 * plain-timer timeout (which fires on Node 20, unlike `AbortSignal.any` with `AbortSignal.timeout`),
 * retried as retry.ts says, never past the deadline, each attempt counted in `calls`. A refusal names
 * the permission the call needs. A caller that passes its own `request.signal` (the last comment
 * update, which has a budget of its own) gets one attempt.
 */
function boundedRequest(raw, budget, onRetry, calls = { attempts: 0, retries: 0 }) {
    return async (route, params) => {
        const own = params.request?.signal;
        for (let attempt = 1;; attempt++) {
            const bound = own ? undefined : attemptSignal(budget);
            try {
                calls.attempts++;
                // Other request options (`redirect: 'manual'`, so a 301 is seen, not followed) are kept.
                const options = params.request;
                return await raw(route, bound ? { ...params, request: { ...options, signal: bound.signal } } : params);
            }
            catch (error) {
                const plan = planRetry(route, error, { attempt, most: own ? 1 : MAX_ATTEMPTS }, budget, calls);
                if (plan.kind === 'stop')
                    throw plan.error;
                const failure = describeGitHubError(error);
                const why = plan.why ?? (failure.status ? `HTTP ${failure.status}` : failure.message);
                onRetry?.(route, why, attempt, plan.delayMs);
                calls.retries++;
                await (budget?.clock ?? clock/* realClock */.d).sleep(plan.delayMs, budget?.cancel);
                if (budget?.cancel.aborted)
                    throw error;
            }
            finally {
                bound?.dispose();
            }
        }
    };
}
/**
 * Reads a list page by page, at most `maxPages` requests whatever the server says: a server that
 * keeps announcing `rel="next"` (with rows or without) cannot keep the step busy.
 */
async function readPages(request, route, params, options) {
    const rows = [];
    for (let page = 1; page <= options.maxPages; page++) {
        const response = await request(route, { ...params, per_page: options.perPage, page });
        const got = Array.isArray(response.data) ? response.data : [];
        rows.push(...got);
        const more = hasNextPage(response.headers) && got.length > 0;
        if (!more)
            return { rows, capped: false };
        if (options.enough?.(rows) || page === options.maxPages)
            return { rows, capped: true };
    }
    return { rows, capped: false };
}
const MAX_MESSAGE_CHARS = 300;
/** Octokit's RequestError carries `status`; aborts surface as AbortError/TimeoutError (sometimes as `cause`). */
function describeGitHubError(error) {
    const err = error;
    const cause = (err?.cause ?? {});
    const names = [err?.name, cause.name];
    if (names.includes('TimeoutError'))
        return { message: 'no answer in time (timed out)' };
    if (names.includes('AbortError'))
        return { message: 'stopped (the run was cancelled)' };
    const raw = typeof err?.message === 'string' ? err.message : String(error);
    // A proxy's HTML error page can land in the message: keep it to one short line (redacted before the cut).
    const message = (0,safe_text/* cut */.Jj)((0,safe_text/* redact */.E$)(raw.replace(/\s+/g, ' ').trim()), MAX_MESSAGE_CHARS, '') || 'unknown error';
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : undefined;
    // Octokit reports network failures as status 500 without a response: not an HTTP answer.
    const hasResponse = error?.response !== undefined;
    return { status: hasResponse ? status : undefined, message };
}
/** The exact block to add to the workflow, for a warning. */
function permissionsBlock(write) {
    return `permissions:\n  contents: read\n  pull-requests: ${write ? 'write' : 'read'}`;
}
/** A 401/403/404 from these endpoints means the token may not do this (GitHub hides private resources as 404). */
function isPermissionProblem(failure) {
    return failure.status === 401 || failure.status === 403 || failure.status === 404;
}
/**
 * The warning for a failed GitHub call: what failed, why, and for permission problems the exact
 * `permissions:` block (plus the fork caveat, where no block helps).
 */
function gitHubWarning(what, error, needsWrite, consequence) {
    const failure = describeGitHubError(error);
    const status = failure.status ? `HTTP ${failure.status}: ` : '';
    let text = `Could not ${what} (${status}${(0,safe_text/* forLog */.Ig)(failure.message, MAX_MESSAGE_CHARS)}). ${consequence}`;
    if (isPermissionProblem(failure)) {
        text +=
            `\nThe github-token lacks the permission. Add this to the workflow (or the job):\n${permissionsBlock(needsWrite)}` +
                '\nOn pull requests from forks the GITHUB_TOKEN is read-only whatever the block says' +
                (needsWrite ? '; set `comment-on-pr: false` there to skip the comment.' : '.');
    }
    return text;
}


/***/ }),

/***/ 33614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openGitHub: () => (/* binding */ openGitHub)
});

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
;// CONCATENATED MODULE: ./src/kernel/github/bounded-fetch.ts
// The fetch Octokit uses for every GitHub call: the answer is read here, decoded, and counted as it
// arrives; past MAX_GITHUB_RESPONSE_BYTES the read stops and the call fails. A small gzip reply that
// inflates to gigabytes (a broken proxy, a hostile GitHub Enterprise host) then costs a few megabytes,
// not the runner's memory. The whole body is read before Octokit sees the response, because Octokit
// turns a body that fails half-way into an empty success.
/**
 * The largest answer any call of this action needs: a page of 100 comments of at most 65,536
 * characters each, in UTF-8 and JSON-escaped, stays well under it.
 */
const MAX_GITHUB_RESPONSE_BYTES = 32 * 1024 * 1024;
class ResponseTooLargeError extends Error {
    constructor(limit) {
        super(`GitHub's answer is larger than ${Math.round(limit / (1024 * 1024))} MB (the limit); it was not read`);
        this.name = 'ResponseTooLargeError';
    }
}
const NO_BODY = new Set([101, 204, 205, 304]);
function boundedFetch(limit = MAX_GITHUB_RESPONSE_BYTES) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (!response.body || NO_BODY.has(response.status))
            return response;
        const chunks = [];
        let size = 0;
        const reader = response.body.getReader();
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            size += value.byteLength;
            if (size > limit) {
                await reader.cancel().catch(() => undefined);
                throw new ResponseTooLargeError(limit);
            }
            chunks.push(value);
        }
        const headers = new Headers(response.headers);
        // The body handed on is decoded: the encoding and length of the bytes on the wire no longer apply.
        headers.delete('content-encoding');
        headers.delete('content-length');
        const body = Buffer.concat(chunks);
        const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
        Object.defineProperty(copy, 'url', { value: response.url });
        return copy;
    };
}

;// CONCATENATED MODULE: ./src/kernel/github/octokit.ts



// The one way this action talks to GitHub's REST API: Octokit from @actions/github, every answer read
// through boundedFetch (its decoded size capped), every call under the run's deadline and cancellation,
// retried within the budget (retry.ts), every attempt counted.
const USER_AGENT = 'docs-agent-action';
/**
 * getOctokit takes its base URL from GITHUB_API_URL (GHES, tests) when the module loads: it is imported
 * only here, once the env is final. The event is read from the run's Trigger (kernel/trigger), never
 * from the module's `context`, though loading the module still builds one (and throws when the event
 * file is not JSON: callers with a Trigger that could not read it stop before this).
 */
async function openGitHub(token, budget, 
/** The run's log: each retry is a line. */
info, 
/** The mode, named in the message of a call GitHub refuses. */
mode) {
    const github = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(119), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    // @actions/github adds no retry or throttling plugin: boundedRequest retries, within the budget.
    const octokit = github.getOctokit(token, { userAgent: USER_AGENT, request: { fetch: boundedFetch() } });
    const raw = (route, params) => octokit.request(route, params);
    const calls = { attempts: 0, retries: 0, ...(mode ? { mode } : {}) };
    const request = (0,api/* boundedRequest */.JR)(raw, budget, (route, why, attempt, delayMs) => info(`GitHub ${route}: ${(0,safe_text/* forLog */.Ig)(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`), calls);
    return { request, calls };
}


/***/ }),

/***/ 15617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   iF: () => (/* binding */ classifyGitHubFailure),
/* harmony export */   r8: () => (/* binding */ isGitHubRateLimit)
/* harmony export */ });
/* unused harmony exports SECONDARY_LIMIT_WAIT_MS, retryAfterMs */
// What a failed GitHub call was, read from its status, headers and message: a rate limit (primary or
// secondary), a refusal for want of a permission, a transient failure of GitHub or a proxy, or
// something else. A rate limit is never a missing permission: GitHub's secondary limits answer 403
// or 429, with `retry-after`, with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`, or with
// neither (then the message names the secondary rate limit and GitHub asks for at least a minute).
/** GitHub's documented wait after a secondary rate limit that names no time. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;
const header = (headers, name) => {
    const value = headers?.[name] ?? headers?.[name.toLowerCase()];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
};
/** `retry-after` in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(value, now) {
    if (value === undefined || value === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.ceil(Number(value) * 1000);
    const at = Date.parse(value);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
const seconds = (ms) => `${Math.ceil(ms / 1000)} s`;
/** The rate limit a 403 or 429 says, or undefined when it is none (`now` on the run's clock). */
function rateLimit(status, headers, message, now) {
    const asked = retryAfterMs(header(headers, 'retry-after'), now);
    const secondary = /secondary rate limit|abuse/i.test(message);
    const name = secondary || header(headers, 'x-ratelimit-remaining') !== '0' ? 'secondary rate limit' : 'rate limit';
    if (asked !== undefined)
        return { waitMs: asked, why: `GitHub's ${name} (HTTP ${status}, retry-after ${seconds(asked)})` };
    if (header(headers, 'x-ratelimit-remaining') === '0') {
        const reset = Number(header(headers, 'x-ratelimit-reset'));
        // One second past the reset: GitHub's clock and this runner's differ a little.
        const waitMs = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) + 1000 : SECONDARY_LIMIT_WAIT_MS;
        return {
            waitMs,
            why: `GitHub's rate limit (HTTP ${status}, x-ratelimit-remaining 0, resets in ${seconds(waitMs)})`
        };
    }
    if (status === 429 || /rate limit/i.test(message))
        return {
            waitMs: SECONDARY_LIMIT_WAIT_MS,
            why: `GitHub's ${name} (HTTP ${status}, no wait named: at least a minute, as GitHub asks)`
        };
    return undefined;
}
/** Classifies a failed call; `now` is the run's clock (a `retry-after` date and the reset are read on it). */
function classifyGitHubFailure(error, now) {
    const err = (error ?? {});
    const names = [err.name, err.cause?.name];
    if (names.includes('AbortError'))
        return { kind: 'other' };
    const status = typeof err.status === 'number' ? err.status : undefined;
    // Octokit reports network failures as status 500 without a response: not an HTTP answer.
    if (err.response === undefined || status === undefined)
        return { kind: 'transient', answered: false };
    const message = typeof err.message === 'string' ? err.message : '';
    if (status === 403 || status === 429) {
        const limit = rateLimit(status, err.response.headers, message, now);
        if (limit)
            return { kind: 'rate-limit', ...limit };
        if (status === 403)
            return { kind: 'permission' };
    }
    if ([502, 503, 504].includes(status))
        return { kind: 'transient', answered: true };
    return { kind: 'other' };
}
/**
 * A rate limit this run could not wait out: the wait does not fit before its deadline, or the attempts
 * allowed for one call are spent. It has no HTTP status on purpose: no reader takes it for a refusal.
 */
class GitHubRateLimitError extends Error {
    why;
    waitMs;
    constructor(why, waitMs, stopped) {
        super(`${why}: ${stopped}`);
        this.why = why;
        this.waitMs = waitMs;
        this.name = 'GitHubRateLimitError';
    }
}
const isGitHubRateLimit = (error) => error instanceof Error && error.name === 'GitHubRateLimitError';


/***/ }),

/***/ 6705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ outputSetter),
/* harmony export */   ST: () => (/* binding */ sharedOutputs),
/* harmony export */   n0: () => (/* binding */ setOutputs)
/* harmony export */ });
/* unused harmony export SHARED_OUTPUTS */
const fieldOf = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
/** Sets every output of `spec`, in the spec's order, from the field of `values` that names it. */
function setOutputs(out, spec, values) {
    const fields = values;
    for (const name of Object.keys(spec)) {
        const value = fields[fieldOf(name)];
        out.set(name, value === null || value === undefined ? undefined : typeof value === 'boolean' ? String(value) : value);
    }
}
/** The run's outputs, narrowed to the ones `spec` lists. */
function outputSetter(out, spec) {
    return (name, value) => {
        if (!(name in spec))
            throw new Error(`The output ${name} is not in the mode's output spec`);
        out.set(name, value);
    };
}
/**
 * The outputs more than one mode sets, each described once: a mode's spec takes the ones it sets
 * (sharedOutputs). `skipped-reason` is every mode's that a comment can start: the admission gate
 * (kernel/admission/gate.ts) sets it when the comment's author may not start the mode.
 */
const SHARED_OUTPUTS = {
    'job-id': "The agent job id (automation, the run's `jobId`). Set as soon as the job is known, before any polling.",
    status: 'The last status the API reported: `active`, `completed`, `archived` or `failed`. Deploy and preview: `queued`, `in_progress`, `success` or `failure`; empty when not read.',
    'pr-link': 'The pull request the agent opened; empty when none.',
    'comment-url': 'URL of the sticky pull request comment (agent or preview), when one was written.',
    'skipped-reason': "Why the step did nothing (agent mode: `action` is `skipped`): no command, no instruction, not a pull request, refused (in any mode a comment starts), the agent's own pull request, ..."
};
/** The shared outputs `names`, with their one description each. */
function sharedOutputs(...names) {
    return Object.fromEntries(names.map(name => [name, SHARED_OUTPUTS[name]]));
}


/***/ }),

/***/ 77076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ isJobTerminal),
/* harmony export */   Vs: () => (/* binding */ readAgentJob),
/* harmony export */   Yr: () => (/* binding */ jobOutcome),
/* harmony export */   ai: () => (/* binding */ watchedJob),
/* harmony export */   bX: () => (/* binding */ WrongJobError),
/* harmony export */   hx: () => (/* binding */ describeJob)
/* harmony export */ });
/* unused harmony export resumeHint */
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37770);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8763);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51618);



// An agent job as a thing to wait for and to judge: agent mode's job, and an automation run's job
// (read through the same endpoint). Its identity, statuses and log words for the one wait
// (wait.ts), and whether it fails the step per `fail-on` (outcome.ts).
/** A record of another job than the one the run named: a broken contract, never a job to follow. */
class WrongJobError extends Error {
    jobId;
    otherId;
    constructor(message, 
    /** The job the run named. */
    jobId, 
    /** The job the record was of. */
    otherId) {
        super(message);
        this.jobId = jobId;
        this.otherId = otherId;
        this.name = 'WrongJobError';
    }
}
function isJobTerminal(job) {
    return _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATUSES */ .CM.has(job.status);
}
/** The job's status (and pull request) for a log line: every outside value through forLog. */
function describeJob(job) {
    const pr = job.prLink ? `, pull request ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.prLink)}` : '';
    return `${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status)}${pr}`;
}
/** The job `jobId` as the one wait follows it. */
function watchedJob(jobId) {
    const shown = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return {
        id: jobId,
        idOf: job => job.id,
        statusOf: job => job.status,
        isKnownStatus: _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnownStatus */ .ih,
        isTerminal: isJobTerminal,
        name: `job ${shown}`,
        describe: describeJob,
        unknownStatus: job => `Job ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)} has a status the action does not know, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`,
        wrongRecord: job => new WrongJobError(`The API answered for job ${shown} with a record of another job, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)}: a broken contract. ` +
            `The action keeps to job ${shown}, the one this run named, and does not follow the other.`, jobId, job.id),
        readFailed: (error, retryIn) => `Reading job ${shown} failed (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(error.message)}); polling again in ${retryIn}`
    };
}
/**
 * The one way any mode reads an agent job (`GET .../job/{id}`): the record must be of the job asked
 * for. A record of another id is a broken contract (WrongJobError), never that job's state.
 */
async function readAgentJob(client, projectId, jobId, call) {
    const job = await client.getJob(projectId, jobId, call);
    if (job.id !== jobId)
        throw watchedJob(jobId).wrongRecord(job);
    return job;
}
function resumeHint(jobId) {
    return `It keeps running on the service; to wait for it again, run with \`job-id: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId)}\` and no \`prompt\`.`;
}
/** What the user can do about a job that ended badly. */
function nextSteps(jobId) {
    const id = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`;
}
/** Whether the job's wait fails the step, per `fail-on` (`failed`, `archived`, `no-pr`, `timeout`). */
function jobOutcome(report, failOn) {
    const { job } = report;
    const jobId = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(report.jobId);
    const last = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job?.status ?? 'unknown');
    const next = resumeHint(report.jobId);
    const unfinished = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .unfinishedOutcome */ .ii)(report, { what: `job ${jobId}`, last, next, stopped: 'polling' }, failOn);
    if (unfinished)
        return unfinished;
    if (report.outcome !== 'terminal' || !job)
        return {};
    let warning;
    if (job.status === 'failed' || job.status === 'archived') {
        const text = job.status === 'failed'
            ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
            : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`;
        const judged = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .perFailOn */ .j3)(text, job.status, failOn);
        if (judged.failure)
            return judged;
        warning = judged.warning;
    }
    if (!job.prLink && failOn.has('no-pr'))
        return { failure: `Job ${jobId} finished as ${last} without a pull request (\`fail-on: no-pr\`).` };
    return { warning };
}


/***/ }),

/***/ 1711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sweepMode: () => (/* binding */ sweepMode)
});

// UNUSED EXPORTS: describe, window

// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
// EXTERNAL MODULE: ./src/kernel/github/refusal.ts
var refusal = __webpack_require__(15617);
// EXTERNAL MODULE: ./src/kernel/github/identity.ts
var github_identity = __webpack_require__(20823);
// EXTERNAL MODULE: ./src/kernel/github/octokit.ts + 1 modules
var octokit = __webpack_require__(33614);
// EXTERNAL MODULE: ./src/pr-job/waiting-label.ts
var waiting_label = __webpack_require__(18484);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/pr-job/check-run.ts
var check_run = __webpack_require__(58088);
// EXTERNAL MODULE: ./src/pr-job/comment-body.ts
var comment_body = __webpack_require__(74622);
// EXTERNAL MODULE: ./src/kernel/github/comment-store.ts
var comment_store = __webpack_require__(25324);
// EXTERNAL MODULE: ./src/pr-job/history.ts
var pr_job_history = __webpack_require__(4408);
// EXTERNAL MODULE: ./src/pr-job/state-write.ts
var state_write = __webpack_require__(82611);
// EXTERNAL MODULE: ./src/kernel/github/state-seal.ts
var state_seal = __webpack_require__(11308);
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/wait/agent-job.ts
var agent_job = __webpack_require__(77076);
// EXTERNAL MODULE: ./src/kernel/wait/wait.ts
var wait_wait = __webpack_require__(78930);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
;// CONCATENATED MODULE: ./src/modes/sweep/job-end.ts







// What became of a pending job, from one read: ended (its outcome and docs pull request, whether its
// pull request is open, merged or closed), still running, or unknown to the API. A job the API
// answers 404 for on MISSING_SWEEPS sweeps in a row, or for MISSING_FOR_MS since the first, is
// finished for the sweep: it would otherwise keep its label and its check in progress for ever.
const MISSING_SWEEPS = 3;
const MISSING_FOR_MS = 24 * 60 * 60 * 1000;
async function endOf(context, pr, pending) {
    const base = { action: pending.action, jobId: pending.job };
    let job;
    try {
        job = await (0,agent_job/* readAgentJob */.Vs)(context.client, context.inputs.projectId, pending.job, context.call);
    }
    catch (error) {
        if ((0,errors/* isApiError */.d7)(error) && error.status === 404)
            return missingJob(pending, base, context.now());
        // A key the API refuses fails every pull request alike: the sweep stops and says so.
        if ((0,errors/* isApiError */.d7)(error) && (error.status === 401 || error.status === 403))
            throw error;
        return { failed: `reading job ${(0,safe_text/* forLog */.Ig)(pending.job)} failed: ${(0,safe_text/* forLog */.Ig)((0,error_message/* errorMessage */.g)(error), 200)}` };
    }
    if (!(0,agent_job/* isJobTerminal */.Os)(job) && pr.state === 'open') {
        try {
            job = await waitOnDispatch(context, pr, pending, job);
        }
        catch (error) {
            if ((0,errors/* isApiError */.d7)(error) && (error.status === 401 || error.status === 403))
                throw error;
            return { running: job.status };
        }
    }
    if (!(0,agent_job/* isJobTerminal */.Os)(job)) {
        if (pr.state === 'open')
            return { running: job.status };
        return {
            report: { ...base, outcome: 'closed', job: { status: job.status } },
            check: (0,check_run/* neutralOutcome */.s7)('Pull request closed', `The pull request was closed while job <code>${(0,safe_text/* forMarkdown */.Bm)(pending.job, 128)}</code> ran; the job keeps running on the service.`)
        };
    }
    // Ended: its outcome and its docs pull request, whatever became of the pull request since.
    const prLink = job.prLink && (0,safe_text/* httpsUrl */.N3)(job.prLink) ? job.prLink : null;
    return {
        report: { ...base, outcome: 'terminal', job: { status: job.status, prLink } },
        check: (0,check_run/* jobCheckOutcome */.kP)(pending.job, { status: job.status, prLink, model: job.model })
    };
}
/** A job a dispatch's hint points at gets polled by the one wait's rules, until the hint's deadline. */
async function waitOnDispatch(context, pr, pending, job) {
    const wait = context.dispatch;
    if (!wait || !wait.covers(pr.number, pending.job))
        return job;
    const deadline = Math.min(wait.deadline, context.call.deadline);
    if (deadline <= context.now())
        return job;
    context.log.info(`Pull request #${pr.number}: job ${(0,safe_text/* forLog */.Ig)(pending.job)} is still ${(0,safe_text/* forLog */.Ig)(job.status)}; the dispatch points at it, so the sweep waits for it until ${new Date(deadline).toISOString()}.`);
    const { projectId } = context.inputs;
    const result = await (0,wait_wait/* waitFor */.fm)(new wait_wait/* RecordCheck */.qs((0,agent_job/* watchedJob */.ai)(pending.job), context.log), {
        log: context.log,
        read: call => (0,agent_job/* readAgentJob */.Vs)(context.client, projectId, pending.job, call),
        initial: job,
        deadline,
        intervalMs: limits/* DISPATCH_POLL_MS */.Sp,
        signal: context.call.signal,
        clock: context.clock,
        started: context.now()
    });
    return result.job ?? job;
}
/** One more 404 after `previous`: the count, and whether it is enough to stop following the thing. */
function counted(previous, now) {
    const first = previous ? Date.parse(previous.since) : NaN;
    const since = Number.isNaN(first) || first > now ? now : first;
    const missing = { count: (previous?.count ?? 0) + 1, since: new Date(since).toISOString() };
    return { missing, givesUp: missing.count >= MISSING_SWEEPS || now - since >= MISSING_FOR_MS };
}
function missingJob(pending, base, now) {
    const { missing, givesUp } = counted(pending.missing, now);
    if (!givesUp)
        return { missing };
    const why = `the API answered 404 for job ${(0,safe_text/* forLog */.Ig)(pending.job, 128)} on ${missing.count} sweep(s) in a row since ${missing.since}: it no longer knows the job, so the sweep stops following it`;
    return {
        report: { ...base, outcome: 'terminal' },
        error: why,
        notFound: missing,
        check: (0,check_run/* neutralOutcome */.s7)('Job not found', `The API answered 404 for job <code>${(0,safe_text/* forMarkdown */.Bm)(pending.job, 128)}</code> on ${missing.count} sweep(s) in a row since ${(0,safe_text/* forMarkdown */.Bm)(missing.since, 40)}; the sweep no longer follows it.`)
    };
}

;// CONCATENATED MODULE: ./src/modes/sweep/finish.ts











async function sweepPullRequest(context, pr) {
    const { inputs, request, repository, log } = context;
    const target = { ...repository, number: pr.number };
    const owner = (0,state_seal/* stateOwner */.PR)([inputs.apiKey, inputs.previousApiKey], {
        repository: `${repository.owner}/${repository.repo}`,
        pullRequest: pr.number,
        project: inputs.projectId
    });
    const store = new comment_store/* CommentStore */.j(request, { ...target, fromComment: false }, message => log.info(message), context.identity);
    const comments = await store.list();
    const sticky = (0,comment_body/* pullRequestComment */.Gs)((0,comment_body/* ownComments */.D5)(comments, await store.trustedIdentities(comments), owner));
    const pending = sticky?.state.pending;
    if (!sticky || !pending) {
        const labelLeft = await releaseLabel(context, target, store, sticky?.id, owner);
        return { kind: 'nothing', number: pr.number, ...(labelLeft ? { labelLeft } : {}) };
    }
    const place = { store, owner, commentId: sticky.id };
    const ended = await endOf(context, pr, pending);
    if ('failed' in ended)
        return { kind: 'failed', number: pr.number, why: ended.failed };
    if ('running' in ended) {
        // A read that finds the job again starts the 404 count anew ("in a row").
        if (pending.missing)
            await countMissing(place, sticky, pending, { missing: undefined });
        return { kind: 'running', number: pr.number, jobId: pending.job, status: ended.running };
    }
    if ('missing' in ended) {
        await countMissing(place, sticky, pending, { missing: ended.missing });
        return { kind: 'missing', number: pr.number, jobId: pending.job, count: ended.missing.count };
    }
    return finish(context, target, place, sticky, { pending, ended });
}
async function finish(context, target, place, sticky, { pending, ended }) {
    const number = target.number;
    let checkLeft;
    if (pending.check !== undefined) {
        const checked = await context.checks.completion(pending.check, ended.check);
        if (checked.kind === 'failed')
            return {
                kind: 'failed',
                number,
                why: `completing the "${check_run/* CHECK_NAME */.$c}" check run failed (${checked.why}); the comment and the label wait for the next sweep`
            };
        if (checked.kind === 'gone') {
            // Counted like a job's 404s: a check run GitHub no longer knows stops holding the comment back.
            const { missing, givesUp } = counted(pending.checkMissing, context.now());
            if (!givesUp) {
                await countMissing(place, sticky, pending, { checkMissing: missing });
                return { kind: 'missing', number, jobId: pending.job, count: missing.count, check: pending.check };
            }
            checkLeft = `GitHub answered 404 for check run ${pending.check} on ${missing.count} sweep(s) in a row since ${missing.since}`;
        }
        else if (checked.kind !== 'written')
            checkLeft = checked.why;
    }
    // The one write path: the state as it is now must still hold this pending job, or theirs stands.
    const written = await (0,state_write/* writeState */.Jq)(place, { entries: [] }, {
        token: pending.token,
        takesOver: false,
        merge: current => (current.pending?.token === pending.token ? withoutPending(current) : undefined),
        render: (state, commentId = sticky.id) => (0,comment_body/* renderCommentBody */.yX)({
            key: sticky.key,
            jobId: pending.job,
            action: pending.action,
            runUrl: pending.run,
            finished: { report: ended.report, ...(ended.error ? { error: ended.error } : {}) },
            state,
            seal: { owner: place.owner, commentId }
        })
    });
    if (written.kind === 'deleted')
        return { kind: 'failed', number, why: 'GitHub answered 404 for the comment; the next sweep looks again' };
    if (written.kind !== 'written')
        return { kind: 'moved', number, jobId: pending.job };
    const labelLeft = await releaseLabel(context, target, place.store, sticky.id, place.owner);
    return {
        kind: 'finished',
        number,
        jobId: pending.job,
        status: ended.report.job?.status ?? (ended.notFound ? 'not found' : 'unknown'),
        conclusion: ended.check.conclusion,
        ...(labelLeft ? { labelLeft } : {}),
        ...(checkLeft ? { checkLeft } : {}),
        ...(ended.notFound ? { notFound: ended.notFound } : {})
    };
}
/** Writes a 404 count into the pending record (undefined clears it); the top line stays as it is. */
async function countMissing(place, sticky, pending, count) {
    const [field, value] = 'missing' in count
        ? ['missing', count.missing]
        : ['checkMissing', count.checkMissing];
    const withCount = (record) => {
        const { [field]: _old, ...rest } = record;
        return value ? { ...rest, [field]: value } : rest;
    };
    await (0,state_write/* writeState */.Jq)(place, sticky.state, {
        token: pending.token,
        takesOver: false,
        merge: current => current.pending?.token === pending.token
            ? { ...current, pending: withCount(current.pending) }
            : undefined,
        render: (state, commentId = sticky.id) => (0,comment_body/* renderKeepingTop */.bS)(sticky.body, state, { owner: place.owner, commentId })
    });
}
/**
 * Removes the waiting label (a 404 means it is gone already), then reads the comment once more: a run
 * that recorded a new pending job meanwhile wrote its state before adding the label, so if its label
 * went with ours, it is put back. Returns why the label is still there, if it is.
 */
async function releaseLabel(context, target, store, commentId, owner) {
    try {
        await (0,waiting_label/* removeWaitingLabel */.uH)(context.request, target);
    }
    catch (error) {
        if ((0,refusal/* isGitHubRateLimit */.r8)(error))
            throw error;
        const failure = (0,api/* describeGitHubError */.dZ)(error);
        return `${failure.status ? `HTTP ${failure.status}: ` : ''}${(0,safe_text/* forLog */.Ig)(failure.message, 200)}`;
    }
    if (commentId === undefined)
        return undefined;
    const now = await store.read(commentId);
    const state = now && now !== 'deleted' ? (0,pr_job_history/* parseState */.Bu)(now.body, owner, now.id) : undefined;
    if (state?.pending)
        await (0,waiting_label/* addWaitingLabel */.Fx)(context.request, target);
    return undefined;
}
function withoutPending(state) {
    const { pending: _done, ...rest } = state;
    return rest;
}

// EXTERNAL MODULE: ./src/kernel/run/outputs-spec.ts
var outputs_spec = __webpack_require__(6705);
// EXTERNAL MODULE: ./src/modes/sweep/outputs.ts
var outputs = __webpack_require__(36085);
;// CONCATENATED MODULE: ./src/modes/sweep/summary.ts



const count = (report, kind) => report.results.filter(r => r.kind === kind).length;
function setSweepOutputs(out, report) {
    (0,outputs_spec/* setOutputs */.n0)(out, outputs/* SWEEP_OUTPUTS */.i, {
        finished: count(report, 'finished'),
        running: count(report, 'running') + count(report, 'missing'),
        left: report.left,
        failed: count(report, 'failed')
    });
}
const RESULT_WORDS = {
    finished: 'finished',
    running: 'still running',
    missing: 'not found by the API (counted)',
    nothing: 'nothing waiting (label removed)',
    moved: 'another run moved it',
    failed: 'not swept'
};
async function writeSweepSummary(summary, report) {
    const rows = report.results.map(r => [
        `#${r.number}`,
        'jobId' in r ? `<code>${(0,safe_text/* forMarkdown */.Bm)(r.jobId, 128)}</code>` : '—',
        (r.kind === 'missing' && r.check !== undefined
            ? 'check run not found by GitHub (counted)'
            : RESULT_WORDS[r.kind]) + ('status' in r ? ` (<code>${(0,safe_text/* forMarkdown */.Bm)(r.status, 64)}</code>)` : '')
    ]);
    summary.builder.addHeading('Docs sweep', 2);
    summary.builder.addRaw(`<p>${report.listed}${report.moreListed ? '+' : ''} pull request(s) wait on a docs job; this sweep read ${report.results.length} (<code>max-jobs</code>: ${report.maxJobs}).</p>`, true);
    if (rows.length > 0)
        summary.builder.addTable([
            [
                { data: 'Pull request', header: true },
                { data: 'Job', header: true },
                { data: 'Result', header: true }
            ],
            ...rows
        ]);
    if (report.left > 0 || report.moreListed)
        summary.builder.addRaw(`<p>Left ${report.left}${report.moreListed ? '+' : ''} pull request(s) for the next sweep.</p>`, true);
    await summary.write();
}

// EXTERNAL MODULE: ./src/kernel/trigger/index.ts + 1 modules
var trigger = __webpack_require__(31633);
;// CONCATENATED MODULE: ./src/modes/sweep/dispatch.ts



/**
 * The hint's wait: for the pull request or job it names; when it names only a docs pull request (the
 * notifier may not know which code pull request it answers), for any running job it reads. The wait
 * ends DISPATCH_WAIT_MS after `now` (or at `latest`) whatever it covers, so a run's added minutes stay
 * bounded and the waited job's writes still fit before the run's deadline.
 */
function dispatchWait(hint, now, latest = Infinity) {
    if (!(0,trigger/* hintsAnything */.H0)(hint))
        return undefined;
    const named = hint.pullRequest !== undefined || hint.jobId !== undefined;
    return {
        deadline: Math.min(now + limits/* DISPATCH_WAIT_MS */.oE, latest),
        covers: (number, jobId) => !named || number === hint.pullRequest || jobId === hint.jobId
    };
}
/**
 * The pull requests this sweep reads: the window that moves with the run number, with the hinted pull
 * request (when it is labelled) first and always inside the window.
 */
function orderedWindow(all, cap, runNumber, hint) {
    const first = hint?.pullRequest === undefined ? undefined : all.find(pr => pr.number === hint.pullRequest);
    const moving = dispatch_window(all, cap, runNumber);
    if (!first)
        return moving;
    return [first, ...moving.filter(pr => pr !== first)].slice(0, cap);
}
/**
 * The `cap` pull requests a sweep reads: a window that moves with the run number, so that jobs
 * still running cannot keep the others from ever being read (each is read within ceil(L / cap) runs).
 */
function dispatch_window(all, cap, runNumber) {
    if (all.length <= cap)
        return [...all];
    const start = (runNumber * cap) % all.length;
    return [...all.slice(start), ...all.slice(0, start)].slice(0, cap);
}
/** Says what the dispatch hinted (only checked values, through forLog) and, in debug, what it dropped. */
function sayHint(log, dispatch) {
    if (!dispatch)
        return;
    const { hint, ignored, eventType } = dispatch;
    if (ignored.length > 0)
        log.debug(`The dispatch's payload held nothing usable under ${ignored.join(', ')}: ignored.`);
    if (!(0,trigger/* hintsAnything */.H0)(hint))
        return;
    const named = [
        hint.pullRequest !== undefined ? `pull request #${hint.pullRequest}` : '',
        hint.jobId !== undefined ? `job ${(0,safe_text/* forLog */.Ig)(hint.jobId, 128)}` : '',
        hint.docsPullRequest?.repository !== undefined
            ? `docs pull request in ${(0,safe_text/* forLog */.Ig)(hint.docsPullRequest.repository, 140)}${hint.docsPullRequest.number ? ` #${hint.docsPullRequest.number}` : ''}`
            : hint.docsPullRequest
                ? 'a docs pull request'
                : ''
    ].filter(Boolean);
    log.info(`Started by a dispatch${eventType ? ` (${(0,safe_text/* forLog */.Ig)(eventType, 100)})` : ''} naming ${named.join(', ')}: a hint for what to read first; the sweep reads every job itself.`);
}

;// CONCATENATED MODULE: ./src/modes/sweep/mode.ts












// The sweep, end to end: one listing of the labelled pull requests, then at most `max-jobs` of them,
// one after the other (each costs a few requests; the cap bounds the run), and what it left said.
/** Time a pull request may need; with less left, the sweep stops and leaves the rest. */
const ROOM_PER_PULL_REQUEST_MS = 15_000;
async function sweepMode(run, inputs, client) {
    const { owner, name } = run.trigger.repository;
    if (!owner || !name)
        throw new Error('The sweep needs the repository (GITHUB_REPOSITORY or the event): none was given.');
    const repository = { owner, repo: name };
    const { request, calls } = await (0,octokit.openGitHub)(inputs.githubToken, run.budget, m => run.log.info(m), 'sweep');
    const dispatch = run.trigger.dispatch;
    sayHint(run.log, dispatch);
    const listed = await (0,waiting_label/* listWaiting */.Ki)(request, repository);
    const runNumber = Number(process.env.GITHUB_RUN_NUMBER) || 0;
    const chosen = orderedWindow(listed.pullRequests, inputs.maxJobs, runNumber, dispatch?.hint);
    run.log.info(`${listed.pullRequests.length}${listed.capped ? '+' : ''} pull request(s) wait on a docs job; reading ${chosen.length} (max-jobs: ${inputs.maxJobs}).`);
    const latest = run.budget.deadline - ROOM_PER_PULL_REQUEST_MS;
    const wait = dispatch && dispatchWait(dispatch.hint, run.budget.clock.now(), latest);
    const identity = new github_identity/* TokenIdentity */.uU(request, inputs.githubToken);
    const context = {
        inputs,
        client,
        request,
        identity,
        checks: new check_run/* CheckRuns */.rp(request, repository, message => run.log.warning(message), {
            tokenKind: identity.kind,
            info: message => run.log.info(message),
            throwRateLimit: true
        }),
        repository,
        call: { deadline: run.budget.deadline, signal: run.budget.cancel },
        log: run.log,
        now: () => run.budget.clock.now(),
        clock: run.budget.clock,
        ...(wait ? { dispatch: wait } : {})
    };
    const results = [];
    for (const pr of chosen) {
        if (run.budget.cancel.aborted || run.budget.remainingMs() < ROOM_PER_PULL_REQUEST_MS)
            break;
        const result = await one(context, pr);
        if (!result)
            break;
        results.push(result);
    }
    run.log.info(`GitHub: ${calls.attempts} request(s) sent, ${calls.retries} of them retries.`);
    const report = {
        results,
        listed: listed.pullRequests.length,
        moreListed: listed.capped,
        left: listed.pullRequests.length - results.length,
        maxJobs: inputs.maxJobs
    };
    if (report.left > 0 || listed.capped)
        run.log.info(`Left ${report.left}${listed.capped ? '+' : ''} pull request(s) for the next sweep.`);
    setSweepOutputs(run.outputs, report);
    await writeSweepSummary(run.summary, report);
    const failed = results.filter(r => r.kind === 'failed').length;
    return failed > 0 && failed === results.length
        ? `Every pull request the sweep read failed (${failed}).`
        : undefined;
}
/** One pull request's result; undefined when GitHub's rate limit stops the sweep (said here). */
async function one(context, pr) {
    try {
        const result = await sweepPullRequest(context, pr);
        context.log.info(`Pull request #${pr.number}: ${describe(result)}`);
        return result;
    }
    catch (error) {
        // The API refusing the key (endOf lets only that through) fails every pull request alike.
        if ((0,errors/* isApiError */.d7)(error))
            throw error;
        if ((0,refusal/* isGitHubRateLimit */.r8)(error)) {
            context.log.warning(`Pull request #${pr.number}: ${(0,safe_text/* forLog */.Ig)(error.message, 300)}. The sweep stops here; the next sweep takes up this pull request and the rest.`);
            return undefined;
        }
        context.log.warning((0,api/* gitHubWarning */.e5)(`sweep pull request #${pr.number}`, error, true, 'The next sweep tries again.'));
        return { kind: 'failed', number: pr.number, why: (0,api/* describeGitHubError */.dZ)(error).message };
    }
}
/** A log line for one pull request's result. */
function describe(result) {
    switch (result.kind) {
        case 'finished':
            return finishedLine(result);
        case 'running':
            return `job ${(0,safe_text/* forLog */.Ig)(result.jobId)} is still ${(0,safe_text/* forLog */.Ig)(result.status)}.`;
        case 'missing':
            if (result.check !== undefined)
                return `GitHub answered 404 for completing check run ${result.check} (${result.count} sweep(s) in a row); counted, the next sweep tries again.`;
            return `the API answered 404 for job ${(0,safe_text/* forLog */.Ig)(result.jobId)} (${result.count} sweep(s) in a row); counted, the next sweep reads it again.`;
        case 'nothing':
            return result.labelLeft
                ? `no job waits here; removing the label failed (${result.labelLeft}), the next sweep tries again.`
                : 'no job waits here; the label is removed.';
        case 'moved':
            return `another run moved its state since it was read; it stands.`;
        case 'failed':
            return `not swept: ${(0,safe_text/* forLog */.Ig)(result.why, 300)}.`;
    }
}
function finishedLine(result) {
    const job = `job ${(0,safe_text/* forLog */.Ig)(result.jobId)}`;
    const what = result.notFound
        ? `${job}: the API answered 404 on ${result.notFound.count} sweep(s) in a row since ${(0,safe_text/* forLog */.Ig)(result.notFound.since, 40)}, so it is finished for the sweep`
        : `${job} ended as ${(0,safe_text/* forLog */.Ig)(result.status)}`;
    const check = result.checkLeft
        ? `comment written, check not (${result.checkLeft})`
        : `check (${result.conclusion}) and comment written`;
    const label = result.labelLeft
        ? `; removing the label failed (${result.labelLeft}), the next sweep removes it`
        : ', label removed';
    return `${what}: ${check}${label}.`;
}


/***/ })

};
