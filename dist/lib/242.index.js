export const id = 242;
export const ids = [242,614];
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

/***/ 25324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ CommentStore)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_PAGES */
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61668);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7272);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20823);




// Reading and writing a pull request's comments, and knowing which of them this action wrote. Markers
// are trusted only in comments by this token's identity (identity.ts), which is read only when a
// comment carries a marker and this run has not written one yet, so a first run spends nothing on it.
/** Enough for thousands of comments; a PR with more is not worth more requests. */
const MAX_COMMENT_PAGES = 30;
const COMMENTS_PER_PAGE = 100;
class CommentStore {
    request;
    target;
    info;
    identity;
    listed;
    toldIgnored = false;
    constructor(request, target, 
    /** The run's log. */
    info, 
    /** Who this run writes as; without one, the token's kind is unknown and GitHub is asked. */
    identity = new _identity_js__WEBPACK_IMPORTED_MODULE_3__/* .TokenIdentity */ .uU(request, '')) {
        this.request = request;
        this.target = target;
        this.info = info;
        this.identity = identity;
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
    /**
     * The identities whose markers count: this token's, read once and only when a comment carries a
     * marker. When it cannot be read this throws, and no comment is adopted or overwritten.
     */
    async trustedIdentities(comments, signal) {
        const marked = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .withMarkers */ .ew)(comments);
        if (marked.length === 0)
            return this.identity.learned ? [this.identity.learned] : [];
        const me = await this.identity.resolve(signal);
        const ignored = marked.filter(c => !(0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(c.author, me));
        if (ignored.length > 0 && !this.toldIgnored) {
            this.toldIgnored = true;
            const who = [...new Set(ignored.map(c => c.author.login || 'unknown'))].slice(0, 5);
            this.info(`Ignoring ${ignored.length} comment(s) that carry this action's markers but were written by ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(who.join(', '), 200)}, not by this token's identity (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(me.login, 100)}).`);
        }
        return [me];
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
    /** PATCH or POST; the response's author is this token's identity. */
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
        this.identity.learn(written?.author);
        return written;
    }
}


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ev: () => (/* binding */ encodeMarkerPart),
/* harmony export */   H3: () => (/* binding */ commentAuthor),
/* harmony export */   aR: () => (/* binding */ keyMarker),
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   ew: () => (/* binding */ withMarkers),
/* harmony export */   fF: () => (/* binding */ issueComment),
/* harmony export */   lD: () => (/* binding */ markedComments),
/* harmony export */   ov: () => (/* binding */ sameAuthor),
/* harmony export */   qB: () => (/* binding */ jobMarker)
/* harmony export */ });
/* unused harmony export parseMarkers */
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
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31633);


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

/***/ 20823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KA: () => (/* binding */ mayCreateCheckRuns),
/* harmony export */   uU: () => (/* binding */ TokenIdentity)
/* harmony export */ });
/* unused harmony exports tokenKind, graphqlUrl */
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61668);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7272);


