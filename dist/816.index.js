export const id = 816;
export const ids = [816,617,424];
export const modules = {

/***/ 36540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ isTerminal),
/* harmony export */   _g: () => (/* binding */ pollUntilTerminal)
/* harmony export */ });
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8164);
/* harmony import */ var _api_poll_loop_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7250);



function isTerminal(job) {
    return _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATUSES */ .CM.has(job.status);
}
function pollUntilTerminal(options) {
    return (0,_api_poll_loop_js__WEBPACK_IMPORTED_MODULE_1__/* .pollUntil */ .g)({ ...options, isTerminal, statusOf: job => job.status });
}


/***/ }),

/***/ 89316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ runAgent),
/* harmony export */   Ww: () => (/* binding */ AgentFailure),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   cY: () => (/* binding */ actionFor)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8164);
/* harmony import */ var _runner_api_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58376);
/* harmony import */ var _shared_outside_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34190);
/* harmony import */ var _time_clock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33355);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36540);







class AgentFailure extends Error {
    jobId;
    constructor(message, 
    /** The job id, when it is known: outputs are still written. */
    jobId) {
        super(message);
        this.jobId = jobId;
        this.name = 'AgentFailure';
    }
}
/** The job's status (and pull request) for a log line: every outside value through forLog. */
function describeJob(job) {
    const pr = job.prLink ? `, pull request ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.prLink)}` : '';
    return `${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.status)}${pr}`;
}
/**
 * The job as the action uses it. The record must be the job the run named or created: another id is a
 * broken contract, reported with both ids, never a job to follow. An unknown status is warned about
 * once and taken as still running. A `prLink` that is not an https:// URL (or holds part of the key)
 * is dropped with a warning, so it never becomes the `pr-link` output, a link or a comment.
 */
