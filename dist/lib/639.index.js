export const id = 639;
export const ids = [639,614];
export const modules = {

/***/ 99947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   pS: () => (/* binding */ shownPath)
/* harmony export */ });
class ApiError extends Error {
    kind;
    method;
    path;
    status;
    apiMessage;
    retryAfterMs;
    jobId;
    retryable;
    mayHaveReachedServer;
    noAttemptAccepted;
    constructor(message, details) {
        super(message, details.cause === undefined ? undefined : { cause: details.cause });
        this.name = 'ApiError';
        this.kind = details.kind;
        this.method = details.method;
        this.path = details.path;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
        this.retryAfterMs = details.retryAfterMs;
        this.jobId = details.jobId;
        this.retryable = details.retryable;
        this.mayHaveReachedServer = details.mayHaveReachedServer;
        this.noAttemptAccepted = details.noAttemptAccepted === true;
    }
}
/**
 * A request's path as a message shows it: each segment as the caller wrote it (`Acme Docs`, not
 * `Acme%20Docs`, which reads as `Acme%2520Docs` once a log command escapes its `%`), with only what
 * would make it ambiguous or unprintable encoded (`/`, `?`, `#`, `%`, control characters).
 */
function shownPath(segments, base = '') {
    // eslint-disable-next-line no-control-regex
    const shown = (s) => s.replace(/[%/?#\u0000-\u001f\u007f]/g, c => encodeURIComponent(c));
    return `${base}/${segments.map(shown).join('/')}`;
}
function isApiError(error) {
    return error instanceof ApiError;
}


/***/ }),

/***/ 95419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   WN: () => (/* binding */ apiFailureMessage),
/* harmony export */   X5: () => (/* binding */ CHECK_PROJECT),
/* harmony export */   ge: () => (/* binding */ describeApiFailure),
/* harmony export */   ux: () => (/* binding */ accessHint),
/* harmony export */   xv: () => (/* binding */ describeReset)
/* harmony export */ });
/* unused harmony export waitSentences */
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83781);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99947);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);



const WHAT = {
    create: 'Creating the agent job',
    'follow-up': 'Sending the follow-up message',
    get: 'Reading the agent job',
    views: 'Reading page views'
};
/** `views` is the page-views read (its `limit` is `page-size`). */
const readOf = (operation) => typeof operation === 'object'
    ? operation
    : operation === 'views'
        ? { data: 'page views', endpoint: 'views', pageSize: true }
        : undefined;
/** What failed. An API error's own message names the endpoint (`GET /v1/analytics/…/searches`). */
const whatOf = (operation, named = false) => {
    const read = readOf(operation);
    if (!read)
        return WHAT[operation];
    return named ? `Reading ${read.data}` : `Reading ${read.data} (\`/${read.endpoint}\`)`;
};
/** The hints every endpoint shares: a refused key (401), a missing scope (403), an unknown id (404). */
function accessHint(error, 
/** The scope the call needs. */
scope, 
/** What a 404 asks to check, and what a 404 that points at the ids (not the URL) names. */
notFound) {
    switch (error.status) {
        case 401:
            return 'The API key was refused: check that `api-key` holds a current admin key (mint_…), not an expired or revoked one.';
        case 403:
            return scope === 'read'
                ? 'The key lacks the `read` scope, or it has an IP allowlist that excludes this runner.'
                : 'The key lacks the `write` scope (read-only key?), or it has an IP allowlist that excludes this runner.';
        case 404:
            // A generic "Not found" (a proxy, a wrong path prefix) points at the URL rather than the ids.
            return notFound.names.test(error.apiMessage ?? '')
                ? notFound.check
                : `${notFound.check} The answer names neither, so also check \`base-url\` (the API's root, https://api.mintlify.com).`;
        default:
            return '';
    }
}
/** The 404 check of a call on the project alone. */
const CHECK_PROJECT = 'Check `project-id` (from the API keys page of the dashboard).';
function hint(error, operation) {
    const read = readOf(operation);
    switch (error.status) {
        case 400:
            return read
                ? `Check \`date-from\`, \`date-to\`${read.pageSize ? ' and `page-size`' : ''}.`
                : 'Check `prompt` (it must not be empty).';
        case 429:
            return read
                ? 'The analytics rate limit was reached (100 requests per organization per hour, shared by all analytics endpoints). Try again later.'
                : 'The agent rate limit was reached (100 creates and follow-ups per project per hour). Try again later.';
        default: {
            const check = operation === 'create' || read
                ? CHECK_PROJECT
                : 'Check `project-id` and `job-id`: the job must belong to that project.';
            return accessHint(error, operation === 'get' || read ? 'read' : 'write', {
                check,
                names: /project|job/i
            });
        }
    }
}
/** A wait as a person reads it: `45 s`, `12 min`, `3 h 20 min`, `11 d 13 h`. */
function formatWait(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    const [d, h, m] = [Math.floor(s / 86_400), Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60)];
    if (d > 0)
        return h ? `${d} d ${h} h` : `${d} d`;
    if (h > 0)
        return m ? `${h} h ${m} min` : `${h} h`;
    if (m > 0)
        return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
    return `${s} s`;
}
/** When a rate limit resets: a clock time (UTC) and a duration, e.g. `2026-11-23 14:05:00 UTC, in 2 h 10 min`. */
function describeReset(retryAfterMs, now = Date.now()) {
    const at = new Date(now + retryAfterMs).toISOString().replace('T', ' ').slice(0, 19);
    return `${at} UTC, in ${formatWait(retryAfterMs)}`;
}
function minutes(timeoutMs) {
    return timeoutMs === undefined ? '' : ` (${Number((timeoutMs / 60_000).toFixed(3))})`;
}
/**
 * What a failure says about time: the wait the service asked for (and whether it reached past the
 * run's deadline), and the run's own deadline. One copy for every mode.
 */
