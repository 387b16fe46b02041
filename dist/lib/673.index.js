export const id = 673;
export const ids = [673];
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

/***/ 73571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Oz: () => (/* binding */ requestNeverSent),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   tE: () => (/* binding */ decideRetry)
/* harmony export */ });
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74235);

const DEFAULT_RETRY_POLICY = {
    maxRetries: 4,
    baseDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .API_RETRY_BASE_MS */ .lV,
    maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .API_RETRY_MAX_MS */ .yM
};
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
/** Errors raised before a single byte of the request could reach the server. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT'
]);
/** Transport errors worth retrying for a GET. */
const RETRYABLE_NETWORK_CODES = new Set([
    ...NOT_SENT_CODES,
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'UND_ERR_SOCKET',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_CLOSED'
]);
function requestNeverSent(errorCode) {
    return errorCode !== undefined && NOT_SENT_CODES.has(errorCode);
}
/** Retry-After as milliseconds: delta-seconds or an HTTP date. Undefined when absent or unusable. */
function parseRetryAfter(value, now) {
    if (value === undefined || value.trim() === '')
        return undefined;
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.round(Number(trimmed) * 1000);
    const at = Date.parse(trimmed);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
/** Capped exponential backoff with "equal jitter": half fixed, half random, so waits never collapse to 0. */
function backoffDelay(attempt, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
function decideRetry(failure, context) {
    const options = context.options ?? DEFAULT_RETRY_POLICY;
    const isPost = failure.method !== 'GET' && failure.method !== 'HEAD';
    if (failure.statusCode !== undefined) {
        if (!RETRYABLE_STATUS.has(failure.statusCode))
            return { retry: false, reason: `status ${failure.statusCode}` };
        if (isPost && failure.statusCode !== 429) {
            return {
                retry: false,
                reason: `status ${failure.statusCode} on ${failure.method} may have been handled`
            };
        }
    }
    else {
        const code = failure.errorCode;
        if (code === undefined || !RETRYABLE_NETWORK_CODES.has(code)) {
            return { retry: false, reason: `error ${code ?? 'unknown'}` };
        }
        if (isPost && !requestNeverSent(code)) {
            return { retry: false, reason: `${code} on ${failure.method} may have reached the server` };
        }
    }
    if (failure.attempt > options.maxRetries)
        return { retry: false, reason: 'retries exhausted' };
    const retryAfter = parseRetryAfter(failure.retryAfterHeader, context.now);
    const delayMs = retryAfter ?? backoffDelay(failure.attempt, options, context.random);
    if (context.now + delayMs >= context.deadline) {
        return {
            retry: false,
            reason: `the next attempt (in ${Math.ceil(delayMs / 1000)} s) would pass the deadline`
        };
    }
    return { retry: true, delayMs };
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

/***/ 78930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fm: () => (/* binding */ waitFor),
/* harmony export */   qs: () => (/* binding */ RecordCheck)
/* harmony export */ });
/* unused harmony exports nextPollDelay, pollUntil */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99947);
/* harmony import */ var _api_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95419);
/* harmony import */ var _api_retry_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73571);
/* harmony import */ var _time_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83673);
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74235);





/**
 * The wait before the next poll: the configured interval at first, then 10% of the time waited so
 * far, capped. A long wait costs few requests; the delay in noticing its end stays within
 * max(interval, 10% of the time waited).
 */