/** The kind of a token, from its documented prefix (nothing else of the token is kept). */
function tokenKind(token) {
    if (token.startsWith('ghs_'))
        return 'installation';
    if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token))
        return 'personal';
    return 'unknown';
}
/** Only GitHub Apps (the workflow's GITHUB_TOKEN included) may create check runs. */
function mayCreateCheckRuns(kind) {
    return kind !== 'personal';
}
/** GraphQL's endpoint beside the REST one (GHES serves REST at `/api/v3` and GraphQL at `/api/graphql`). */
function graphqlUrl(env = process.env) {
    const rest = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    return /\/api\/v3$/.test(rest) ? rest.replace(/\/v3$/, '/graphql') : `${rest}/graphql`;
}
const VIEWER_QUERY = 'query { viewer { login databaseId __typename } }';
/** The identity a token writes as; `resolve` asks GitHub at most once. */
class TokenIdentity {
    request;
    kind;
    known;
    asking;
    constructor(request, token, 
    /** The identity when the caller already knows it (a test of the default token): no request. */
    known) {
        this.request = request;
        this.kind = tokenKind(token);
        this.known = known;
    }
    /** What is known without a request: the author of something this run wrote, once it wrote. */
    get learned() {
        return this.known;
    }
    /** The author of an object this run just wrote is this token's identity. */
    learn(author) {
        if (author?.login && !this.known)
            this.known = author;
    }
    /** Whether `author` is this token's identity; asks GitHub once (throws when it cannot tell). */
    async owns(author, signal) {
        return (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .sameAuthor */ .ov)(author, await this.resolve(signal));
    }
    /** The identity, read once per run; throws when GitHub cannot say (then nothing is adopted). */
    resolve(signal) {
        if (this.known)
            return Promise.resolve(this.known);
        this.asking ??= this.ask(signal).then(author => (this.known ??= author), error => {
            this.asking = undefined;
            throw error;
        });
        return this.asking;
    }
    async ask(signal) {
        const own = signal ? { request: { signal } } : {};
        if (this.kind !== 'installation') {
            try {
                const user = (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .commentAuthor */ .H3)((await this.request('GET /user', own)).data);
                if (user)
                    return user;
                throw new Error('GitHub answered GET /user without a login');
            }
            catch (error) {
                // A token of unknown shape may still be an installation's (GHES, a proxy): GraphQL says.
                if (this.kind === 'personal' || !refused(error))
                    throw error;
            }
        }
        try {
            return viewer((await this.request(`POST ${graphqlUrl()}`, { query: VIEWER_QUERY, ...own })).data);
        }
        catch (error) {
            // GraphQL closed to this installation token (some GHES set-ups): it is the workflow's GITHUB_TOKEN.
            if (refused(error))
                return _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX;
            throw error;
        }
    }
}
/** A 401/403/404: the token may not ask this (not a failure to retry or to report). */
function refused(error) {
    const status = (0,_api_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error).status;
    return status === 401 || status === 403 || status === 404;
}
/** GraphQL's `viewer`: a Bot's login is `{name}[bot]` in REST, which comments and issues show. */
function viewer(data) {
    const answer = (data ?? {});
    const seen = answer.data?.viewer;
    const login = typeof seen?.login === 'string' ? seen.login : '';
    if (!login)
        throw new Error('GitHub answered the GraphQL viewer query without a login');
    const bot = seen?.__typename === 'Bot';
    return { login: bot && !login.endsWith('[bot]') ? `${login}[bot]` : login, type: bot ? 'Bot' : 'User' };
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

/***/ 12242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishPreviewComment: () => (/* binding */ publishPreviewComment)
});

// UNUSED EXPORTS: previewCommentBody, previewScope

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/time/run-budget.ts
var run_budget = __webpack_require__(13398);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
// EXTERNAL MODULE: ./src/kernel/github/comment-store.ts
var comment_store = __webpack_require__(25324);
// EXTERNAL MODULE: ./src/kernel/github/context.ts
var context = __webpack_require__(41390);
// EXTERNAL MODULE: ./src/kernel/github/identity.ts
var github_identity = __webpack_require__(20823);
// EXTERNAL MODULE: ./src/kernel/github/octokit.ts + 1 modules
var octokit = __webpack_require__(33614);
// EXTERNAL MODULE: ./src/kernel/github/comment.ts
var comment = __webpack_require__(7272);
;// CONCATENATED MODULE: ./src/kernel/github/owned.ts


const PREFIX = '<!-- docs-agent-action:';
/** The marker a body of this scope starts with (one line; every part encoded, so no `-->` or `--`). */
function ownedMarker(scope) {
    const parts = [
        `repo=${(0,comment/* encodeMarkerPart */.Ev)(scope.repository)}`,
        `number=${scope.number}`,
        `project=${(0,comment/* encodeMarkerPart */.Ev)(scope.project)}`,
        `leg=${(0,comment/* encodeMarkerPart */.Ev)(scope.leg ?? '')}`
    ];
    return `${PREFIX}${(0,comment/* encodeMarkerPart */.Ev)(scope.kind)} ${parts.join(' ')} -->`;
}
/**
 * This scope's object among `objects` (listed oldest first). The identity is asked only when some
 * object carries this scope's marker; when it cannot be read, this throws and nothing is written.
 */
