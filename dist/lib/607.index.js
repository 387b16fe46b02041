export const id = 607;
export const ids = [607,614];
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

/***/ 25324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ CommentStore)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_PAGES */
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38429);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7272);



// Reading and writing a pull request's comments, and knowing which of them this action wrote. Markers
// are trusted only in comments by this action's identity: `github-actions[bot]` for the default token;
// for another token, the user `GET /user` names (a personal token). That request is made only when a
// comment carries a marker but was written by someone else, so ordinary runs spend nothing on it.
/** Enough for thousands of comments; a PR with more is not worth more requests. */
const MAX_COMMENT_PAGES = 30;
const COMMENTS_PER_PAGE = 100;
class CommentStore {
    request;
    target;
    info;
    listed;
    identities = [_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .aX];
    askedWhoAmI = false;
    constructor(request, target, 
    /** The run's log. */
    info) {
        this.request = request;
        this.target = target;
        this.info = info;
    }
    /** Ascending by creation, as GitHub lists them; at most MAX_COMMENT_PAGES requests. */
    async list(signal) {
        if (this.listed)
            return this.listed;
        const { rows, capped } = await (0,_api_js__WEBPACK_IMPORTED_MODULE_1__/* .readPages */ .n4)(this.request, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            owner: this.target.owner,
            repo: this.target.repo,
            issue_number: this.target.number,
            ...(signal ? { request: { signal } } : {})
        }, { perPage: COMMENTS_PER_PAGE, maxPages: MAX_COMMENT_PAGES });
        if (capped)
            this.info(`Read the first ${MAX_COMMENT_PAGES * COMMENTS_PER_PAGE} comments of pull request #${this.target.number} only (the limit); later ones are not searched.`);
        this.listed = rows.flatMap(row => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .issueComment */ .fF)(row) ?? []);
        return this.listed;
    }
    /** Forget the listing (after a write that may or may not have happened). */
    forget() {
        this.listed = undefined;
    }
    /** The identities whose markers count; asks `GET /user` once, and only when it could matter. */
    async trustedIdentities(comments, signal) {
        const strangers = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .withMarkers */ .ew)(comments).filter(c => !this.identities.some(id => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(c.author, id)));
        if (strangers.length === 0 || this.askedWhoAmI)
            return this.identities;
        this.askedWhoAmI = true;
        try {
            const me = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .commentAuthor */ .H3)((await this.request('GET /user', signal ? { request: { signal } } : {})).data);
            if (me)
                this.identities.push(me);
        }
        catch {
            // The default token and app tokens cannot read /user: only github-actions[bot] (and what this run wrote) count.
        }
        const ignored = strangers.filter(c => !this.identities.some(id => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(c.author, id)));
        if (ignored.length > 0) {
            const who = [...new Set(ignored.map(c => c.author.login || 'unknown'))].slice(0, 5);
            this.info(`Ignoring ${ignored.length} comment(s) that carry this action's markers but were written by ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(who.join(', '), 200)}, not by this action.`);
        }
        return this.identities;
    }
    /**
     * One comment as it is now (another run may have written it since it was listed): 'deleted' on a 404,
     * undefined when the answer is not a comment (then what was read before stands).
     */
    async read(id, signal) {
        try {
            const response = await this.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                owner: this.target.owner,
                repo: this.target.repo,
                comment_id: id,
                ...(signal ? { request: { signal } } : {})
            });
            return (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .issueComment */ .fF)(response.data);
        }
        catch (error) {
            if ((0,_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error).status === 404)
                return 'deleted';
            throw error;
        }
    }
    /** Deletes a comment this run wrote (a claim that another run's comment made redundant). */
    async remove(id, signal) {
        await this.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            owner: this.target.owner,
            repo: this.target.repo,
            comment_id: id,
            ...(signal ? { request: { signal } } : {})
        });
    }
    /** PATCH or POST; the response's author is this action's identity from then on. */
    async write(existing, body, signal) {
        const repo = { owner: this.target.owner, repo: this.target.repo };
        const request = signal ? { request: { signal } } : {};
        let response;
        if (existing !== undefined) {
            response = await this.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...repo,
                comment_id: existing,
                body,
                ...request
            });
        }
        else {
            response = await this.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...repo,
                issue_number: this.target.number,
                body,
                ...request
            });
        }
        const written = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .issueComment */ .fF)(response.data);
        if (written?.author.login && !this.identities.some(id => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(written.author, id)))
            this.identities.push(written.author);
        return written;
    }
}


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ commentAuthor),
/* harmony export */   aR: () => (/* binding */ keyMarker),
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   ew: () => (/* binding */ withMarkers),
/* harmony export */   fF: () => (/* binding */ issueComment),
/* harmony export */   lD: () => (/* binding */ markedComments),
/* harmony export */   ov: () => (/* binding */ sameAuthor),
/* harmony export */   qB: () => (/* binding */ jobMarker)
/* harmony export */ });
/* unused harmony exports encodeMarkerPart, parseMarkers */
// This action's comments on GitHub: the hidden markers that name the workflow job that wrote one,
// who wrote it (markers count only in this action's own comments), and GitHub's comment JSON read
// leniently. `<!-- docs-agent-job:{jobId} -->` is for people and searches only: nothing trusts it.
/** The author of comments written with the default `GITHUB_TOKEN`. */
const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot', id: 41898282 };
/** Whether `author` is `identity` (by login and type; by id as well when both carry one). */
function sameAuthor(author, identity) {
    if (author.login !== identity.login || author.type !== identity.type)
        return false;
    return author.id === undefined || identity.id === undefined || author.id === identity.id;
}
const KEY_MARKER = /<!-- docs-agent-action:([^\s:]+):([^\s:]+) -->/;
/**
 * Names go into an HTML comment, separated by `:`. Percent-encoding keeps `:`, `>` and spaces out;
 * `--` cannot appear inside an HTML comment, so its second dash is encoded as well.
 */
