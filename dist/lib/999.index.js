export const id = 999;
export const ids = [999,614];
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

/***/ 39999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openReportIssue: () => (/* binding */ openReportIssue),
/* harmony export */   publishReportIssue: () => (/* binding */ publishReportIssue)
/* harmony export */ });
/* unused harmony exports REPORT_ISSUE_MARKER, MAX_ISSUE_BODY_CHARS, REPORT_ISSUE_LABEL, issueBody, locateReportIssue, writeReportIssue */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13798);
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38429);
/* harmony import */ var _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7272);
/* harmony import */ var _kernel_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41390);
/* harmony import */ var _kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33614);






// `report-issue`: one GitHub issue holds the latest analytics report, and gets one comment per run as
// its history, so the report outlives the artifact's retention. An issue found by title is this
// action's only when this action's identity created it with the label, and its body carries the
// marker: a person's issue with the same title or marker is left alone. A 301 is never followed to write.
const REPORT_ISSUE_MARKER = '<!-- docs-agent-action:report-issue -->';
/** GitHub refuses an issue body over 65,536 characters. */
const MAX_ISSUE_BODY_CHARS = 65_536;
/** The label the report issue is created with: with the creator filter, it is found in one request. */
const REPORT_ISSUE_LABEL = 'docs-agent-report';
const issueSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    number: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    title: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J().optional()
});
/**
 * The issue's body: the marker (and the loop's sealed state, never cut), then the report, cut at a
 * line with a visible note when too long.
 */
function issueBody(report, state) {
    const whole = `${REPORT_ISSUE_MARKER}\n${state ? `${state}\n` : ''}${report}`;
    if (whole.length <= MAX_ISSUE_BODY_CHARS)
        return whole;
    const note = "\n\n---\n_The report was cut here to fit GitHub's limit on an issue's size. The whole report is in the workflow run's summary and in `report.md` in its artifact._\n";
    let kept = whole.slice(0, MAX_ISSUE_BODY_CHARS - note.length);
    const line = kept.lastIndexOf('\n');
    if (line > 0)
        kept = kept.slice(0, line);
    // Never end on half a surrogate pair.
    if (/[\uD800-\uDBFF]$/.test(kept))
        kept = kept.slice(0, -1);
    return `${kept}${note}`;
}
/**
 * Finds the report issue by title among the open issues this action's identity created with its
 * label: one request, however many other issues the repository has. A person's issue with the same
 * title or marker is not among them.
 */
async function findByTitle(request, repo, title, creator) {
    const answer = await request('GET /repos/{owner}/{repo}/issues', {
        ...repo,
        state: 'open',
        labels: REPORT_ISSUE_LABEL,
        creator,
        sort: 'created',
        direction: 'asc',
        per_page: 100
    });
    const rows = Array.isArray(answer.data) ? answer.data : [];
    for (const row of rows) {
        const issue = issueSchema.safeParse(row);
        if (!issue.success || issue.data.pull_request !== undefined)
            continue;
        if (issue.data.title === title && issue.data.body?.startsWith(REPORT_ISSUE_MARKER))
            return issue.data;
    }
    return undefined;
}
const DEFAULT_TITLE = 'Docs analytics report';
/** Never follow a redirect to write: a 301 (an issue transferred) comes back as an answer. */
const NO_REDIRECT = { request: { redirect: 'manual' } };
/**
 * Reads (never writes) an issue GitHub answered 301 for: the state it holds may be carried over.
 * Only a location on the same API host is read.
 */
async function readMoved(request, location) {
    if (typeof location !== 'string')
        return undefined;
    try {
        const api = new URL(process.env.GITHUB_API_URL || 'https://api.github.com');
        if (new URL(location).origin !== api.origin)
            return undefined;
        const answer = await request(`GET ${location}`, NO_REDIRECT);
        const issue = issueSchema.safeParse(answer.data);
        return answer.status === 200 && issue.success ? issue.data : undefined;
    }
    catch {
        return undefined;
    }
}
async function openByNumber(request, repo, number) {
    const found = await request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
        ...repo,
        issue_number: number,
        ...NO_REDIRECT
    });
    if (found.status === 301) {
        const moved = await readMoved(request, found.headers.location);
        return {
            request,
            repo,
            title: moved?.title ?? DEFAULT_TITLE,
            stateSource: moved?.body ? { number, body: moved.body } : undefined,
            notes: [
                `The report issue #${number} was moved to another repository (GitHub answered 301), and the action never follows a redirect to write: it created a new issue${moved ? ', carrying over the state it could read and verify' : ''}.`
            ]
        };
    }
    const issue = issueSchema.parse(found.data);
    if (issue.pull_request !== undefined)
        throw new Error(`#${number} is a pull request, not an issue: name an issue in \`report-issue\``);
    return {
        request,
        repo,
        title: issue.title,
        existing: issue,
        stateSource: issue.body ? { number, body: issue.body } : undefined,
        notes: []
    };
}
/** Finds the report issue `target` names; creates nothing yet. */
async function locateReportIssue(request, repo, target, creator) {
    if ('number' in target)
        return openByNumber(request, repo, target.number);
    const found = await findByTitle(request, repo, target.title, creator);
    return {
        request,
        repo,
        title: target.title,
        existing: found,
        stateSource: found?.body ? { number: found.number, body: found.body } : undefined,
        notes: []
    };
}
/**
 * Puts the report in the issue (creating it, with the label, when there is none, or when GitHub
 * answers 301 for it) and adds `comment`. `body` gets the issue's number, for a state sealed to it.
 */
