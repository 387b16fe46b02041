export const id = 407;
export const ids = [407];
export const modules = {

/***/ 19077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kP: () => (/* binding */ jobCheckOutcome),
/* harmony export */   rp: () => (/* binding */ CheckRuns),
/* harmony export */   s7: () => (/* binding */ neutralOutcome)
/* harmony export */ });
/* unused harmony export CHECK_NAME */
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38429);


// The pull request's check run ("Docs agent") on its head commit: in progress while the job runs, then
// success, failure or neutral with the docs pull request's link, the way preview and CI services show
// their state. Agent mode opens and finishes it; the sweep finishes the ones no run waited for. A token
// without `checks: write` costs one warning per run, never the comment or the job.
const CHECK_NAME = 'Docs agent';
/** A job that ended: completed is success, failed is failure, archived (or a new word) is neutral. */
function jobCheckOutcome(jobId, job) {
    const link = job.prLink && (0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(job.prLink) ? job.prLink : undefined;
    const conclusion = job.status === 'completed' ? 'success' : job.status === 'failed' ? 'failure' : 'neutral';
    const pr = link ? (0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(link) : 'none (the agent opened no pull request)';
    const title = conclusion === 'success'
        ? link
            ? 'Docs pull request opened'
            : 'Job completed; no docs pull request'
        : `Job ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(job.status, 40)}`;
    const summary = [
        `- Job: <code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId, 128)}</code>`,
        `- Status: <code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.status, 64)}</code>`,
        `- Docs pull request: ${pr}`,
        ...(job.model ? [`- Model: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.model, 100)}`] : [])
    ].join('\n');
    return { conclusion, title, summary, ...(link ? { detailsUrl: link } : {}) };
}
/** A check that ends without the job's own outcome: its pull request closed, or a newer run took over. */
function neutralOutcome(title, summary) {
    return { conclusion: 'neutral', title, summary };
}
/** A caller's own signal (the last writes' budget) for one request. */
const own = (signal) => (signal ? { request: { signal } } : {});
/** Opens and completes this action's check runs; after a permission problem, it makes no more requests. */
class CheckRuns {
    request;
    repository;
    warn;
    off = false;
    constructor(request, repository, 
    /** The run's warning: said once, on the first permission problem. */
    warn) {
        this.request = request;
        this.repository = repository;
        this.warn = warn;
    }
    /** The new check run's id, or undefined when it could not be created (warned). */
    async start(headSha, jobId, detailsUrl, signal) {
        if (this.off)
            return undefined;
        try {
            const response = await this.request('POST /repos/{owner}/{repo}/check-runs', {
                ...this.repository,
                name: CHECK_NAME,
                head_sha: headSha,
                status: 'in_progress',
                ...(detailsUrl ? { details_url: detailsUrl } : {}),
                output: {
                    title: 'The docs agent is working',
                    summary: `Job <code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId, 128)}</code> is running; this check completes when it ends.`
                },
                ...own(signal)
            });
            const id = response.data?.id;
            return typeof id === 'number' ? id : undefined;
        }
        catch (error) {
            this.failed('create', error);
            return undefined;
        }
    }
    /** Completes check run `id`; false when that failed (warned). */
    async complete(id, outcome, signal) {
        if (this.off)
            return false;
        try {
            await this.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
                ...this.repository,
                check_run_id: id,
                status: 'completed',
                conclusion: outcome.conclusion,
                ...(outcome.detailsUrl ? { details_url: outcome.detailsUrl } : {}),
                output: { title: outcome.title, summary: outcome.summary },
                ...own(signal)
            });
            return true;
        }
        catch (error) {
            this.failed('complete', error);
            return false;
        }
    }
    failed(what, error) {
        const failure = (0,_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
        const status = failure.status ? `HTTP ${failure.status}: ` : '';
        const why = `${status}${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(failure.message, 300)}`;
        if (!(0,_api_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionProblem */ .nj)(failure)) {
            this.warn(`Could not ${what} the "${CHECK_NAME}" check run (${why}). The comment still says the outcome.`);
            return;
        }
        this.off = true;
        this.warn(`Could not ${what} the "${CHECK_NAME}" check run (${why}): the github-token lacks \`checks: write\`. ` +
            'The comment still says the outcome. Add it to the workflow (or the job):\npermissions:\n  checks: write\n  pull-requests: write');
    }
}


/***/ }),

/***/ 90473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ addWaitingLabel),
/* harmony export */   Ki: () => (/* binding */ listWaiting),
/* harmony export */   uH: () => (/* binding */ removeWaitingLabel)
/* harmony export */ });
/* unused harmony exports WAITING_LABEL, LABELLED_PER_PAGE, MAX_LABELLED_PAGES */
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38429);