function encodeMarkerPart(value) {
    // encodeURIComponent throws on a lone surrogate; those cannot name anything anyway.
    const wellFormed = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
    return encodeURIComponent(wellFormed).replace(/-(?=-)/g, '%2D');
}
function decodeMarkerPart(value) {
    try {
        return decodeURIComponent(value);
    }
    catch {
        return undefined;
    }
}
function keyMarker(key) {
    return `<!-- docs-agent-action:${encodeMarkerPart(key.workflow)}:${encodeMarkerPart(key.job)} -->`;
}
function jobMarker(jobId) {
    return `<!-- docs-agent-job:${encodeMarkerPart(jobId)} -->`;
}
/** The key marker of a comment body, or undefined when it is not this action's comment. */
function parseMarkers(body) {
    const key = KEY_MARKER.exec(body);
    if (!key)
        return undefined;
    const workflow = decodeMarkerPart(key[1]);
    const job = decodeMarkerPart(key[2]);
    if (workflow === undefined || job === undefined)
        return undefined;
    return { key: { workflow, job } };
}
/** Comments carrying this action's markers, whoever wrote them (the caller then checks the author). */
function withMarkers(comments) {
    return comments.flatMap(c => {
        const markers = parseMarkers(c.body);
        return markers ? [{ ...c, ...markers }] : [];
    });
}
/**
 * Anyone (a person, another bot quoting a person) can write a marker into a comment: only comments
 * whose author is one of `identities` (this action's) count.
 */
function markedComments(comments, identities) {
    return withMarkers(comments).filter(c => identities.some(id => sameAuthor(c.author, id)));
}
/** Lenient reading of GitHub's issue comment JSON. */
function issueComment(raw) {
    const c = (raw ?? {});
    if (typeof c.id !== 'number')
        return undefined;
    const user = (c.user ?? {});
    return {
        id: c.id,
        body: typeof c.body === 'string' ? c.body : '',
        url: typeof c.html_url === 'string' ? c.html_url : '',
        updatedAt: typeof c.updated_at === 'string' ? c.updated_at : '',
        author: commentAuthor(user) ?? { login: '', type: '' }
    };
}
/** A GitHub user object (comment author, `GET /user`), leniently. */
function commentAuthor(raw) {
    const user = (raw ?? {});
    if (typeof user.login !== 'string' || !user.login)
        return undefined;
    return {
        login: user.login,
        type: typeof user.type === 'string' ? user.type : '',
        id: typeof user.id === 'number' ? user.id : undefined
    };
}


/***/ }),

/***/ 41390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Sj: () => (/* binding */ pullRequestTarget),
/* harmony export */   rT: () => (/* binding */ pullRequestFromApi)
/* harmony export */ });
/* harmony import */ var _trigger_event_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95456);
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12810);


/**
 * A pull request the API returned, as the trigger's own (one pull-request type). Lenient: missing
 * fields give empty strings, never a crash; no usable number, undefined.
 */