function usableJob(job, warned, expectedId) {
    if (expectedId !== undefined && job.id !== expectedId) {
        throw new AgentFailure(`The API answered for job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(expectedId)} with a record of another job, ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.id)}: a broken contract. ` +
            `The action keeps to job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(expectedId)}, the one this run named, and does not follow the other.`, expectedId);
    }
    if (!(0,_api_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownStatus */ .ih)(job.status) && !warned.statuses.includes(job.status)) {
        warned.statuses.push(job.status);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.id)} has a status the action does not know, ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`);
    }
    if (!job.prLink || (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(job.prLink))
        return job;
    if (!warned.prLink)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Ignoring the job's prLink, which is not an https:// URL: ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.prLink, 200)}`);
    warned.prLink = true;
    return { ...job, prLink: null };
}
async function attempt(operation, jobId, context, call, onSalvagedId) {
    try {
        return await call();
    }
    catch (error) {
        // A success whose body broke the contract may still name the job: report it before failing.
        const salvaged = (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d)(error) && jobId === undefined ? error.jobId : undefined;
        if (salvaged !== undefined)
            await onSalvagedId?.(salvaged);
        throw new AgentFailure((0,_runner_api_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .describeApiFailure */ .ge)(error, operation, context), jobId ?? salvaged);
    }
}
/** What the inputs ask for: a new job, a follow-up, waiting for a known job, or one status read. */
function actionFor(inputs) {
    if (inputs.prompt === undefined)
        return inputs.wait ? 'resumed' : 'checked';
    return inputs.jobId === undefined ? 'created' : 'follow-up';
}
async function runAgent(inputs, deps) {
    const clock = deps.clock ?? _time_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .realClock */ .d;
    const started = clock.now();
    const deadline = deps.deadline ?? started + inputs.timeoutMs;
    const elapsedSoFar = () => formatDuration(clock.now() - started);
    const { client, signal } = deps;
    const call = { deadline, signal };
    const context = { timeoutMs: inputs.timeoutMs, deadline };
    const warned = { statuses: [] };
    const onJobKnown = async (id) => {
        await deps.onJobKnown(id);
    };
    const { prompt = '', projectId } = inputs;
    const action = actionFor(inputs);
    const report = (fields) => ({
        action,
        elapsedMs: clock.now() - started,
        ...(warned.statuses.length > 0 ? { unknownStatuses: [...warned.statuses] } : {}),
        ...fields
    });
    // The job as the API last described it; undefined for a resumed job until the first read.
    let job;
    if (action === 'created') {
        job = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group('Creating the agent job', async () => {
            const created = await attempt('create', undefined, context, () => client.createJob(projectId, prompt, call), onJobKnown);
            _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Created job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(created.id)} (${describeJob(created)})`);
            return usableJob(created, warned);
        });
        await deps.onJobKnown(job.id);
    }
    else {
        const known = inputs.jobId;
        await deps.onJobKnown(known);
        if (action === 'follow-up') {
            job = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(`Sending a follow-up to job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(known)}`, async () => {
                const updated = await attempt('follow-up', known, context, () => client.sendMessage(projectId, known, prompt, call));
                const usable = usableJob(updated, warned, known);
                _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Follow-up sent; job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(known)} is ${describeJob(usable)}`);
                return usable;
            });
        }
        else if (action === 'checked') {
            job = usableJob(await attempt('get', known, context, () => client.getJob(projectId, known, call)), warned, known);
            _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(known)} is ${describeJob(job)}`);
        }
    }
    // The job this run named, or the one it created: never an id a later answer brings.
    const jobId = action === 'created' && job ? job.id : inputs.jobId;
    const finished = job !== undefined && (0,_poll_js__WEBPACK_IMPORTED_MODULE_6__/* .isTerminal */ .Hd)(job);
    if (!inputs.wait || finished)
        return report({ jobId, job, outcome: finished ? 'terminal' : 'not-waited', polls: 0 });
    const shownId = (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(jobId);
    // Per-poll detail goes to the debug log (ACTIONS_STEP_DEBUG); the normal log keeps the status
    // changes and the first failed read of a streak, whose warning says polling goes on.
    let polls = 0;
    let failedReads = 0;
    const result = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(`Waiting for job ${shownId}`, async () => {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(job ? `Status: ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(job.status)}` : `Reading job ${shownId}`);
        try {
            return await (0,_poll_js__WEBPACK_IMPORTED_MODULE_6__/* .pollUntilTerminal */ ._g)({
                initial: job,
                read: async (c) => {
                    polls += 1;
                    const read = usableJob(await client.getJob(projectId, jobId, c), warned, jobId);
                    failedReads = 0;
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__.debug(`Poll ${polls}: job ${shownId} is ${describeJob(read)} after ${elapsedSoFar()}`);
                    return read;
                },
                deadline,
                intervalMs: inputs.pollIntervalMs,
                signal,
                clock,
                onStatusChange: next => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Status: ${describeJob(next)} (after ${elapsedSoFar()})`),
                onReadError: (error, retryInMs) => {
                    const text = `Reading job ${shownId} failed (${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(error.message)}); polling again in ${formatDuration(retryInMs)}`;
                    if (failedReads++ === 0)
                        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(text);
                    else
                        _actions_core__WEBPACK_IMPORTED_MODULE_0__.debug(text);
                }
            });
        }
        catch (error) {
            if (error instanceof AgentFailure)
                throw error;
            throw new AgentFailure((0,_runner_api_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .describeApiFailure */ .ge)(error, 'get', context), jobId);
        }
    });
    const elapsed = elapsedSoFar();
    if (result.kind === 'terminal')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Job ${shownId} finished as ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(result.job.status)} after ${elapsed}`);
    else if (result.kind === 'timeout')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Stopped waiting for job ${shownId} after ${elapsed} (timeout)`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Stopped waiting for job ${shownId} after ${elapsed} (cancelled)`);
    const timedOut = result.kind === 'timeout' ? result : undefined;
    return report({
        jobId,
        job: result.job ?? job,
        outcome: result.kind,
        polls: result.polls,
        lastError: timedOut?.lastError,
        rateLimitedUntil: timedOut?.rateLimitedUntil
    });
}
/** A duration for messages: `45 s`, `12 min 5 s`, `3 h 20 min`. */
const formatDuration = _runner_api_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .formatWait */ .Du;


/***/ }),

/***/ 55233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ messageHtml),
/* harmony export */   v: () => (/* binding */ writeAgentSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _runner_step_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99727);
/* harmony import */ var _shared_outside_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34190);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89316);




const ACTION_LABEL = {
    created: 'Created a job',
    'follow-up': 'Sent a follow-up',
    resumed: 'Waited for an existing job',
    checked: 'Checked an existing job'
};
const PROMPT_PREVIEW_CHARS = 1000;
/**
 * A message for the summary: escaped like any outside text (forMarkdown), then each `input-name` span
 * our messages use becomes `<code>`. Only spans of plain name characters are turned into code, so an
 * outside value cannot make markup this way.
 */
function messageHtml(text) {
    return (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forMarkdown */ .Bm)(text).replace(/&#96;([A-Za-z0-9_.:, -]{1,80})&#96;/g, '<code>$1</code>');
}
async function writeAgentSummary(report, prompt, error) {
    const { job } = report;
    const cell = (value) => (value ? (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forMarkdown */ .Bm)(value, 500) : '—');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addHeading('Docs agent', 2).addTable([
        [
            { data: 'Field', header: true },
            { data: 'Value', header: true }
        ],
        ['Mode', ACTION_LABEL[report.action]],
        ['Job id', `<code>${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forMarkdown */ .Bm)(report.jobId)}</code>`],
        ['Status', cell(job?.status)],
        [
            'Pull request',
            (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(job?.prLink) ||
                (job?.status === 'completed' ? 'none: the job completed and opened no pull request' : '—')
        ],
        ['Model', cell(job?.model)],
        ['Repository', job?.source?.repository ? (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(job.source.repository) : '—'],
        ['Ref', cell(job?.source?.ref)],
        ['Elapsed', (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(report.elapsedMs)]
    ]);
    if (report.outcome === 'timeout' || report.outcome === 'cancelled') {
        const why = report.outcome === 'timeout'
            ? 'Stopped waiting at <code>timeout-minutes</code>.'
            : 'The workflow was cancelled.';
        const resume = `It keeps running on the service; to wait for it again, run with <code>job-id: ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forMarkdown */ .Bm)(report.jobId)}</code> and no <code>prompt</code>.`;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addRaw(`<p>${why} ${resume}</p>`, true);
    }
    if (report.unknownStatuses?.length) {
        const names = report.unknownStatuses.map(s => `<code>${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forMarkdown */ .Bm)(s, 64)}</code>`).join(', ');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addRaw(`<p>The API reported a status the action does not know (${names}); it was taken as still running.</p>`, true);
    }
    if (error)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addRaw(`<p><strong>Error:</strong> ${messageHtml(error)}</p>`, true);
    if (prompt) {
        // forPre keeps the Markdown source on one line: a blank line in the prompt cannot end <details>.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addDetails('Prompt', `<pre>${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forPre */ .VI)(prompt, PROMPT_PREVIEW_CHARS)}</pre>`);
    }
    await (0,_runner_step_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .writeStepSummary */ .oG)();
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isApiError),
/* harmony export */   h: () => (/* binding */ ApiError)
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
    }
}
function isApiError(error) {
    return error instanceof ApiError;
}


/***/ }),

/***/ 7250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* unused harmony export nextPollDelay */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _retry_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71101);
/* harmony import */ var _time_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33355);
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14685);




/**
 * The wait before the next poll: the configured interval at first, then 10% of the time waited so
 * far, capped. A long wait costs few requests; the delay in noticing its end stays within
 * max(interval, 10% of the time waited).
 */
function nextPollDelay(baseIntervalMs, waitedMs) {
    const cap = Math.max(baseIntervalMs, _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_POLL_INTERVAL_MS */ .gs);
    return Math.min(cap, Math.max(baseIntervalMs, Math.round(waitedMs * 0.1)));
}
async function pollUntil(options) {
    const clock = options.clock ?? _time_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .realClock */ .d;
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
        await clock.sleep(Math.min(delay, remaining), signal);
        if (signal?.aborted)
            return { kind: 'cancelled', job, polls };
        polls += 1;
        try {
            const next = await options.read({
                deadline: Math.max(deadline, clock.now() + _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FINAL_READ_GRACE_MS */ .Y$),
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
            if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d)(error) || !error.retryable)
                throw error;
            failures += 1;
            lastError = error;
            // A Retry-After that ends past the deadline: no later read can succeed in time, so stop now.
            const waitAsked = error.retryAfterMs ?? 0;
            if (clock.now() + waitAsked >= deadline && error.retryAfterMs !== undefined)
                return { kind: 'timeout', job, polls, lastError, rateLimitedUntil: clock.now() + waitAsked };
            delay = Math.max(waitAsked, (0,_retry_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .backoffDelay */ .EY)(failures, { maxRetries: 0, baseDelayMs: intervalMs, maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_POLL_INTERVAL_MS */ .gs }));
            if (clock.now() < deadline)
                options.onReadError?.(error, Math.min(delay, deadline - clock.now()));
        }
    }
    return { kind: 'terminal', job, polls };
}


/***/ }),

/***/ 71101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Oz: () => (/* binding */ requestNeverSent),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   tE: () => (/* binding */ decideRetry)
/* harmony export */ });
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14685);

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

/***/ 8164:
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
/* harmony import */ var _shared_outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34190);


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
    .refine(id => (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb)(id), 'not a usable id (1 to 128 characters, no control characters)')
    .refine(id => (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(id) === id, 'holds part of the API key');
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

/***/ 58376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   ge: () => (/* binding */ describeApiFailure),
/* harmony export */   w8: () => (/* binding */ waitSentences),
/* harmony export */   xv: () => (/* binding */ describeReset)
/* harmony export */ });
/* harmony import */ var _shared_error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56833);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _shared_outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34190);



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
function hint(error, operation) {
    const read = readOf(operation);
    switch (error.status) {
        case 400:
            return read
                ? `Check \`date-from\`, \`date-to\`${read.pageSize ? ' and `page-size`' : ''}.`
                : 'Check `prompt` (it must not be empty).';
        case 401:
            return 'The API key was refused: check that `api-key` holds a current admin key (mint_…), not an expired or revoked one.';
        case 403:
            return operation === 'get' || read
                ? 'The key lacks the `read` scope, or it has an IP allowlist that excludes this runner.'
                : 'The key lacks the `write` scope (read-only key?), or it has an IP allowlist that excludes this runner.';
        case 404: {
            const check = operation === 'create' || read
                ? 'Check `project-id` (from the API keys page of the dashboard).'
                : 'Check `project-id` and `job-id`: the job must belong to that project.';
            // A generic "Not found" (a proxy, a wrong path prefix) points at the URL rather than the ids.
            return /project|job/i.test(error.apiMessage ?? '')
                ? check
                : `${check} The answer names neither, so also check \`base-url\` (the API's root, https://api.mintlify.com).`;
        }
        case 429:
            return read
                ? 'The analytics rate limit was reached (100 requests per organization per hour, shared by all analytics endpoints). Try again later.'
                : 'The agent rate limit was reached (100 creates and follow-ups per project per hour). Try again later.';
        default:
            return '';
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
function describeApiFailure(error, operation, context = {}) {
    if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d)(error))
        return `${whatOf(operation)} failed: ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)((0,_shared_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error))}`;
    const parts = [`${whatOf(operation, true)} failed: ${error.message}.`];
    const extra = hint(error, operation);
    if (extra)
        parts.push(extra);
    parts.push(...waitSentences(error, context));
    if (error.jobId !== undefined) {
        parts.push(`The answer was a success that named job ${(0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(error.jobId)}, so the job probably exists: it is reported as \`job-id\`; to wait for it, run again with that \`job-id\` and no \`prompt\`.`);
    }
    if (error.kind === 'contract')
        parts.push('The API answered with data this action does not understand; retrying will not help.');
    if ((operation === 'create' || operation === 'follow-up') && error.mayHaveReachedServer) {
        parts.push(operation === 'create'
            ? 'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.'
            : 'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.');
    }
    return parts.join(' ');
}