function waitSentences(error, context) {
    const sentences = [];
    const now = context.now ?? Date.now();
    if (error.retryAfterMs !== undefined) {
        const past = context.deadline !== undefined && now + error.retryAfterMs >= context.deadline;
        sentences.push(`The service asks to wait until ${describeReset(error.retryAfterMs, now)}${past ? `, past \`timeout-minutes\`${minutes(context.timeoutMs)}, so the action stopped at once instead of waiting` : ''}.`);
    }
    // The client's own deadline (not a per-request timeout): name the input that set it.
    if (error.kind === 'timeout' && /deadline/.test(error.message))
        sentences.push(`No answer came before \`timeout-minutes\`${minutes(context.timeoutMs)} ran out.`);
    return sentences;
}
/**
 * The one shape of an API failure's message, for every mode: what failed and why, what to check,
 * what it says about time, the ids it still named, and whether retrying can help.
 */
function apiFailureMessage(error, words, context) {
    const parts = [`${words.what} failed: ${error.message}.`];
    if (words.hint)
        parts.push(words.hint);
    parts.push(...waitSentences(error, context));
    if (words.salvaged)
        parts.push(words.salvaged);
    if (error.kind === 'contract')
        parts.push('The API answered with data this action does not understand; retrying will not help.');
    if (words.mayHaveReached && error.mayHaveReachedServer)
        parts.push(words.mayHaveReached);
    else if (words.mayHaveReached && error.noAttemptAccepted)
        parts.push('No attempt was accepted: each one was refused (429) or never reached the service, and the step stopped before the next, so nothing was started. Re-running is safe.');
    return parts.join(' ');
}
const MAY_HAVE_REACHED = {
    create: 'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.',
    'follow-up': 'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.'
};
function describeApiFailure(error, operation, context = {}) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d7)(error))
        return `${whatOf(operation)} failed: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)((0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error))}`;
    return apiFailureMessage(error, {
        what: whatOf(operation, true),
        hint: hint(error, operation),
        salvaged: error.jobId === undefined
            ? undefined
            : `The answer was a success that named job ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(error.jobId)}, so the job probably exists: it is reported as \`job-id\`; to wait for it, run again with that \`job-id\` and no \`prompt\`.`,
        mayHaveReached: typeof operation === 'string' ? MAY_HAVE_REACHED[operation] : undefined
    }, context);
}


/***/ }),