function pullRequestFromApi(raw) {
    const parsed = (0,_trigger_event_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .eventSchemas */ .h)().pullRequestSchema.safeParse(raw);
    return parsed.success ? (0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestFacts */ .qL)(parsed.data) : undefined;
}
/** The pull request this event is about, or undefined (push, schedule, a comment on a plain issue, …). */
function pullRequestTarget(trigger) {
    const { owner, name } = trigger.repository;
    if (!owner || !name)
        return undefined;
    const base = { owner, repo: name };
    if (trigger.kind === 'pull-request')
        return { ...base, number: trigger.number, fromComment: false, pullRequest: trigger.pullRequest };
    if (trigger.kind !== 'comment' || !trigger.onPullRequest)
        return undefined;
    // A comment's target carries no pull request: loadPullRequest reads it from the API.
    const { author, body } = trigger.comment;
    return { ...base, number: trigger.number, fromComment: true, comment: { author: author.login, body } };
}
/** Link to this workflow run, shown in the comment; undefined outside a runner. */
function workflowRunUrl(env, repo) {
    const runId = env.GITHUB_RUN_ID;
    if (!runId || !/^\d+$/.test(runId))
        return undefined;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
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


/***/ }),

/***/ 74607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishPreviewComment: () => (/* binding */ publishPreviewComment)
/* harmony export */ });
/* unused harmony export previewCommentBody */
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_time_run_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13398);
/* harmony import */ var _kernel_time_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74235);
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38429);
/* harmony import */ var _kernel_github_comment_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25324);
/* harmony import */ var _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7272);
/* harmony import */ var _kernel_github_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41390);
/* harmony import */ var _kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33614);
/* harmony import */ var _kernel_trigger_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(12810);









const markerOf = (workflow, job) => `<!-- docs-agent-action:preview ${encodeURIComponent(workflow)}/${encodeURIComponent(job)} -->`;
function previewCommentBody(marker, facts, runUrl) {
    const link = facts.previewUrl ? (0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(facts.previewUrl) : 'no preview URL yet';
    return [
        marker,
        '### Docs preview',
        '',
        `**${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(facts.state, 200)}**: ${link}`,
        '',
        `Branch <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(facts.branch, 255)}</code> · status id <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(facts.statusId, 128)}</code>${runUrl ? ` · ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : ''}`
    ].join('\n');
}
/** Writes or updates the preview comment; a failure is a warning, never the step's failure. */
async function publishPreviewComment(inputs, facts, { budget, trigger, log }, env = process.env) {
    if (!inputs.commentOnPr || !(0,_kernel_trigger_index_js__WEBPACK_IMPORTED_MODULE_8__/* .mayConcernPullRequest */ .o6)(trigger) || !inputs.githubToken)
        return undefined;
    if (trigger.kind === 'other' && trigger.problem !== undefined) {
        log.warning(`Skipping the preview comment: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(trigger.problem, 300)}`);
        return undefined;
    }
    const target = (0,_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_6__/* .pullRequestTarget */ .Sj)(trigger);
    if (!target)
        return undefined;
    // The comment is the run's last word, whatever the end: past the deadline (a preview that outlasted
    // `timeout-minutes`) it gets the same short grace as agent mode's comment, and after cancellation
    // one short budget of its own, not tied to the (already aborted) cancel signal.
    const final = budget.cancel.aborted
        ? (0,_kernel_time_run_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .timeoutSignal */ ._)(_kernel_time_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_CANCELLED_WRITE_MS */ .bO)
        : budget.bounded(_kernel_time_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_FINAL_WRITE_MS */ .Sx, _kernel_time_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_FINAL_WRITE_GRACE_MS */ .HI);
    const { signal } = final;
    try {
        const { request } = await (0,_kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_7__.openGitHub)(inputs.githubToken, budget, message => log.info(message));
        const store = new _kernel_github_comment_store_js__WEBPACK_IMPORTED_MODULE_4__/* .CommentStore */ .j(request, target, message => log.info(message));
        const marker = markerOf(trigger.workflow || 'workflow', trigger.job || 'job');
        const comments = await store.list(signal);
        const trusted = await store.trustedIdentities(comments, signal);
        const existing = comments.find(c => c.body.startsWith(marker) && trusted.some(identity => (0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_5__/* .sameAuthor */ .ov)(c.author, identity)));
        const body = previewCommentBody(marker, facts, (0,_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_6__/* .workflowRunUrl */ .CX)(env, target));
        const written = await store.write(existing?.id, body, signal);
        return written?.url;
    }
    catch (error) {
        log.warning((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubWarning */ .e5)('write the preview comment', error, true, 'The preview itself is unaffected: its link is in the outputs and the job summary.'));
        return undefined;
    }
    finally {
        final.dispose();
    }
}


/***/ })

};