/***/ }),

/***/ 97424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOTAL_OUTPUT_BYTES: () => (/* binding */ TOTAL_OUTPUT_BYTES),
/* harmony export */   outputValue: () => (/* binding */ outputValue),
/* harmony export */   setAgentOutputs: () => (/* binding */ setAgentOutputs),
/* harmony export */   setAnalyticsOutputs: () => (/* binding */ setAnalyticsOutputs),
/* harmony export */   setAutomationOutputs: () => (/* binding */ setAutomationOutputs),
/* harmony export */   setCommentUrlOutput: () => (/* binding */ setCommentUrlOutput),
/* harmony export */   setDeploymentOutputs: () => (/* binding */ setDeploymentOutputs),
/* harmony export */   setJobIdOutput: () => (/* binding */ setJobIdOutput)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _shared_outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34190);


// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded. All outputs together are bounded too (the runner refuses oversized ones): a
// value that would take them past TOTAL_OUTPUT_BYTES is cut, with a visible note.
/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
const TOTAL_OUTPUT_BYTES = 256 * 1024;
/** Each output's value as written (an output set twice counts once, at its last value). */
const values = new Map();
function output(name, value) {
    let text = (0,_shared_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forOutput */ .np)(value === undefined ? '' : String(value));
    let others = 0;
    for (const [other, written] of values)
        if (other !== name)
            others += Buffer.byteLength(written, 'utf8');
    const room = TOTAL_OUTPUT_BYTES - others;
    const size = Buffer.byteLength(text, 'utf8');
    if (size > room) {
        const note = ` [cut: all outputs together are limited to ${TOTAL_OUTPUT_BYTES / 1024} KiB]`;
        text = room > note.length ? `${utf8Cut(text, room - note.length)}${note}` : '';
    }
    values.set(name, text);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput(name, text);
}
/** The value an output was last set to in this run (as written), if it was set. */
function outputValue(name) {
    return values.get(name);
}
/** The longest prefix within `maxBytes` of UTF-8, never splitting a character. */
function utf8Cut(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    let end = maxBytes;
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}
/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
function setJobIdOutput(jobId) {
    output('job-id', jobId);
}
function setAgentOutputs(outputs) {
    output('job-id', outputs.jobId);
    output('action', outputs.action);
    output('status', outputs.status ?? '');
    output('pr-link', outputs.prLink ?? '');
    output('model', outputs.model ?? '');
    output('job', outputs.job ?? '');
}
function setCommentUrlOutput(url) {
    output('comment-url', url);
}
function setAnalyticsOutputs(outputs) {
    output('total-views', outputs.totalViews);
    output('human-views', outputs.humanViews);
    output('ai-views', outputs.aiViews);
    output('page-count', outputs.pageCount);
    output('export-dir', outputs.exportDir);
    output('artifact-id', outputs.artifactId ?? '');
    output('artifact-url', outputs.artifactUrl ?? '');
    output('searches-total', outputs.searchesTotal);
    output('feedback-count', outputs.feedbackCount);
    output('assistant-conversations', outputs.assistantConversations);
    output('assistant-turns', outputs.assistantTurns);
    output('datasets', outputs.datasets);
    output('requests', outputs.requests);
    output('complete', String(outputs.complete));
    output('checkpoint', outputs.checkpoint);
    output('report-path', outputs.reportPath);
    output('headline', outputs.headline);
    output('report-issue-url', outputs.reportIssueUrl);
}
function setDeploymentOutputs(outputs) {
    output('status-id', outputs.statusId);
    output('status', outputs.status);
    output('preview-url', outputs.previewUrl);
    output('commit-sha', outputs.commitSha);
    output('commit-ref', outputs.commitRef);
    output('commit-message', outputs.commitMessage);
    output('summary', outputs.summary);
    output('screenshot-url', outputs.screenshotUrl);
}
function setAutomationOutputs(outputs) {
    output('schema-id', outputs.schemaId);
    output('instance-id', outputs.instanceId);
    output('job-id', outputs.jobId);
    output('status', outputs.status);
    output('pr-link', outputs.prLink ?? undefined);
}