/***/ 37770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   cs: () => (/* binding */ agentJobSchema),
/* harmony export */   gh: () => (/* binding */ apiErrorBodySchema),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   s_: () => (/* binding */ jobIdSchema)
/* harmony export */ });
/* unused harmony export JOB_STATUSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13798);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);


/** A status longer than this is not a status; it is refused as a broken contract. */
const MAX_STATUS_CHARS = 64;
// Response schemas. The official AgentJob schema marks no field required and the service may add
// fields, so everything but `id` and `status` is optional and unknown keys are dropped (zod's default).
// A missing `id` or `status` is a broken contract, which retrying cannot fix. A status the action does
// not know (one the service added) is taken as still running: the job is waited for until a known
// terminal status or the timeout.
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = new Set(['completed', 'archived', 'failed']);
/** Whether the action knows this status; an unknown one counts as still running. */
function isKnownStatus(status) {
    return JOB_STATUSES.includes(status);
}
const nullableString = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish();
/**
 * A job id is sent back in URLs (each path segment encoded), logged, set as an output and written into
 * comments. The official schema allows any string, so any id is taken that is bounded and has no
 * control character, and that holds no piece of the API key. The `job-id` input is held to the same rule.
 */
const jobIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine(id => (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb)(id), 'not a usable id (1 to 128 characters, no control characters)')
    .refine(id => (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(id) === id, 'holds part of the API key');
const agentJobSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: jobIdSchema,
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(MAX_STATUS_CHARS),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ repository: nullableString, ref: nullableString }).nullish().catch(undefined),
    model: nullableString.catch(undefined),
    prLink: nullableString.catch(undefined),
    createdAt: nullableString.catch(undefined),
    archivedAt: nullableString.catch(undefined)
});
/** Both error shapes: agent `{error}` and analytics `{error, details: [{message}]}`; neither is guaranteed. */
const apiErrorBodySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().catch(undefined),
    details: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).partial())
        .optional()
        .catch(undefined)
});


/***/ }),

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

/***/ 8763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ waitFields),
/* harmony export */   ii: () => (/* binding */ unfinishedOutcome),
/* harmony export */   j3: () => (/* binding */ perFailOn),
/* harmony export */   nK: () => (/* binding */ stepFailure)
/* harmony export */ });
/* harmony import */ var _api_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95419);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);


/** A wait's result as report fields (all but the elapsed time, which the caller measures). */
function waitFields(result) {
    const fields = { outcome: result.kind, polls: result.polls };
    if (result.kind !== 'timeout')
        return fields;
    return { ...fields, lastError: result.lastError, rateLimitedUntil: result.rateLimitedUntil };
}
/** The one `fail-on` wording: `text` fails the step when `fail-on` includes `reason`, else warns. */
function perFailOn(text, reason, failOn) {
    return failOn.has(reason)
        ? { failure: text }
        : { warning: `${text} (\`fail-on\` does not include ${reason}, so the step succeeds.)` };
}
/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
function stepFailure({ failure, warning }, 
/** The run's log. */
warn) {
    if (warning)
        warn(warning);
    return failure;
}
/** Why the wait stopped early: the API asked to wait past the deadline. */
function rateLimitNote(report, stopped) {
    if (report.rateLimitedUntil === undefined)
        return '';
    const waitMs = Math.max(0, report.rateLimitedUntil - Date.now());
    const what = report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until';
    return ` ${what} ${(0,_api_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .describeReset */ .xv)(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped ${stopped} at once.`;
}
/** The outcome of a wait cancelled or timed out; undefined for one that reached a final status. */
function unfinishedOutcome(report, waited, failOn) {
    const { what, last, next } = waited;
    if (report.outcome === 'cancelled')
        return { failure: `Cancelled while waiting for ${what} (last status: ${last}). ${next}` };
    if (report.outcome !== 'timeout')
        return undefined;
    const lastError = report.lastError ? ` The last read failed: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(report.lastError.message)}.` : '';
    const text = `Timed out after ${(0,_api_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .formatWait */ .Du)(report.elapsedMs)} waiting for ${what} (last status: ${last}).${rateLimitNote(report, waited.stopped)}${lastError} ${next}`;
    return perFailOn(text, 'timeout', failOn);
}


/***/ }),

/***/ 30639:
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
var identity = __webpack_require__(20823);
// EXTERNAL MODULE: ./src/kernel/github/octokit.ts + 1 modules
var octokit = __webpack_require__(33614);
// EXTERNAL MODULE: ./src/pr-job/waiting-label.ts
var waiting_label = __webpack_require__(18484);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
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
// EXTERNAL MODULE: ./src/pr-job/check-run.ts
var check_run = __webpack_require__(58088);
;// CONCATENATED MODULE: ./src/modes/sweep/check.ts




