export const id = 584;
export const ids = [584,614];
export const modules = {

/***/ 75584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AdmissionRepository: () => (/* binding */ AdmissionRepository),
/* harmony export */   _J: () => (/* binding */ replyOn),
/* harmony export */   admitCommentAuthor: () => (/* binding */ admitCommentAuthor),
/* harmony export */   wf: () => (/* binding */ unlistedBot),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony export permissionOf */
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31633);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61668);
/* harmony import */ var _github_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66820);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33614);





/** What a run needs to answer on the pull request: lazily opened, so most skips make no request. */
class AdmissionRepository {
    token;
    budget;
    owner;
    repo;
    log;
    opened;
    constructor(token, budget, owner, repo, 
    /** The run's log, for GitHub's retries and warnings. */
    log) {
        this.token = token;
        this.budget = budget;
        this.owner = owner;
        this.repo = repo;
        this.log = log;
    }
    request() {
        this.opened ??= (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__.openGitHub)(this.token, this.budget, m => this.log.info(m)).then(opened => opened.request);
        return this.opened;
    }
}
/** The permission `user` has on the repository; 404 (not a collaborator) is `none`. Throws otherwise. */
async function permissionOf(repo, user, subject) {
    const who = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(user.login, 60);
    let data;
    try {
        const response = await (await repo.request())('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
            owner: repo.owner,
            repo: repo.repo,
            username: user.login
        });
        data = response.data;
    }
    catch (error) {
        const failure = (0,_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubError */ .dZ)(error);
        if (failure.status === 404)
            return 'none';
        // A cancelled run is cancelled, not a failed read that a re-run would fix.
        if (repo.budget?.cancel.aborted)
            throw new Error(`The workflow was cancelled while the repository permission of ${who} was being read. ${subject.nothingSent}.`, { cause: error });
        const status = failure.status ? `HTTP ${failure.status}: ` : '';
        throw new Error(`Could not read the repository permission of ${who} (${status}${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(failure.message, 300)}). ` +
            `${subject.nothingSent}: who may start it is checked first. Re-run the workflow; ` +
            'the default `github-token` can read permissions.', { cause: error });
    }
    const role = (0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .readRole */ .fP)(data);
    if (role)
        return role;
    // A 200 that is not a permission (a proxy's page, `{}`) says nothing about the user: never `none`.
    throw new Error(`Could not read the repository permission of ${who}: GitHub's answer to GET /repos/{owner}/{repo}/collaborators/{username}/permission ` +
        `names no permission (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(describeAnswer(data), 120)}). ${subject.nothingSent}: who may start it is ` +
        'checked first, and an unread permission refuses. Check that `GITHUB_API_URL` reaches the GitHub API (not a proxy or sign-in page), then re-run the workflow.');
}
const describeAnswer = (data) => typeof data === 'string'
    ? `text: ${data.slice(0, 80)}`
    : data !== null && typeof data === 'object'
        ? `an object with ${Object.keys(data).length === 0 ? 'no fields' : `fields ${Object.keys(data).slice(0, 5).join(', ')}`}`
        : String(data);
/** Why a bot may not start `what` (it is not in `allowed-bots`); undefined for people and listed bots. */
function unlistedBot(user, allowedBots, what) {
    return (0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .isBot */ .w2)(user) && !(0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .listed */ .KE)(user.login, allowedBots)
        ? `${user.login} is a bot, and bots start ${what} only when \`allowed-bots\` lists them`
        : undefined;
}
/** Why `user` may not start the subject, or undefined when they may. */
async function refusal(rules, repo, user, subject) {
    if (!user.login)
        return 'the event names nobody who started it';
    if ((0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .isBot */ .w2)(user))
        return unlistedBot(user, rules.allowedBots, subject.what);
    if ((0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .listed */ .KE)(user.login, rules.allowedUsers))
        return undefined;
    const role = await permissionOf(repo, user, subject);
    if ((0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .atLeast */ .jZ)(role, rules.minPermission))
        return undefined;
    return `${user.login} has \`${role}\` access to this repository; starting ${subject.what} needs \`${rules.minPermission}\``;
}
/** A new comment on the issue or pull request `number`; a failure is a warning. */
async function replyOn(repo, number, markdown, consequence) {
    if (number <= 0)
        return;
    try {
        await (await repo.request())('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            owner: repo.owner,
            repo: repo.repo,
            issue_number: number,
            body: markdown
        });
    }
    catch (error) {
        repo.log.warning((0,_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubWarning */ .e5)('reply on the pull request', error, true, consequence));
    }
}
/**
 * The admission of a mode that takes no command (deploy, preview, automation): on a comment, its
 * author must pass the rules; a refused person gets a short reply. Any other event is not checked
 * here (the workflow's trigger decides). Returns why the run is skipped, or undefined.
 */
