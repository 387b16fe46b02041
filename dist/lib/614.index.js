export const id = 614;
export const ids = [614];
export const modules = {

/***/ 38429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   It: () => (/* binding */ permissionsBlock),
/* harmony export */   JR: () => (/* binding */ boundedRequest),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   e5: () => (/* binding */ gitHubWarning),
/* harmony export */   n4: () => (/* binding */ readPages),
/* harmony export */   nj: () => (/* binding */ isPermissionProblem)
/* harmony export */ });
/* unused harmony exports READ_ATTEMPTS, hasNextPage, isTransient */
/* harmony import */ var _time_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83673);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);
/* harmony import */ var _time_run_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13398);
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74235);
// The few GitHub REST calls this action makes, behind one small function type so the rest of the code
// never depends on Octokit's types (and tests can pass a fake). Every call is bounded in time: a slow or
// hanging GitHub API must not hold the step, least of all after cancellation.




/** Reads are retried on 502/503/504 and network failures: 3 attempts (GITHUB_RETRY_DELAYS_MS apart). */
const READ_ATTEMPTS = _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_RETRY_DELAYS_MS */ .H5.length + 1;
/** GitHub paginates with a Link header; `rel="next"` is there until the last page. */
function hasNextPage(headers) {
    const link = headers.link ?? headers.Link;
    return typeof link === 'string' && /<[^>]*>\s*;\s*rel="?next"?/.test(link);
}
/** One attempt's signal: the run's budget (deadline and cancellation) and the per-request timeout. */
function attemptSignal(budget) {
    return budget ? budget.bounded(_time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_REQUEST_TIMEOUT_MS */ .bB) : (0,_time_run_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .timeoutSignal */ ._)(_time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_REQUEST_TIMEOUT_MS */ .bB);
}
const isRead = (route) => route.startsWith('GET ');
/** 502/503/504 or no HTTP answer at all (network, per-request timeout); never a cancellation. */
function isTransient(error, budget) {
    if (budget?.signal.aborted)
        return false;
    const failure = describeGitHubError(error);
    if (failure.status !== undefined)
        return [502, 503, 504].includes(failure.status);
    return !failure.message.startsWith('stopped');
}
/**
 * Wraps Octokit's request so that every call runs under the run's deadline and cancellation with a
 * plain-timer timeout (which fires on Node 20, unlike `AbortSignal.timeout` inside `AbortSignal.any`),
 * and reads retry transient failures, bounded and never past the deadline. A caller that passes its
 * own `request.signal` (the last comment update, which has a budget of its own) gets one attempt.
 */
function boundedRequest(raw, budget, onRetry) {
    return async (route, params) => {
        const own = params.request?.signal;
        if (own)
            return raw(route, params);
        const attempts = isRead(route) ? READ_ATTEMPTS : 1;
        for (let attempt = 1;; attempt++) {
            const bound = attemptSignal(budget);
            try {
                // Other request options (`redirect: 'manual'`, so a 301 is seen, not followed) are kept.
                const options = params.request;
                return await raw(route, { ...params, request: { ...options, signal: bound.signal } });
            }
            catch (error) {
                const delay = _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_RETRY_DELAYS_MS */ .H5[attempt - 1] ?? 0;
                const room = budget ? budget.remainingMs() - delay : Infinity;
                if (attempt >= attempts || !isTransient(error, budget) || room < _time_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_MIN_RETRY_ROOM_MS */ .nO)
                    throw error;
                const failure = describeGitHubError(error);
                onRetry?.(route, failure.status ? `HTTP ${failure.status}` : failure.message, attempt, delay);
                await (budget?.clock ?? _time_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .realClock */ .d).sleep(delay, budget?.cancel);
                if (budget?.cancel.aborted)
                    throw error;
            }
            finally {
                bound.dispose();
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
    const message = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cut */ .Jj)((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(raw.replace(/\s+/g, ' ').trim()), MAX_MESSAGE_CHARS, '') || 'unknown error';
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
    let text = `Could not ${what} (${status}${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(failure.message, MAX_MESSAGE_CHARS)}). ${consequence}`;
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
// EXTERNAL MODULE: ./src/kernel/github/api.ts
var api = __webpack_require__(38429);
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
// reads retried within the budget.
const USER_AGENT = 'docs-agent-action';
/**
 * getOctokit takes its base URL from GITHUB_API_URL (GHES, tests) when the module loads: it is imported
 * only here, once the env is final. The event is read from the run's Trigger (kernel/trigger), never
 * from the module's `context`, though loading the module still builds one (and throws when the event
 * file is not JSON: callers with a Trigger that could not read it stop before this).
 */
async function openGitHub(token, budget, 
/** The run's log: each retry is a line. */
info) {
    const github = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(119), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    // @actions/github adds no retry or throttling plugin: boundedRequest retries reads, within the budget.
    const octokit = github.getOctokit(token, { userAgent: USER_AGENT, request: { fetch: boundedFetch() } });
    const raw = (route, params) => octokit.request(route, params);
    const request = (0,api/* boundedRequest */.JR)(raw, budget, (route, why, attempt, delayMs) => info(`GitHub ${route.split(' ')[1]}: ${(0,safe_text/* forLog */.Ig)(why, 200)}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`));
    return { request };
}


/***/ })

};