// The label a pull request carries while a job runs that no run is waiting for: how a sweep finds the
// waiting jobs in ceil(L / 100) requests, L the labelled issues, however many pull requests were ever
// closed. Agent mode adds it when it leaves a job running; whoever finishes the job removes it.
const WAITING_LABEL = 'docs-agent:waiting';
/** Issues listed per request, and the pages one sweep reads at most. */
const LABELLED_PER_PAGE = 100;
const MAX_LABELLED_PAGES = 10;
/** Adds the label (GitHub creates it in the repository the first time). */
async function addWaitingLabel(request, target, signal) {
    await request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.number,
        labels: [WAITING_LABEL],
        ...(signal ? { request: { signal } } : {})
    });
}
/** Removes the label; a 404 (already removed, by another sweep say) is no failure. */
async function removeWaitingLabel(request, target, signal) {
    try {
        await request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
            owner: target.owner,
            repo: target.repo,
            issue_number: target.number,
            name: WAITING_LABEL,
            ...(signal ? { request: { signal } } : {})
        });
    }
    catch (error) {
        if ((0,_api_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error).status !== 404)
            throw error;
    }
}
/** The labelled pull requests, open and closed (a pull request closed while its job ran keeps it). */
async function listWaiting(request, repository) {
    const { rows, capped } = await (0,_api_js__WEBPACK_IMPORTED_MODULE_0__/* .readPages */ .n4)(request, 'GET /repos/{owner}/{repo}/issues', { ...repository, labels: WAITING_LABEL, state: 'all', sort: 'updated', direction: 'asc' }, { perPage: LABELLED_PER_PAGE, maxPages: MAX_LABELLED_PAGES });
    const pullRequests = rows.flatMap(row => {
        const issue = (row ?? {});
        if (typeof issue.number !== 'number' || !issue.pull_request)
            return [];
        return [{ number: issue.number, state: issue.state === 'closed' ? 'closed' : 'open' }];
    });
    return { pullRequests, capped };
}


/***/ }),

/***/ 41407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pullRequestIntegration: () => (/* binding */ pullRequestIntegration)
});

// EXTERNAL MODULE: ./src/kernel/io/workflow-commands.ts
var workflow_commands = __webpack_require__(22956);
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(85442);
// EXTERNAL MODULE: ./src/kernel/github/octokit.ts + 1 modules
var octokit = __webpack_require__(33614);
// EXTERNAL MODULE: ./src/kernel/github/context.ts
var context = __webpack_require__(41390);
// EXTERNAL MODULE: ./src/modes/agent/prompt/event-context.ts
var event_context = __webpack_require__(84243);
// EXTERNAL MODULE: ./src/kernel/github/seam.ts
var seam = __webpack_require__(8179);
// EXTERNAL MODULE: ./src/kernel/time/run-budget.ts
var run_budget = __webpack_require__(13398);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./src/kernel/github/api.ts
var api = __webpack_require__(38429);
// EXTERNAL MODULE: ./src/modes/agent/prompt/pr-context.ts
var pr_context = __webpack_require__(27517);
// EXTERNAL MODULE: ./src/modes/agent/prompt/pr-diff.ts
var pr_diff = __webpack_require__(11459);
;// CONCATENATED MODULE: ./src/modes/agent/prompt/pr-prompt.ts





async function pullRequestPrompt(options, prompt, since) {
    const { eventContext, target, request, commentOnPr } = options;
    const pr = `pull request #${target.number}`;
    if (!eventContext)
        return { prompt, handled: { sha: target.pullRequest?.headSha } };
    let pullRequest;
    try {
        pullRequest = await (0,pr_context/* loadPullRequest */.JZ)(request, target);
    }
    catch (error) {
        workflow_commands.warning((0,api/* gitHubWarning */.e5)(`read ${pr}`, error, commentOnPr, 'The prompt is sent without the pull request context.'));
        return { prompt, handled: { sha: target.pullRequest?.headSha } };
    }
    const head = pullRequest.headSha;
    const repository = `${target.owner}/${target.repo}`;
    const withBlock = (block) => `${prompt}\n\n${(0,pr_context/* renderContextBlock */.Tp)(block)}`;
    let deltaUnknown;
    if (since && head && since === head) {
        // Nothing pushed since the job last saw it (a `/docs` follow-up, a re-run): the diff is the same.
        const delta = { since, head, newCommits: [], entries: [] };
        return { prompt: withBlock({ repository, pullRequest, delta }), handled: { sha: head, files: 0 } };
    }
    if (since && head) {
        const repo = { owner: target.owner, repo: target.repo };
        const result = await (0,pr_diff/* pullRequestDelta */.N)(request, repo, pullRequest.baseRef, since, head);
        if (result.known) {
            const { delta } = result;
            workflow_commands.info(`Follow-up context: ${delta.newCommits.length} new commit(s); ${delta.entries.length} file(s) entered, changed in or left the pull request's diff since ${since.slice(0, 7)}`);
            return {
                prompt: withBlock({ repository, pullRequest, delta }),
                handled: { sha: head, files: delta.entries.length }
            };
        }
        deltaUnknown = result.why;
        workflow_commands.info(`What changed since ${since.slice(0, 7)} cannot be told (${(0,outside/* forLog */.Ig)(result.why, 300)}): sending the full pull request context.`);
    }
    let changed;
    let filesError;
    try {
        changed = await (0,pr_context/* listChangedFiles */.AC)(request, target);
        const cut = changed.truncated ? ' (list cut at the limit)' : '';
        workflow_commands.info(`Pull request context: #${target.number}, ${changed.files.length} changed file(s)${cut}`);
    }
    catch (error) {
        filesError = (0,api/* describeGitHubError */.dZ)(error).message;
        workflow_commands.warning((0,api/* gitHubWarning */.e5)(`list the changed files of ${pr}`, error, commentOnPr, 'The prompt has the pull request context without the file list.'));
    }
    return {
        prompt: withBlock({ repository, pullRequest, changed, filesError, deltaUnknown }),
        handled: { sha: head, files: changed?.files.length }
    };
}