async function findOwned(objects, scope, identity, signal) {
    const marker = ownedMarker(scope);
    const marked = objects.filter(o => o.body.startsWith(marker));
    if (marked.length === 0)
        return { strangers: [] };
    const me = await identity.resolve(signal);
    return {
        mine: marked.find(o => (0,comment/* sameAuthor */.ov)(o.author, me)),
        strangers: marked.filter(o => !(0,comment/* sameAuthor */.ov)(o.author, me))
    };
}
/** The log line for objects left alone, or undefined when there are none. */
function leftAlone(what, strangers) {
    if (strangers.length === 0)
        return undefined;
    const who = [...new Set(strangers.map(s => s.author.login || 'unknown'))].slice(0, 5);
    return `Left ${strangers.length} ${what} alone that carry this action's marker but were written by ${(0,safe_text/* forLog */.Ig)(who.join(', '), 200)}, not by this token's identity.`;
}

// EXTERNAL MODULE: ./src/kernel/trigger/index.ts + 1 modules
var kernel_trigger = __webpack_require__(31633);
;// CONCATENATED MODULE: ./src/modes/preview/preview-comment.ts










/** The preview comment's scope: this repository, pull request, project and leg. */
function previewScope(target, projectId, leg) {
    return {
        kind: 'preview',
        repository: `${target.owner}/${target.repo}`,
        number: target.number,
        project: projectId,
        leg
    };
}
function previewCommentBody(marker, facts, runUrl) {
    const link = facts.previewUrl ? (0,safe_text/* markdownLink */.iQ)(facts.previewUrl) : 'no preview URL yet';
    return [
        marker,
        '### Docs preview',
        '',
        `**${(0,safe_text/* forMarkdown */.Bm)(facts.state, 200)}**: ${link}`,
        '',
        `Branch <code>${(0,safe_text/* forMarkdown */.Bm)(facts.branch, 255)}</code> · status id <code>${(0,safe_text/* forMarkdown */.Bm)(facts.statusId, 128)}</code>${runUrl ? ` · ${(0,safe_text/* markdownLink */.iQ)(runUrl, 'workflow run')}` : ''}`
    ].join('\n');
}
/** Writes or updates the preview comment; a failure is a warning, never the step's failure. */
async function publishPreviewComment(inputs, facts, { budget, trigger, log }, env = process.env) {
    if (!inputs.commentOnPr || !(0,kernel_trigger/* mayConcernPullRequest */.o6)(trigger) || !inputs.githubToken)
        return undefined;
    if (trigger.kind === 'other' && trigger.problem !== undefined) {
        log.warning(`Skipping the preview comment: ${(0,safe_text/* forLog */.Ig)(trigger.problem, 300)}`);
        return undefined;
    }
    const target = (0,context/* pullRequestTarget */.Sj)(trigger);
    if (!target)
        return undefined;
    // The comment is the run's last word, whatever the end: past the deadline (a preview that outlasted
    // `timeout-minutes`) it gets the same short grace as agent mode's comment, and after cancellation
    // one short budget of its own, not tied to the (already aborted) cancel signal.
    const final = budget.cancel.aborted
        ? (0,run_budget/* timeoutSignal */._)(limits/* GITHUB_CANCELLED_WRITE_MS */.bO)
        : budget.bounded(limits/* GITHUB_FINAL_WRITE_MS */.Sx, limits/* GITHUB_FINAL_WRITE_GRACE_MS */.HI);
    const { signal } = final;
    try {
        const { request } = await (0,octokit.openGitHub)(inputs.githubToken, budget, message => log.info(message), 'preview');
        const identity = new github_identity/* TokenIdentity */.uU(request, inputs.githubToken);
        const store = new comment_store/* CommentStore */.j(request, target, message => log.info(message), identity);
        const scope = previewScope(target, inputs.projectId, inputs.matrixLeg);
        const { mine, strangers } = await findOwned(await store.list(signal), scope, identity, signal);
        const ignored = leftAlone('comment(s)', strangers);
        if (ignored)
            log.info(ignored);
        const body = previewCommentBody(ownedMarker(scope), facts, (0,context/* workflowRunUrl */.CX)(env, target));
        const written = await store.write(mine?.id, body, signal);
        return written?.url;
    }
    catch (error) {
        log.warning((0,api/* gitHubWarning */.e5)('write the preview comment', error, true, 'The preview itself is unaffected: its link is in the outputs and the job summary.'));
        return undefined;
    }
    finally {
        final.dispose();
    }
}


/***/ })

};