function nextPollDelay(baseIntervalMs, waitedMs) {
    const cap = Math.max(baseIntervalMs, _time_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLL_INTERVAL_MS */ .gs);
    return Math.min(cap, Math.max(baseIntervalMs, Math.round(waitedMs * 0.1)));
}
/** The bare loop under waitFor: reads until `isTerminal`, the deadline or cancellation. */
async function pollUntil(options) {
    const clock = options.clock ?? _time_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .realClock */ .d;
    const { signal, deadline, intervalMs, isTerminal, statusOf } = options;
    const start = clock.now();
    let job = options.initial;
    let polls = 0;
    let failures = 0;
    let lastError;
    let delay = job ? nextPollDelay(intervalMs, 0) : 0;
    while (job === undefined || !isTerminal(job)) {
        const remaining = deadline - clock.now();
        if (signal?.aborted)
            return { kind: 'cancelled', job, polls };
        if (remaining <= 0)
            return { kind: 'timeout', job, polls, lastError };
        // The last wait is cut short so one final read happens at the deadline.
        options.onSleep?.(Math.min(delay, remaining), job);
        await clock.sleep(Math.min(delay, remaining), signal);
        if (signal?.aborted)
            return { kind: 'cancelled', job, polls };
        polls += 1;
        try {
            const next = await options.read({
                deadline: Math.max(deadline, clock.now() + _time_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .FINAL_READ_GRACE_MS */ .Y$),
                signal
            });
            if (job === undefined || statusOf(next) !== statusOf(job))
                options.onStatusChange?.(next, job);
            job = next;
            failures = 0;
            lastError = undefined;
            delay = nextPollDelay(intervalMs, clock.now() - start);
        }
        catch (error) {
            if (signal?.aborted)
                return { kind: 'cancelled', job, polls };
            if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d7)(error) || !error.retryable)
                throw error;
            failures += 1;
            lastError = error;
            // A Retry-After that ends past the deadline: no later read can succeed in time, so stop now.
            const waitAsked = error.retryAfterMs ?? 0;
            if (clock.now() + waitAsked >= deadline && error.retryAfterMs !== undefined)
                return { kind: 'timeout', job, polls, lastError, rateLimitedUntil: clock.now() + waitAsked };
            delay = Math.max(waitAsked, (0,_api_retry_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .backoffDelay */ .EY)(failures, { maxRetries: 0, baseDelayMs: intervalMs, maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLL_INTERVAL_MS */ .gs }));
            if (clock.now() < deadline)
                options.onReadError?.(error, Math.min(delay, deadline - clock.now()));
        }
    }
    return { kind: 'terminal', job, polls };
}
/**
 * The checks every record passes, in the wait and in a mode's own reads before it (a create, a
 * follow-up): the same instance keeps the unknown statuses already warned about.
 */
class RecordCheck {
    watched;
    log;
    /** Statuses the action does not know, in the order seen; each was taken as still running. */
    unknownStatuses = [];
    constructor(watched, 
    /** The run's log: an unknown status is a warning. */
    log) {
        this.watched = watched;
        this.log = log;
    }
    check(record) {
        const { watched } = this;
        const id = watched.idOf(record);
        if (id !== undefined && id !== watched.id)
            throw watched.wrongRecord(record);
        const status = watched.statusOf(record);
        if (!watched.isKnownStatus(status) && !this.unknownStatuses.includes(status)) {
            this.unknownStatuses.push(status);
            this.log.warning(watched.unknownStatus(record));
        }
        return record;
    }
}
/** Waits for the record `check` watches, by its rules; see the top of this file. */
function waitFor(check, options) {
    const { watched } = check;
    const clock = options.clock ?? _time_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .realClock */ .d;
    const elapsed = () => (0,_api_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(clock.now() - options.started);
    let polls = 0;
    let failedReads = 0;
    let last = options.initial;
    // When the normal log last said where the wait stands: a person sees it move at a steady pace.
    let shown = clock.now();
    return pollUntil({
        initial: options.initial,
        read: async (call) => {
            polls += 1;
            const checked = check.check(await options.read(call));
            const record = options.adopt ? options.adopt(checked) : checked;
            failedReads = 0;
            // A read whose status changed gets its line in the normal log (onStatusChange); the others, here.
            if (last !== undefined && watched.statusOf(record) === watched.statusOf(last))
                options.log.debug(`Poll ${polls}: ${watched.name} is ${watched.describe(record)} after ${elapsed()}`);
            last = record;
            return record;
        },
        isTerminal: options.stopAt ?? watched.isTerminal,
        statusOf: watched.statusOf,
        deadline: options.deadline,
        intervalMs: options.intervalMs,
        signal: options.signal,
        clock,
        onStatusChange: next => {
            shown = clock.now();
            options.log.info(`Status: ${watched.describe(next)} (after ${elapsed()})`);
        },
        onSleep: (delayMs, record) => {
            if (clock.now() - shown < _time_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .WAIT_LINE_EVERY_MS */ .cX)
                return;
            shown = clock.now();
            const status = record ? watched.describe(record) : 'not read yet';
            const left = (0,_api_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(Math.max(0, options.deadline - clock.now()));
            options.log.info(`Still waiting for ${watched.name}: ${status}, ${elapsed()} so far; next poll in ${(0,_api_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(delayMs)}, stops waiting in ${left}`);
        },
        // The first failed read of a streak is a warning that says the wait goes on; the rest, debug.
        onReadError: (error, retryInMs) => {
            const text = watched.readFailed(error, (0,_api_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(retryInMs));
            if (failedReads++ === 0)
                options.log.warning(text);
            else
                options.log.debug(text);
        }
    });
}


/***/ })

};