// EXTERNAL MODULE: ./src/kernel/github/history.ts
var github_history = __webpack_require__(95381);
;// CONCATENATED MODULE: ./src/modes/agent/pull-request/lifecycle.ts

const emptyKnown = () => ({ state: { entries: [] } });
function initialLifecycle(commentOnPr) {
    return {
        comment: commentOnPr ? { kind: 'unlisted', known: emptyKnown() } : { kind: 'off' },
        run: { kind: 'asking', asked: { handled: {} } }
    };
}
/** What this run knows of the comment's history in any phase (a claim holds none yet). */
function knownOf(phase) {
    return phase.kind === 'unlisted' || phase.kind === 'absent' || phase.kind === 'held'
        ? phase.known
        : emptyKnown();
}
/** Comments are left alone from now on: without the permission every later attempt fails the same way. */
const turnedOff = () => ({ kind: 'off' });
/** A comment of this action was found: its state is what this run knows, and the comment is its to write. */
function adopted(phase, found) {
    if (phase.kind === 'off')
        return phase;
    return {
        kind: 'held',
        comment: { id: found.id, key: found.key },
        known: { state: found.state, readHead: found.state.head }
    };
}
/** Listed, and no comment of this workflow job: the first write posts one. */
function listedWithout(phase) {
    return phase.kind === 'unlisted' ? { kind: 'absent', known: phase.known } : phase;
}
/** This run won the claim: its claim comment is the one it writes. */
function claimWon(phase, claim, key) {
    return phase.kind === 'off' ? phase : { kind: 'claimed', comment: { id: claim.id, key } };
}
/** The comment as it is now, read just before a write: another run may have written since. */
function reread(phase, now, owner) {
    if (phase.kind !== 'held' || now === undefined)
        return phase;
    if (now === 'deleted')
        return deleted();
    const state = (0,github_history/* parseState */.Bu)(now.body, owner, now.id) ?? phase.known.state;
    return { ...phase, known: { ...phase.known, state } };
}
/**
 * The comment this run holds was deleted meanwhile: deleting it resets the pull request's memory, so
 * this run writes no comment again (its old state would bring the old job back), and the next starts anew.
 */
const deleted = () => ({ kind: 'off' });
/** The run's line merged into the comment's history: no line is lost and the head never goes back. */
function merged(phase, run) {
    const known = knownOf(phase);
    if (run.kind !== 'started')
        return known;
    return { ...known, state: (0,github_history/* mergeRun */.CU)(known.state, run.line, known.readHead) };
}
/** The comment to write: none for a phase that posts a new one. */
function commentOf(phase) {
    return phase.kind === 'held' || phase.kind === 'claimed' ? phase.comment : undefined;
}
/** Written: the comment now holds `known`, and keeps the marker it had (a new one gets this job's). */
function written(phase, comment, key, known) {
    if (phase.kind === 'off')
        return phase;
    return { kind: 'held', comment: { id: comment.id, key: commentOf(phase)?.key ?? key }, known };
}
/** The write was answered with something that is not a comment: what this run merged still stands. */
function withKnown(phase, known) {
    return phase.kind === 'off' || phase.kind === 'claimed' ? phase : { ...phase, known };
}
/** A write failed: with no comment to write to, list afresh next time rather than post a twin. */
function writeFailed(phase, known) {
    const next = withKnown(phase, known);
    return next.kind === 'absent' ? { kind: 'unlisted', known } : next;
}
/** The prompt is prepared: what it handled goes into the history line. */
function prepared(run, instruction, handled) {
    return { ...run, asked: { ...run.asked, instruction, handled } };
}
/** The earlier job cannot take a follow-up: the new job's line says why. */
function replaced(run, notice) {
    return { ...run, asked: { ...run.asked, notice } };
}
/** The job id is known: the run's history line is fixed. */
function started(run, jobId, action, comment) {
    const { asked } = run;
    const line = (0,github_history/* runEntry */.CN)(action, jobId, {
        ...asked.handled,
        reason: asked.notice,
        comment: comment && { author: comment.author, body: asked.instruction ?? comment.body }
    });
    return { kind: 'started', asked, jobId, action, line };
}

// EXTERNAL MODULE: ./src/kernel/github/comment.ts
var comment = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/kernel/time/clock.ts
var time_clock = __webpack_require__(83673);
// EXTERNAL MODULE: ./src/kernel/github/state-seal.ts
var state_seal = __webpack_require__(11308);
;// CONCATENATED MODULE: ./src/modes/agent/pull-request/claim.ts