/***/ }),

/***/ 99727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oG: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6617);


// The one place the job summary is written. Everything else builds it with `core.summary` (or passes
// Markdown here) and calls writeStepSummary; summary-file.ts enforces the runner's limits.

/** Appends `markdown` (if given) to the summary being built, then writes it out. */
async function writeStepSummary(markdown) {
    if (markdown !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.addRaw(markdown, true);
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.stringify();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.summary.emptyBuffer();
    (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_1__.appendStepSummary)(text, message => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(message));
}


/***/ }),

/***/ 6617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SUMMARY_LIMIT_BYTES: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   appendStepSummary: () => (/* binding */ appendStepSummary),
/* harmony export */   summaryWritten: () => (/* binding */ summaryWritten),
/* harmony export */   truncateHtml: () => (/* binding */ truncateHtml)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// Appending to the job summary file within the runner's limits, without @actions/core: a run that
// fails before any mode starts (an input error) writes its short summary through here, and loading
// @actions/core only for that would cost more than the rest of the entry (BENCHMARKS.md, start-up).
//  - the runner drops a step's summary over 1 MiB (all of it, not the excess): the file is kept under
//    that, cut at a safe point with a visible note;
//  - some runners and emulators set no GITHUB_STEP_SUMMARY: a warning, once, and the step goes on.
/** The runner's limit per step, and what we keep to (a little under it, for the note). */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
const KEEP_BYTES = SUMMARY_LIMIT_BYTES - 4 * 1024;
let written = false;
let warnedMissing = false;
/** Whether any summary has been written in this run (main.ts writes a short one on failure if not). */
function summaryWritten() {
    return written;
}
/** Appends `text` (Markdown with inline HTML) to the summary file, cut to fit under the runner's limit. */
function appendStepSummary(text, warn) {
    written = true;
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        if (!warnedMissing)
            warn('No job summary: GITHUB_STEP_SUMMARY is not set on this runner. The outputs are set as usual.');
        warnedMissing = true;
        return;
    }
    const room = KEEP_BYTES - sizeOf(file);
    let kept = text;
    if (Buffer.byteLength(text, 'utf8') > room) {
        kept = truncateHtml(text, room);
        if (!kept)
            warn("The job summary is already at the runner's 1 MiB limit: this part of it was not written.");
    }
    if (kept)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, kept);
}
function sizeOf(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size;
    }
    catch {
        return 0;
    }
}
// Elements with no closing tag, and the ones whose content is raw text.
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr', 'col', 'meta', 'link', 'source', 'area', 'base']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g;
/**
 * `html` cut to at most `maxBytes` of UTF-8 with a visible note: never inside a tag, an entity or a
 * character; tags left open are closed (in order), and so is a Markdown code fence.
 */