async function writeReportIssue(opened, body, comment) {
    const { request, repo } = opened;
    let issue = opened.existing;
    let created = false;
    if (issue) {
        const answer = await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
            ...repo,
            issue_number: issue.number,
            body: body(issue.number),
            ...NO_REDIRECT
        });
        if (answer.status === 301) {
            opened.notes.push(`The report issue #${issue.number} was moved to another repository (GitHub answered 301) while this run wrote it: a new issue holds the report.`);
            issue = undefined;
        }
    }
    if (!issue) {
        const answer = await request('POST /repos/{owner}/{repo}/issues', {
            ...repo,
            title: opened.title,
            body: body(undefined),
            labels: [REPORT_ISSUE_LABEL]
        });
        issue = issueSchema.parse(answer.data);
        created = true;
        const sealed = body(issue.number);
        if (sealed !== body(undefined))
            await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
                ...repo,
                issue_number: issue.number,
                body: sealed
            });
    }
    await request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: issue.number,
        body: comment
    });
    return { number: issue.number, url: issue.html_url, created, notes: opened.notes };
}
/** Who creates issues with this token: the user of a personal token, else github-actions[bot]. */
async function creatorOf(request, token) {
    if (!/^(ghp_|github_pat_)/.test(token))
        return _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .aX.login;
    try {
        const login = (await request('GET /user', {})).data;
        return typeof login?.login === 'string' ? login.login : _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .aX.login;
    }
    catch {
        return _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .aX.login;
    }
}
/** The report issue as the period-to-period cycle needs it before the report is written; undefined (with a warning) when it cannot be read. */
async function openReportIssue(target, token, { budget, log }, env = process.env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || !token) {
        log.warning('`report-issue` needs GITHUB_REPOSITORY and a `github-token` with `issues: write`: the report issue was not updated.');
        return undefined;
    }
    try {
        const { request } = await (0,_kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__.openGitHub)(token, budget, message => log.info(message));
        return await locateReportIssue(request, { owner, repo }, target, await creatorOf(request, token));
    }
    catch (error) {
        warnIssue(error, log);
        return undefined;
    }
}
function warnIssue(error, log) {
    const failure = (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
    const status = failure.status ? `HTTP ${failure.status}: ` : '';
    const fix = (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionProblem */ .nj)(failure)
        ? ' The github-token needs this in the workflow (or the job):\npermissions:\n  issues: write'
        : '';
    log.warning(`Could not update the report issue (${status}${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(failure.message, 300)}). The report is in the job summary and the files.${fix}`);
}
/**
 * The analytics mode's entry: keeps the report issue, or warns. The export and its files are the
 * product; an issue that cannot be written costs the issue, not the step. `opened` is the issue the
 * period-to-period cycle already found; `stateLine` seals the cycle's state for the issue's number.
 */
async function publishReportIssue(target, token, report, run, env = process.env, cycle = {}) {
    const opened = cycle.opened ?? (await openReportIssue(target, token, run, env));
    if (!opened)
        return undefined;
    const runUrl = (0,_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .workflowRunUrl */ .CX)(env, opened.repo);
    const comment = runUrl ? `${report.headline}\n\n[Workflow run](${runUrl})` : report.headline;
    const body = (number) => issueBody(report.markdown, number !== undefined && cycle.stateLine ? cycle.stateLine(number) : undefined);
    try {
        const issue = await writeReportIssue(opened, body, comment);
        run.log.info(`${issue.created ? 'Created' : 'Updated'} the report issue #${issue.number}: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(issue.url, 300)}`);
        for (const note of issue.notes)
            run.log.warning((0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(note, 600));
        return issue;
    }
    catch (error) {
        warnIssue(error, run.log);
        return undefined;
    }
}


/***/ })

};