async function admitCommentAuthor(trigger, rules, repo, subject) {
    if (trigger.kind === 'other' && trigger.problem !== undefined && (0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isComment */ .Cn)(trigger))
        return `the comment could not be read: ${trigger.problem}`;
    if (trigger.kind !== 'comment')
        return undefined;
    const { comment, number } = trigger;
    if (comment.deleted)
        return 'the comment was deleted';
    const user = comment.author;
    const why = await refusal(rules, repo, user, subject);
    // Bots get no reply: two bots answering each other would never stop.
    if (why && !(0,_github_command_js__WEBPACK_IMPORTED_MODULE_3__/* .isBot */ .w2)(user))
        await replyOn(repo, number, `${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMention */ .uR)(user.login)}, ${subject.what} was not started: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(why, 300)}.`, 'Nothing was started.');
    return why;
}


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

/***/ 66820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   fP: () => (/* binding */ readRole),
/* harmony export */   jZ: () => (/* binding */ atLeast),
/* harmony export */   rz: () => (/* binding */ allMatch),
/* harmony export */   w2: () => (/* reexport safe */ _trigger_facts_js__WEBPACK_IMPORTED_MODULE_0__.w2)
/* harmony export */ });
/* unused harmony exports PERMISSIONS, globToRegExp */
/* harmony import */ var _trigger_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99005);
// The pure rules of "who may start the agent" (and any mode a comment starts): the comment command, the permission ranks, the bot and
// user allow-lists and the paths a pull request may touch without the agent. admission.ts (here, and
// agent mode's) applies them to the event; nothing here reads the network.
/** The text after the command, or why there is none. Case-insensitive, at the very start of the
 * comment, followed by a blank or a line break (`/docsfoo` is not the command). */
function parseCommand(body, command) {
    const head = body.slice(0, command.length);
    const next = body.charAt(command.length);
    if (head.toLowerCase() !== command.toLowerCase() || (next !== '' && !/\s/.test(next)))
        return { absent: true };
    const instruction = body.slice(command.length).trim();
    return instruction ? { instruction } : { bare: true };
}
/** GitHub's repository roles, weakest first (`role_name` of the collaborator-permission endpoint). */
const PERMISSIONS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
/** The role an answer names: `role_name` when GitHub gives a known one (it tells maintain and triage
 * apart), else `permission`; undefined when it names neither (a proxy's page, `{}`): not read. */
function readRole(answer) {
    if (answer === null || typeof answer !== 'object')
        return undefined;
    const { permission, role_name } = answer;
    for (const value of [role_name, permission])
        if (typeof value === 'string' && PERMISSIONS.includes(value))
            return value;
    return undefined;
}
const atLeast = (role, minimum) => PERMISSIONS.indexOf(role) >= PERMISSIONS.indexOf(minimum);
// The bot rule is the Trigger's (an event's actor says whether it is a bot).

/** Logins compare case-insensitively (GitHub's rule); `*` in the list allows everyone. */
const listed = (login, list) => list.some(entry => entry === '*' || entry.toLowerCase() === login.toLowerCase());
/**
 * A path glob as in workflow `paths:` filters: `**` any number of folders, `*` any characters but `/`,
 * `?` one character but `/`. Everything else is literal.
 */
function globToRegExp(glob) {
    let source = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob.charAt(i);
        if (c === '*' && glob.charAt(i + 1) === '*') {
            const slash = glob.charAt(i + 2) === '/';
            source += slash ? '(?:.*/)?' : '.*';
            i += slash ? 2 : 1;
        }
        else if (c === '*')
            source += '[^/]*';
        else if (c === '?')
            source += '[^/]';
        else
            source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
}
/** Whether every file matches one of the globs (an empty list of files matches nothing). */
function allMatch(files, globs) {
    const patterns = globs.map(globToRegExp);
    return files.length > 0 && files.every(f => patterns.some(p => p.test(f)));
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


/***/ })

};
