export const id = 720;
export const ids = [720,204,614];
export const modules = {

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

/***/ 27720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ensureReportIssue: () => (/* binding */ ensureReportIssue)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13798);
/* harmony import */ var _report_issue_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91336);
/* harmony import */ var _report_issue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18204);



// The report issue made to exist before the docs-gap loop claims its period on it. Two first runs
// that start together may each create one: GitHub numbers issues in order, so both then take the
// lowest of this identity's issues with the title, and the other is closed as a duplicate.
const authorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ user: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullish() });
/** The report issue's number, creating it (the report to follow) when there is none. */
async function ensureReportIssue(opened) {
    if (opened.existing)
        return opened.existing.number;
    const { request, repo } = opened;
    const answer = await request('POST /repos/{owner}/{repo}/issues', {
        ...repo,
        title: opened.title,
        body: (0,_report_issue_body_js__WEBPACK_IMPORTED_MODULE_2__/* .issueBody */ .y6)('_The report follows when this run ends._'),
        labels: [_report_issue_js__WEBPACK_IMPORTED_MODULE_0__.REPORT_ISSUE_LABEL]
    });
    const mine = _report_issue_js__WEBPACK_IMPORTED_MODULE_0__.issueSchema.parse(answer.data);
    opened.existing = mine;
    const creator = authorSchema.safeParse(answer.data).data?.user?.login;
    const first = creator ? await firstByTitle(request, repo, opened.title, creator) : undefined;
    if (!first || first.number >= mine.number)
        return mine.number;
    opened.existing = first;
    await request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...repo,
        issue_number: mine.number,
        state: 'closed',
        body: (0,_report_issue_body_js__WEBPACK_IMPORTED_MODULE_2__/* .issueBody */ .y6)(`_A duplicate of #${first.number}, which another run created at the same time._`)
    }).catch(() => undefined);
    return first.number;
}
/** The lowest-numbered open issue `creator` made with the label, the title and the marker. */
async function firstByTitle(request, repo, title, creator) {
    try {
        const answer = await request('GET /repos/{owner}/{repo}/issues', {
            ...repo,
            state: 'open',
            labels: _report_issue_js__WEBPACK_IMPORTED_MODULE_0__.REPORT_ISSUE_LABEL,
            creator,
            sort: 'created',
            direction: 'asc',
            per_page: 100
        });
        const rows = Array.isArray(answer.data) ? answer.data : [];
        return rows
            .flatMap(row => _report_issue_js__WEBPACK_IMPORTED_MODULE_0__.issueSchema.safeParse(row).data ?? [])
            .filter(i => i.pull_request === undefined && i.title === title && i.body?.startsWith(_report_issue_body_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORT_ISSUE_MARKER */ .ij))
            .sort((a, b) => a.number - b.number)[0];
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 18204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REPORT_ISSUE_LABEL: () => (/* reexport */ REPORT_ISSUE_LABEL),
  REPORT_ISSUE_MARKER: () => (/* reexport */ report_issue_body/* REPORT_ISSUE_MARKER */.ij),
  issueSchema: () => (/* reexport */ issueSchema),
  openReportIssue: () => (/* reexport */ openReportIssue),
  publishReportIssue: () => (/* binding */ publishReportIssue),
  writeReportIssue: () => (/* binding */ writeReportIssue)
});

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/github/context.ts
var context = __webpack_require__(41390);
// EXTERNAL MODULE: ./src/modes/analytics/report-issue-body.ts
var report_issue_body = __webpack_require__(91336);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
// EXTERNAL MODULE: ./src/kernel/github/comment.ts
var comment = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/kernel/github/identity.ts
var identity = __webpack_require__(20823);
// EXTERNAL MODULE: ./src/kernel/github/octokit.ts + 1 modules
var octokit = __webpack_require__(33614);
;// CONCATENATED MODULE: ./src/modes/analytics/report-issue-find.ts







// Finding the report issue before the run writes it, by the owned-object rule (kernel/github/owned.ts):
// written by this token's identity (kernel/github/identity.ts), in this repository. By title: among
// the open issues that identity created with the label, one whose body carries the marker. By number:
// the issue named, only when that identity opened it. A person's issue with the same title, marker or
// number is left alone. A 301 is read (for the state it holds), never followed to write.
/** The label the report issue is created with: with the creator filter, it is found in one request. */
const REPORT_ISSUE_LABEL = 'docs-agent-report';
const issueSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* string */.YjP(),
    pull_request: schemas/* unknown */.L5J().optional(),
    user: schemas/* unknown */.L5J().optional()
});
/**
 * Finds the report issue by title among the open issues this action's identity created with its
 * label: one request, however many other issues the repository has. A person's issue with the same
 * title or marker is not among them.
 */