// Two runs of one pull request that start together both find no comment, and each would create a job.
// So the first run of a pull request claims it first: it posts its comment (with a sealed claim), then
// lists the comments again. GitHub numbers comments in order, so the lowest claim wins, and every run
// sees it. The winner creates the job; a later claimant withdraws its comment, waits for the winner's
// job id, and follows that job up, so there is one job and one comment with every run's history line.
// A claim carries its sealed time and expires CLAIM_TTL_MS later: a run that is gone (killed before it
// could release its claim) holds a later run up for no longer than that.
const CLAIM_MARKER = new RegExp(`<!-- docs-agent-claim:(${state_seal/* SEALED_PATTERN */.Iv}) -->`);
function claimMarker(owner, at) {
    return `<!-- docs-agent-claim:${(0,state_seal/* seal */.od)(owner, { kind: 'claim' }, JSON.stringify({ at }))} -->`;
}
/** When the claim in `body` was made, if this action made it for this owner. */
function claimedAt(body, owner) {
    const match = CLAIM_MARKER.exec(body);
    const json = match ? (0,state_seal/* unseal */.Du)(owner, { kind: 'claim' }, match[1]) : undefined;
    if (json === undefined)
        return undefined;
    try {
        const at = JSON.parse(json).at;
        return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
    }
    catch {
        return undefined;
    }
}
const withJob = (c) => c?.state.job !== undefined ? c : undefined;
async function claimPullRequest(claim) {
    const { store, signal } = claim;
    const mine = await store.write(undefined, claim.body, signal);
    if (!mine)
        throw new Error('GitHub answered the new comment with something that is not a comment');
    try {
        return await settle(claim, mine);
    }
    catch (error) {
        // A claim this run cannot settle must not hold the next run up: withdraw it (its expiry is the backstop).
        await store.remove(mine.id).catch(() => undefined);
        throw error;
    }
}
async function settle(claim, mine) {
    const { store, owner, signal, clock = time_clock/* realClock */.d } = claim;
    store.forget();
    const comments = await store.list(signal);
    const identities = await store.trustedIdentities(comments);
    // One comment per pull request and project: an earlier one of any workflow of this action counts.
    const earlier = (0,comment/* markedComments */.lD)(comments, identities).filter(c => c.id < mine.id);
    const withdraw = async (joined) => {
        try {
            await store.remove(mine.id, signal);
        }
        catch (error) {
            workflow_commands.warning((0,api/* gitHubWarning */.e5)('delete this run’s duplicate comment', error, true, 'It can be deleted by hand.'));
        }
        workflow_commands.info(`Another run of this pull request started its job first: following up job ${(0,outside/* forLog */.Ig)(joined.state.job)}.`);
        return { kind: 'joined', comment: joined };
    };
    const sticky = withJob((0,comment/* pullRequestComment */.Gs)((0,comment/* ownComments */.D5)(earlier, identities, owner)));
    if (sticky)
        return withdraw(sticky);
    const expiries = earlier.flatMap(c => {
        const at = claimedAt(c.body, owner);
        // A time ahead of this runner's clock (clock skew) counts as now.
        const expires = at === undefined ? undefined : Math.min(at, clock.now()) + limits/* CLAIM_TTL_MS */.jn;
        return expires !== undefined && expires > clock.now() ? [{ comment: c, expires }] : [];
    });
    const rival = expiries[0];
    if (!rival)
        return { kind: 'won', comment: mine };
    workflow_commands.info('Another run of this pull request claimed it first: waiting for its job id.');
    const until = Math.min(rival.expires, claim.deadline - limits/* CLAIM_CREATE_ROOM_MS */.Jf);
    while (clock.now() < until && !signal?.aborted) {
        const pause = Math.min(limits/* CLAIM_POLL_MS */.Cz, until - clock.now());
        await clock.sleep(pause, signal);
        const now = await store.read(rival.comment.id, signal);
        if (now === 'deleted' || now === undefined)
            break;
        const state = (0,github_history/* parseState */.Bu)(now.body, owner, now.id);
        const joined = withJob(state && { ...rival.comment, ...now, state });
        if (joined)
            return withdraw(joined);
        if (claimedAt(now.body, owner) === undefined)
            break;
    }
    workflow_commands.info('The run that claimed this pull request first created no job in time: this run creates one.');
    return { kind: 'won', comment: mine };
}

// EXTERNAL MODULE: ./src/kernel/github/comment-store.ts
var comment_store = __webpack_require__(25324);
;// CONCATENATED MODULE: ./src/modes/agent/pull-request/options.ts

function sessionContext(options) {
    return { options, store: new comment_store/* CommentStore */.j(options.request, options.target, options.info) };
}
/** `pull request #5`, for log lines and warnings. */
function describePullRequest(context) {
    return `pull request #${context.options.target.number}`;
}

;// CONCATENATED MODULE: ./src/modes/agent/pull-request/lookup.ts