async function completeCheck(request, repository, id, outcome) {
    try {
        await request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
            ...repository,
            check_run_id: id,
            status: 'completed',
            conclusion: outcome.conclusion,
            ...(outcome.detailsUrl ? { details_url: outcome.detailsUrl } : {}),
            output: { title: outcome.title, summary: outcome.summary }
        });
        return { kind: 'written' };
    }
    catch (error) {
        const failure = (0,api/* describeGitHubError */.dZ)(error);
        const why = `${failure.status ? `HTTP ${failure.status}: ` : ''}${(0,safe_text/* forLog */.Ig)(failure.message, 300)}`;
        // Only a 401 or 403 that is no rate limit reaches here with that status (the kernel's retries
        // turn a rate limit it could not wait out into an error of its own, which the sweep stops at).
        if (failure.status === 401 || failure.status === 403)
            return { kind: 'refused', why: (0,safe_text/* forLog */.Ig)(failure.message, 300) };
        if ((0,refusal/* isGitHubRateLimit */.r8)(error))
            throw error;
        return { kind: 'failed', why: `completing the "${check_run/* CHECK_NAME */.$c}" check run failed (${why})` };
    }
}

// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/wait/agent-job.ts
var agent_job = __webpack_require__(77076);
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
function missingJob(pending, base, now) {
    const first = pending.missing ? Date.parse(pending.missing.since) : NaN;
    const since = Number.isNaN(first) || first > now ? now : first;
    const missing = { count: (pending.missing?.count ?? 0) + 1, since: new Date(since).toISOString() };
    if (missing.count < MISSING_SWEEPS && now - since < MISSING_FOR_MS)
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
            await countMissing(place, sticky, pending, undefined);
        return { kind: 'running', number: pr.number, jobId: pending.job, status: ended.running };
    }
    if ('missing' in ended) {
        await countMissing(place, sticky, pending, ended.missing);
        return { kind: 'missing', number: pr.number, jobId: pending.job, count: ended.missing.count };
    }
    return finish(context, target, place, sticky, { pending, ended });
}
async function finish(context, target, place, sticky, { pending, ended }) {
    const number = target.number;
    let checkLeft;
    // A token refused `checks: write` once is refused for every pull request: no request is spent on it.
    if (pending.check !== undefined && context.checksRefused)
        checkLeft = context.checksRefused;
    else if (pending.check !== undefined) {
        const checked = await completeCheck(context.request, context.repository, pending.check, ended.check);
        if (checked.kind === 'failed')
            return {
                kind: 'failed',
                number,
                why: `${checked.why}; the comment and the label wait for the next sweep`
            };
        if (checked.kind === 'refused') {
            checkLeft = checked.why;
            if (!context.checksRefused)
                context.log.warning(`Could not complete the check run (${checked.why}). The comment still says the outcome.`);
            context.checksRefused = checked.why;
        }
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
/** Writes the 404 count into the pending record (undefined clears it); the top line stays as it is. */
async function countMissing(place, sticky, pending, missing) {
    const withCount = (record) => {
        const { missing: _old, ...rest } = record;
        return missing ? { ...rest, missing } : rest;
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
        RESULT_WORDS[r.kind] + ('status' in r ? ` (<code>${(0,safe_text/* forMarkdown */.Bm)(r.status, 64)}</code>)` : '')
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
    const listed = await (0,waiting_label/* listWaiting */.Ki)(request, repository);
    const chosen = mode_window(listed.pullRequests, inputs.maxJobs, Number(process.env.GITHUB_RUN_NUMBER) || 0);
    run.log.info(`${listed.pullRequests.length}${listed.capped ? '+' : ''} pull request(s) wait on a docs job; reading ${chosen.length} (max-jobs: ${inputs.maxJobs}).`);
    const context = {
        inputs,
        client,
        request,
        identity: new identity/* TokenIdentity */.uU(request, inputs.githubToken),
        repository,
        call: { deadline: run.budget.deadline, signal: run.budget.cancel },
        log: run.log,
        now: () => run.budget.clock.now()
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
/**
 * The `cap` pull requests this sweep reads: a window that moves with the run number, so that jobs
 * still running cannot keep the others from ever being read (each is read within ceil(L / cap) runs).
 */
function mode_window(all, cap, runNumber) {
    if (all.length <= cap)
        return [...all];
    const start = (runNumber * cap) % all.length;
    return [...all.slice(start), ...all.slice(0, start)].slice(0, cap);
}


/***/ })

};