async function findByTitle(request, repo, title, identity) {
    const answer = await request('GET /repos/{owner}/{repo}/issues', {
        ...repo,
        state: 'open',
        labels: REPORT_ISSUE_LABEL,
        creator: (await identity.resolve()).login,
        sort: 'created',
        direction: 'asc',
        per_page: 100
    });
    const rows = Array.isArray(answer.data) ? answer.data : [];
    for (const row of rows) {
        const issue = issueSchema.safeParse(row);
        if (!issue.success || issue.data.pull_request !== undefined)
            continue;
        if (issue.data.title === title && issue.data.body?.startsWith(report_issue_body/* REPORT_ISSUE_MARKER */.ij))
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
async function openByNumber(request, repo, number, identity) {
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
    const author = (0,comment/* commentAuthor */.H3)(issue.user);
    const me = await identity.resolve();
    if (!author || !(0,comment/* sameAuthor */.ov)(author, me))
        throw new Error(`#${number} was opened by ${(0,safe_text/* forLog */.Ig)(author?.login || 'someone unknown', 100)}, not by this token's identity (${(0,safe_text/* forLog */.Ig)(me.login, 100)}): the action does not overwrite an issue it did not open. Name an issue this action opened, or a title in \`report-issue\``);
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
async function locateReportIssue(request, repo, target, identity) {
    if ('number' in target)
        return openByNumber(request, repo, target.number, identity);
    const found = await findByTitle(request, repo, target.title, identity);
    return {
        request,
        repo,
        title: target.title,
        existing: found,
        stateSource: found?.body ? { number: found.number, body: found.body } : undefined,
        notes: []
    };
}
/** The report issue as the period-to-period cycle needs it before the report is written; undefined (with a warning) when it cannot be read. */
async function openReportIssue(target, token, { budget, log }, env = process.env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || !token) {
        log.warning('`report-issue` needs GITHUB_REPOSITORY and a `github-token` with `issues: write`: the report issue was not updated.');
        return undefined;
    }
    try {
        const { request } = await (0,octokit.openGitHub)(token, budget, message => log.info(message), 'analytics');
        return await locateReportIssue(request, { owner, repo }, target, new identity/* TokenIdentity */.uU(request, token));
    }
    catch (error) {
        warnIssue(error, log);
        return undefined;
    }
}
function warnIssue(error, log) {
    const failure = (0,api/* describeGitHubError */.dZ)(error);
    const status = failure.status ? `HTTP ${failure.status}: ` : '';
    const fix = (0,api/* isPermissionProblem */.nj)(failure)
        ? ' The github-token needs this in the workflow (or the job):\npermissions:\n  issues: write'
        : '';
    log.warning(`Could not update the report issue (${status}${(0,safe_text/* forLog */.Ig)(failure.message, 300)}). The report is in the job summary and the files.${fix}`);
}

;// CONCATENATED MODULE: ./src/modes/analytics/report-issue.ts





/** Puts the report in the issue (created when there is none, or on a 301) and adds `comment`; `body` gets its number. */
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
/**
 * The analytics mode's entry: keeps the report issue, or warns. The export and its files are the
 * product; an issue that cannot be written costs the issue, not the step. `opened` is the issue the
 * period-to-period cycle already found; `stateLine` seals the cycle's state for the issue's number.
 */
async function publishReportIssue(target, token, report, run, env = process.env, cycle = {}) {
    const opened = cycle.opened ?? (await openReportIssue(target, token, run, env));
    if (!opened)
        return undefined;
    const runUrl = (0,context/* workflowRunUrl */.CX)(env, opened.repo);
    const comment = runUrl ? `${report.headline}\n\n[Workflow run](${runUrl})` : report.headline;
    let cut = false;
    const body = (n) => {
        const state = n === undefined ? undefined : cycle.stateLine?.(n);
        cut = (0,report_issue_body/* reportIsCut */.LN)(report.markdown, state);
        return (0,report_issue_body/* issueBody */.y6)(report.markdown, state);
    };
    try {
        const issue = { ...(await writeReportIssue(opened, body, comment)), cut };
        if (cut)
            run.log.warning(report_issue_body/* REPORT_CUT_NOTE */.vP);
        run.log.info(`${issue.created ? 'Created' : 'Updated'} the report issue #${issue.number}: ${(0,safe_text/* forLog */.Ig)(issue.url, 300)}`);
        for (const note of issue.notes)
            run.log.warning((0,safe_text/* forLog */.Ig)(note, 600));
        return issue;
    }
    catch (error) {
        warnIssue(error, run.log);
        return undefined;
    }
}


/***/ })

};