function truncateHtml(html, maxBytes) {
    const total = Buffer.byteLength(html, 'utf8');
    if (total <= maxBytes)
        return html;
    const note = (left) => `\n\n<p><strong>Summary cut here:</strong> the runner accepts at most 1 MiB per step, so ${left.toLocaleString('en-US')} bytes were left out. The full details are in the step's log and outputs.</p>\n`;
    // Room for the closing tags and the note; the note is counted with the largest possible number.
    const reserve = Buffer.byteLength(note(total), 'utf8') + 512;
    if (maxBytes <= reserve)
        return '';
    let kept = utf8Prefix(html, maxBytes - reserve);
    // Not inside a tag: drop a trailing `<…` that has no `>`.
    const open = kept.lastIndexOf('<');
    if (open > kept.lastIndexOf('>'))
        kept = kept.slice(0, open);
    // Not inside an entity: drop a trailing `&name` / `&#123` with no `;`.
    kept = kept.replace(/&#?[a-zA-Z0-9]{0,31}$/, '');
    // Prefer a line (block) boundary when one is near, so a table row or paragraph stays whole.
    const line = kept.lastIndexOf('\n');
    if (line >= 0 && kept.length - line < 2048)
        kept = kept.slice(0, line);
    const stack = [];
    for (const m of kept.matchAll(TAG)) {
        const name = m[2].toLowerCase();
        if (VOID.has(name) || m[3])
            continue;
        if (m[1]) {
            const at = stack.lastIndexOf(name);
            if (at >= 0)
                stack.length = at;
        }
        else
            stack.push(name);
    }
    const fences = kept.split('\n').filter(l => /^\s*(```|~~~)/.test(l)).length;
    const closing = (fences % 2 ? '\n```\n' : '') +
        stack
            .reverse()
            .map(n => `</${n}>`)
            .join('');
    const left = total - Buffer.byteLength(kept, 'utf8');
    const result = `${kept}${closing}${note(left)}`;
    return Buffer.byteLength(result, 'utf8') <= maxBytes ? result : `${note(left).trim()}\n`;
}
/** The longest prefix of `text` within `maxBytes` of UTF-8, never splitting a character. */
function utf8Prefix(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return text;
    let end = Math.max(0, maxBytes);
    // Back up to the start of a character (continuation bytes are 10xxxxxx).
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}


/***/ }),

/***/ 33355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ realClock)
/* harmony export */ });
// Time, injectable: the poller and the export wait through this, so tests and the polling benchmark
// can run on a simulated clock instead of real waiting.
const realClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
    })
};


/***/ })

};