// Looking up the job this pull request already has: its one comment of this action for this project,
// whichever workflow wrote it (for a `/docs` comment, or a pull request event with `pr-updates:
// follow-up`); with none yet, the claim. Each answer moves the comment phase on (lifecycle.ts). A run
// that cannot read the comments, or cannot record its claim, creates no job: without that memory every
// push would start another one.
class LookupError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LookupError';
    }
}
/** Whether this run looks up an earlier job at all: never with `job-id`, nor without a follow-up to make. */
function looksUp(context) {
    const { target, commentOnPr, prUpdates, jobId } = context.options;
    if (jobId !== undefined)
        return false;
    return target.fromComment || (prUpdates === 'follow-up' && commentOnPr);
}
async function lookUpEarlierJob(context, state) {
    if (!looksUp(context))
        return { state };
    const { store, options } = context;
    const { commentOnPr, owner, target } = options;
    let comments;
    try {
        comments = await store.list();
    }
    catch (error) {
        throw noMemory(context, `read the comments of ${describePullRequest(context)} to find`, error);
    }
    const identities = await store.trustedIdentities(comments);
    let found = (0,comment/* pullRequestComment */.Gs)((0,comment/* ownComments */.D5)(comments, identities, owner));
    let next = state;
    if (found)
        next = { ...state, comment: adopted(state.comment, found) };
    else {
        next = sealedWithAnotherKey(context, next, (0,comment/* otherKeyComments */.MM)(comments, identities, owner));
        if (commentOnPr)
            ({ state: next, joined: found } = await claim(context, next));
    }
    const jobId = found?.state.job;
    if (!found || jobId === undefined) {
        workflow_commands.info(`No comment of this action names a job on ${describePullRequest(context)} for this project: creating a new job.`);
        return { state: next };
    }
    workflow_commands.info(takingJob(context, found, jobId));
    if (found.previousKey)
        workflow_commands.info('Its state was sealed with `previous-api-key`: this run seals it again with `api-key` (the previous key can go once every open pull request has had a run).');
    return { state: next, earlier: { jobId, lastHead: found.state.head, fromComment: target.fromComment } };
}
/**
 * The comments cannot be read, or the claim cannot be written: no job is created rather than one the
 * pull request would forget (every later run would start another).
 */
