export const id = 540;
export const ids = [540,261,188];
export const modules = {

/***/ 99947:
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
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85442);



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
    return parts.join(' ');
}
const MAY_HAVE_REACHED = {
    create: 'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.',
    'follow-up': 'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.'
};
function describeApiFailure(error, operation, context = {}) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d)(error))
        return `${whatOf(operation)} failed: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)((0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error))}`;
    return apiFailureMessage(error, {
        what: whatOf(operation, true),
        hint: hint(error, operation),
        salvaged: error.jobId === undefined
            ? undefined
            : `The answer was a success that named job ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(error.jobId)}, so the job probably exists: it is reported as \`job-id\`; to wait for it, run again with that \`job-id\` and no \`prompt\`.`,
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

/***/ 55188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOTAL_OUTPUT_BYTES: () => (/* binding */ TOTAL_OUTPUT_BYTES),
/* harmony export */   outputValue: () => (/* binding */ outputValue),
/* harmony export */   resetOutputs: () => (/* binding */ resetOutputs),
/* harmony export */   setAgentOutputs: () => (/* binding */ setAgentOutputs),
/* harmony export */   setAnalyticsOutputs: () => (/* binding */ setAnalyticsOutputs),
/* harmony export */   setAutomationOutputs: () => (/* binding */ setAutomationOutputs),
/* harmony export */   setCommentUrlOutput: () => (/* binding */ setCommentUrlOutput),
/* harmony export */   setDeploymentOutputs: () => (/* binding */ setDeploymentOutputs),
/* harmony export */   setJobIdOutput: () => (/* binding */ setJobIdOutput),
/* harmony export */   setSkippedOutputs: () => (/* binding */ setSkippedOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85442);


// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded. All outputs together are bounded too (the runner refuses oversized ones): a
// value that would take them past TOTAL_OUTPUT_BYTES is cut, with a visible note.
/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
const TOTAL_OUTPUT_BYTES = 256 * 1024;
/** Each output's value as written (an output set twice counts once, at its last value). */
const values = new Map();
function output(name, value) {
    let text = (0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forOutput */ .np)(value === undefined ? '' : String(value));
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
    // The runner appends every setOutput to its file: a value already written is not written again
    // (the job id, set before polling, is set once).
    if (values.get(name) === text)
        return;
    values.set(name, text);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput(name, text);
}
/** Forgets what was written: a new run (the runner starts a process per step; tests run modes in process). */
function resetOutputs() {
    values.clear();
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
    output('branch', outputs.branch ?? '');
    output('repository', outputs.repository ?? '');
    // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
    output('docs-pr-number', /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(outputs.prLink ?? '')?.[1] ?? '');
}
/** Agent mode did nothing, on purpose: `action` is `skipped`, and the reason is one line. */
function setSkippedOutputs(reason) {
    output('action', 'skipped');
    output('skipped-reason', reason);
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

/***/ 37267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oG: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34261);


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

/***/ 34261:
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

/***/ 83673:
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