function noMemory(context, what, error) {
    const failure = (0,api/* describeGitHubError */.dZ)(error);
    const status = failure.status ? `HTTP ${failure.status}: ` : '';
    const { commentOnPr, target } = context.options;
    const permission = (0,api/* isPermissionProblem */.nj)(failure)
        ? ` The github-token lacks the permission. Add this to the workflow (or the job):\n${(0,api/* permissionsBlock */.It)(true)}\n`
        : ' ';
    const without = commentOnPr && !target.fromComment
        ? 'set `comment-on-pr: false` to go without the comment (every run then creates a new job), '
        : '';
    return new LookupError(`Could not ${what} its agent job (${status}${(0,outside/* forLog */.Ig)(failure.message, 300)}). ` +
        'No job was created, so that this run does not start a second agent for the same pull request.' +
        `${permission}Re-run the workflow, ${without}or pass the job with \`job-id\`.`);
}
/** No state this run can open, but one sealed here with another key: say so, then start over. */
function sealedWithAnotherKey(context, state, sealed) {
    const first = sealed[0];
    if (!first)
        return state;
    workflow_commands.warning(`This action's comment on ${describePullRequest(context)} (${(0,outside/* forLog */.Ig)(first.url || `comment ${first.id}`, 300)}) ` +
        'holds a state sealed with another key than `api-key` (the key was rotated, or the comment was edited): ' +
        'its job cannot be trusted, so this run creates a new one. After a rotation, pass the old key as ' +
        '`previous-api-key` for a while to keep following the jobs of open pull requests.');
    const notice = 'the earlier state on this pull request was sealed with another key than `api-key`; pass the old key as `previous-api-key` to keep its job';
    return { ...state, run: replaced(state.run, notice) };
}
function takingJob(context, found, jobId) {
    const { commentOnPr } = context.options;
    return (`Taking job ${(0,outside/* forLog */.Ig)(jobId)} from this action's comment on ${describePullRequest(context)} ` +
        `(${(0,outside/* forLog */.Ig)(found.url || `comment ${found.id}`, 300)}, written by workflow "${(0,outside/* forLog */.Ig)(found.key.workflow, 100)}", job "${(0,outside/* forLog */.Ig)(found.key.job, 100)}"); ` +
        (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.'));
}
/** The pull request has no comment yet: claim it, so that two runs starting together make one job. */
async function claim(context, state) {
    const { store, options } = context;
    const { owner, key, runUrl, budget } = options;
    try {
        const outcome = await claimPullRequest({
            store,
            owner,
            body: (0,comment/* renderClaimBody */.Dy)(key, runUrl, claimMarker(owner, Date.now())),
            signal: budget?.signal,
            deadline: budget?.deadline ?? Number.POSITIVE_INFINITY
        });
        if (outcome.kind === 'joined')
            return {
                state: { ...state, comment: adopted(state.comment, outcome.comment) },
                joined: outcome.comment
            };
        const url = outcome.comment.url || state.url;
        return { state: { ...state, comment: claimWon(state.comment, outcome.comment, key), url } };
    }
    catch (error) {
        store.forget();
        throw noMemory(context, `write this action's comment on ${describePullRequest(context)} to record`, error);
    }
}

;// CONCATENATED MODULE: ./src/modes/agent/pull-request/write.ts






/** Writes the comment; returns the lifecycle the answers lead to. Never throws. */
async function writeComment(context, state, write) {
    let phase = state.comment;
    if (phase.kind === 'off')
        return state;
    const { store, options } = context;
    /** This run's line merged into the comment's history, once it is. */
    let known;
    try {
        if (phase.kind === 'unlisted')
            phase = await locate(context, phase, write.signal);
        // Another run of this pull request may have written since this one read: merge into the comment
        // as it is now, so no history line is lost and the head never goes back.
        if (phase.kind === 'held') {
            phase = reread(phase, await store.read(phase.comment.id, write.signal), options.owner);
            if (phase.kind === 'off')
                return write_reset(context, state);
        }
        known = merged(phase, state.run);
        if (write.pending) {
            const pending = write.pending(known.state.pending);
            const { pending: _old, ...rest } = known.state;
            known = { ...known, state: pending ? { ...rest, pending } : rest };
        }
        const render = renderer(context, state, known.state, write);
        let comment;
        const existing = commentOf(phase);
        if (existing) {
            // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
            try {
                comment = await store.write(existing.id, render(existing.key, existing.id), write.signal);
            }
            catch (error) {
                if ((0,api/* describeGitHubError */.dZ)(error).status !== 404)
                    throw error;
                return write_reset(context, state);
            }
        }
        if (!commentOf(phase)) {
            // The seal names the comment, so a new comment gets its state once GitHub has numbered it.
            const posted = await store.write(undefined, render(options.key), write.signal);
            comment =
                posted && ((await store.write(posted.id, render(options.key, posted.id), write.signal)) ?? posted);
        }
        if (!comment)
            return { ...state, comment: withKnown(phase, known) };
        return { ...state, comment: written(phase, comment, options.key, known), url: comment.url || state.url };
    }
    catch (error) {
        return { ...state, comment: failed(context, error, write, writeFailed(phase, known ?? knownOf(phase))) };
    }
}
/** The comment's body for `key`, sealed for `commentId` once GitHub has numbered the comment. */
function renderer(context, state, history, write) {
    const { runUrl, owner } = context.options;
    return (key, commentId) => (0,comment/* renderCommentBody */.yX)({
        key,
        jobId: write.jobId,
        action: write.action,
        runUrl,
        finished: write.finished,
        state: history,
        notice: state.run.asked.notice,
        seal: commentId === undefined ? undefined : { owner, commentId }
    });
}
/** The comment was deleted while this run held it: a reset, said once; no comment is written again. */
function write_reset(context, state) {
    context.options.info(`This action's comment on ${describePullRequest(context)} was deleted while this run held it: that resets the pull request's memory, so this run writes no comment again, and the next run starts a new job.`);
    return { ...state, comment: deleted(), url: undefined };
}
/** A failed write is a warning; `next` is where the comment stands unless comments are now off. */
function failed(context, error, write, next) {
    workflow_commands.warning((0,api/* gitHubWarning */.e5)(`write this action's comment on ${describePullRequest(context)}`, error, true, `The agent job ${(0,outside/* forLog */.Ig)(write.jobId, 128)} is not affected.`));
    // An aborted POST may still have created the comment: list afresh next time rather than add a twin.
    context.store.forget();
    // One warning is enough: without the permission every later attempt fails the same way.
    return (0,api/* isPermissionProblem */.nj)((0,api/* describeGitHubError */.dZ)(error)) ? turnedOff() : next;
}
/** The pull request's comment for this project (any workflow's), found among its comments. */
async function locate(context, phase, signal) {
    const { store, options } = context;
    const comments = await store.list(signal);
    const identities = await store.trustedIdentities(comments);
    const sticky = (0,comment/* pullRequestComment */.Gs)((0,comment/* ownComments */.D5)(comments, identities, options.owner));
    return sticky ? adopted(phase, sticky) : listedWithout(phase);
}
/** No job came of this run: the claim comment says so, and no longer holds another run up. */
async function writeNoJob(context, claim, error, signal) {
    const { key, runUrl } = context.options;
    try {
        await context.store.write(claim, (0,comment/* renderClaimBody */.Dy)(key, runUrl, { error }), signal);
    }
    catch (failure) {
        workflow_commands.warning((0,api/* gitHubWarning */.e5)(`update this action's comment on ${describePullRequest(context)}`, failure, true, ''));
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/kernel/github/check-run.ts
var check_run = __webpack_require__(19077);
// EXTERNAL MODULE: ./src/kernel/github/waiting-label.ts
var waiting_label = __webpack_require__(90473);
;// CONCATENATED MODULE: ./src/modes/agent/pull-request/pending.ts






/** Opens this run's check run on the head it handles, and its pending record. */
async function startPending(context, jobId, action, head) {
    const { checks, runUrl } = context.options;
    const check = checks && head ? await checks.start(head, jobId, runUrl) : undefined;
    const pending = {
        job: jobId,
        action,
        token: (0,external_node_crypto_.randomBytes)(9).toString('base64url'),
        since: new Date().toISOString(),
        ...(head ? { head } : {}),
        ...(check !== undefined ? { check } : {}),
        ...(runUrl ? { run: runUrl } : {})
    };
    return { pending, labelled: false };
}
/** A newer run took over: the older run's check ends as neutral, never left in progress. */
async function completeReplaced(context, mine) {
    const old = mine.replaced;
    const { checks } = context.options;
    if (!old || old.token === mine.pending.token || old.check === undefined || !checks)
        return;
    const head = mine.pending.head ? ` at <code>${(0,outside/* forMarkdown */.Bm)(mine.pending.head.slice(0, 7))}</code>` : '';
    await checks.complete(old.check, replacedOutcome(`A newer run${head} took over the pull request's docs job.`));
}
const replacedOutcome = (summary) => (0,check_run/* neutralOutcome */.s7)('Replaced by a newer run', summary);
/** How this run's check ends: the job's outcome, or neutral when a newer run replaced this one. */
function finalOutcome(report, current, mine) {
    if (current && current.token !== mine.pending.token)
        return replacedOutcome('A newer run took over the pull request before this job ended.');
    return (0,check_run/* jobCheckOutcome */.kP)(report.jobId, report.job ?? { status: 'unknown' });
}
/** Whether the run leaves its job for a sweep: it did not see the job end. */
const leavesJob = (report, error) => error !== undefined || report.outcome !== 'terminal';
/** Adds or removes the waiting label; a failure is a warning (the comment still holds the state). */
async function label(context, add, signal) {
    const { request, target } = context.options;
    try {
        if (add)
            await (0,waiting_label/* addWaitingLabel */.Fx)(request, target, signal);
        else
            await (0,waiting_label/* removeWaitingLabel */.uH)(request, target, signal);
    }
    catch (error) {
        workflow_commands.warning((0,api/* gitHubWarning */.e5)(`${add ? 'add' : 'remove'} the waiting label on pull request #${target.number}`, error, true, add ? 'A sweep will not find this job; the next run of the workflow for this pull request will.' : ''));
    }
}

;// CONCATENATED MODULE: ./src/modes/agent/pull-request/session.ts








// One run's dealings with its pull request: finding the job it already has, the prompt's context,
// and the sticky comment that is the pull request's docs history. The session keeps the lifecycle's
// current state (lifecycle.ts) and moves it on at each of agent mode's fixed points. GitHub failures
// end here as warnings (the agent job matters more than the comment), except one: a follow-up that
// cannot read the comments to find its job fails clearly rather than silently starting a second agent.
class PullRequestSession {
    context;
    state;
    /** This run's check run and pending record (with `check-run` and a comment). */
    mine;
    constructor(options) {
        this.context = sessionContext(options);
        this.state = initialLifecycle(options.commentOnPr);
    }
    get commentUrl() {
        return this.state.url;
    }
    async findEarlierJob() {
        const { state, earlier } = await lookUpEarlierJob(this.context, this.state);
        this.state = state;
        return earlier;
    }
    replaceJob(reason) {
        this.state = { ...this.state, run: replaced(this.state.run, reason) };
    }
    async preparePrompt(prompt, since) {
        const { eventContext, target, request, commentOnPr } = this.context.options;
        const ready = await pullRequestPrompt({ eventContext, target, request, commentOnPr }, prompt, since);
        this.state = { ...this.state, run: prepared(this.state.run, prompt, ready.handled) };
        return ready.prompt;
    }
    /**
     * The job could not be created (or the run was cancelled first): the claim comment says so, and no
     * longer holds another run up.
     */
    async jobNotCreated(error) {
        const { comment, run } = this.state;
        if (comment.kind !== 'claimed' || run.kind === 'started')
            return;
        const final = this.finalWrite();
        try {
            await writeNoJob(this.context, comment.comment.id, error, final.signal);
        }
        finally {
            final.dispose();
        }
    }
    async jobStarted(jobId, action) {
        const { target, checks, wait = true } = this.context.options;
        const comment = target.fromComment ? target.comment : undefined;
        this.state = { ...this.state, run: started(this.state.run, jobId, action, comment) };
        const head = this.state.run.asked.handled.sha ?? target.pullRequest?.headSha;
        // Without a comment there is no state to keep the job in: no check a sweep could not finish.
        const mine = checks && this.state.comment.kind !== 'off'
            ? await startPending(this.context, jobId, action, head)
            : undefined;
        this.mine = mine;
        const pending = mine && ((now) => ((mine.replaced = now), mine.pending));
        this.state = await writeComment(this.context, this.state, { jobId, action, pending });
        if (!mine)
            return;
        await completeReplaced(this.context, mine);
        // A job nobody waits for is a sweep's from now on (even if this run is killed); an earlier run's
        // label is still there.
        if (!wait && !mine.replaced)
            await label(this.context, true);
        mine.labelled = !wait || mine.replaced !== undefined;
    }
    async jobFinished(report, error) {
        const mine = this.mine;
        const leaves = leavesJob(report, error);
        let current;
        const final = this.finalWrite(report.outcome === 'cancelled');
        try {
            if (this.state.comment.kind !== 'off') {
                const { run } = this.state;
                const action = run.kind === 'started' ? run.action : report.action;
                const finished = { report, error };
                // A run that saw the job end clears its own record; one that did not keeps it (a newer
                // run's record stays whatever this run saw).
                const pending = mine &&
                    ((now) => {
                        current = now;
                        if (leaves)
                            return now && now.token !== mine.pending.token ? now : mine.pending;
                        return now?.token === mine.pending.token ? undefined : now;
                    });
                this.state = await writeComment(this.context, this.state, {
                    jobId: report.jobId,
                    action,
                    finished,
                    signal: final.signal,
                    pending
                });
            }
            if (mine)
                await this.settle(mine, report, leaves, current, final.signal);
        }
        finally {
            final.dispose();
        }
    }
    /** The check and the label after the last write: finished here, or left to a sweep. */
    async settle(mine, report, leaves, current, signal) {
        const { checks } = this.context.options;
        if (leaves) {
            // Again even if added at the start: a sweep that raced this run's first write may have taken
            // it off, and this run's last write is what puts the pending record back.
            await label(this.context, true, signal);
            return;
        }
        if (mine.pending.check !== undefined)
            await checks?.complete(mine.pending.check, finalOutcome(report, current, mine), signal);
        const ours = current === undefined || current.token === mine.pending.token;
        if (mine.labelled && ours)
            await label(this.context, false, signal);
    }
    /**
     * The last writes' budget. After cancellation the runner kills the step soon: one short budget for
     * every request left, not tied to the (already aborted) cancel signal. Otherwise the deadline plus a
     * small grace.
     */
    finalWrite(cancelled = false) {
        const { budget } = this.context.options;
        if (cancelled || budget?.cancel.aborted)
            return (0,run_budget/* timeoutSignal */._)(limits/* GITHUB_CANCELLED_WRITE_MS */.bO);
        return (budget?.bounded(limits/* GITHUB_FINAL_WRITE_MS */.Sx, limits/* GITHUB_FINAL_WRITE_GRACE_MS */.HI) ??
            (0,run_budget/* timeoutSignal */._)(limits/* GITHUB_FINAL_WRITE_MS */.Sx));
    }
}

;// CONCATENATED MODULE: ./src/modes/agent/pull-request/integration.ts










/** The integration for this run's event, which open.ts found needs GitHub (`need`), with a token. */
async function pullRequestIntegration(inputs, need, trigger, 
/** The run's deadline and cancellation: every GitHub call runs under them. */
budget, env = process.env) {
    if (trigger.kind === 'other' && trigger.problem !== undefined) {
        // A broken payload file costs the GitHub features, not the agent job.
        workflow_commands.warning(`Skipping the event context and comment: ${(0,outside/* forLog */.Ig)(trigger.problem, 300)}`);
        return seam/* noPullRequest */.g;
    }
    let request;
    try {
        ;
        ({ request } = await (0,octokit.openGitHub)(inputs.githubToken, budget, workflow_commands.info));
    }
    catch (error) {
        // A broken bundle costs the GitHub features, not the agent job.
        const why = (0,error_message/* errorMessage */.g)(error);
        workflow_commands.warning(`Skipping the event context and comment: ${(0,outside/* forLog */.Ig)(why, 300)}`);
        return seam/* noPullRequest */.g;
    }
    if (need === 'code') {
        if (trigger.kind !== 'push' && trigger.kind !== 'release')
            return seam/* noPullRequest */.g;
        return {
            ...seam/* noPullRequest */.g,
            preparePrompt: async (prompt) => `${prompt}\n\n${await (trigger.kind === 'push' ? (0,event_context/* pushContext */.eS)(request, trigger) : (0,event_context/* releaseContext */.N_)(request, trigger))}`
        };
    }
    const target = (0,context/* pullRequestTarget */.Sj)(trigger);
    if (!target)
        return seam/* noPullRequest */.g;
    return new PullRequestSession({
        eventContext: inputs.eventContext,
        commentOnPr: inputs.commentOnPr,
        prUpdates: inputs.prUpdates,
        jobId: inputs.jobId,
        target,
        key: { workflow: trigger.workflow || 'workflow', job: trigger.job || 'job' },
        owner: (0,state_seal/* stateOwner */.PR)([inputs.apiKey, inputs.previousApiKey], {
            repository: `${target.owner}/${target.repo}`,
            pullRequest: target.number,
            project: inputs.projectId
        }),
        runUrl: (0,context/* workflowRunUrl */.CX)(env, target),
        request,
        budget,
        info: workflow_commands.info,
        checks: inputs.checkRun
            ? new check_run/* CheckRuns */.rp(request, { owner: target.owner, repo: target.repo }, workflow_commands.warning)
            : undefined,
        wait: inputs.wait
    });
}


/***/ })

};
