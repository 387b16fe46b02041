export const id = 324;
export const ids = [324];
export const modules = {

/***/ 25324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ CommentStore)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_PAGES */
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);
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
            this.info(`Ignoring ${ignored.length} comment(s) that carry this action's markers but were written by ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(who.join(', '), 200)}, not by this action.`);
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
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   Dy: () => (/* binding */ renderClaimBody),
/* harmony export */   Gs: () => (/* binding */ pullRequestComment),
/* harmony export */   H3: () => (/* binding */ commentAuthor),
/* harmony export */   MM: () => (/* binding */ otherKeyComments),
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   ew: () => (/* binding */ withMarkers),
/* harmony export */   fF: () => (/* binding */ issueComment),
/* harmony export */   lD: () => (/* binding */ markedComments),
/* harmony export */   ov: () => (/* binding */ sameAuthor),
/* harmony export */   yX: () => (/* binding */ renderCommentBody)
/* harmony export */ });
/* unused harmony exports encodeMarkerPart, keyMarker, jobMarker, parseMarkers, MAX_COMMENT_CHARS */
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95381);


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
/**
 * The comments whose state this action sealed for `owner` in them: written by one of `identities` and
 * verified, so a quote of this action's comment (in another comment, pull request or project) is not one.
 */
function ownComments(comments, identities, owner) {
    return markedComments(comments, identities).flatMap(c => {
        const read = (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .readState */ .un)(c.body, owner, c.id);
        if (!read || !('state' in read))
            return [];
        return [{ ...c, state: read.state, ...(read.previousKey ? { previousKey: true } : {}) }];
    });
}
/**
 * Comments of this action whose state was sealed for this pull request, project and comment with a key
 * this run does not hold: the state of a rotated `api-key` (or one edited by hand).
 */
function otherKeyComments(comments, identities, owner) {
    return markedComments(comments, identities).filter(c => {
        const read = (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .readState */ .un)(c.body, owner, c.id);
        return read !== undefined && 'otherKey' in read;
    });
}
/**
 * The pull request's comment for this project: the oldest of this action's comments that names a job,
 * whichever workflow wrote it, so every workflow (pull request or `/docs`) follows the same job.
 */
function pullRequestComment(own) {
    return own.filter(c => c.state.job !== undefined).sort((a, b) => a.id - b.id)[0];
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
const STARTED = {
    created: 'Job created',
    'follow-up': 'Follow-up sent to the job',
    resumed: 'Waiting for the job',
    checked: 'Checking the job'
};
function finishedLine(report, error) {
    const { job } = report;
    const status = job?.status ? `<code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.status)}</code>` : 'unknown';
    if (error)
        return `⚠️ **Error:** ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(error)} (last status: ${status})`;
    switch (report.outcome) {
        case 'cancelled':
            return `⏹️ The workflow was cancelled while waiting (last status: ${status}). The job keeps running on the service.`;
        case 'timeout':
            return `⏱️ Stopped waiting at \`timeout-minutes\` (last status: ${status}). The job keeps running on the service.`;
        case 'not-waited':
            return `▶️ Status: ${status} (not waiting for the job: \`wait: false\`).`;
        case 'closed':
            return `⏹️ The pull request was closed while the job ran (last status: ${status}); this comment no longer follows it. The job keeps running on the service.`;
        case 'terminal':
            break;
    }
    const icon = job?.status === 'completed' ? '✅' : job?.status === 'failed' ? '❌' : '🗄️';
    // No prLink says only that no pull request was opened: the agent may have pushed to the branch itself.
    const outcome = job?.prLink
        ? `pull request: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(job.prLink)}`
        : job?.status === 'completed'
            ? 'the job completed and opened no pull request'
            : 'no pull request';
    return `${icon} Finished: ${status}, ${outcome}.`;
}
/** A pull request's comment before its first job exists: the claim (claim.ts), or why no job came of it. */
function renderClaimBody(key, runUrl, claim) {
    const run = runUrl ? ` · ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : '';
    const line = typeof claim === 'string'
        ? '⏳ Starting the docs agent for this pull request. This comment updates when the job exists.'
        : `⚠️ **No job was created:** ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(claim.error)}`;
    const markers = typeof claim === 'string' ? [keyMarker(key), claim] : [keyMarker(key)];
    return [...markers, `**Docs agent**${run}`, '', line, ''].join('\n');
}
/** GitHub refuses a comment over 65,536 characters; the history gives way (oldest lines first). */
const MAX_COMMENT_CHARS = 60_000;
function renderCommentBody(content) {
    let body = renderOnce(content);
    let state = content.state;
    while (body.length > MAX_COMMENT_CHARS && state && state.entries.length > 0) {
        state = { ...state, entries: state.entries.slice(Math.max(1, Math.floor(state.entries.length / 4))) };
        body = renderOnce({ ...content, state });
    }
    return body;
}
function renderOnce(content) {
    const { key, jobId, action, runUrl, finished, state, notice, seal } = content;
    const heading = `**Docs agent** · job <code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId)}</code>`;
    const run = runUrl ? ` · ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : '';
    const line = finished
        ? finishedLine(finished.report, finished.error)
        : `⏳ ${STARTED[action]}; the agent is working. This comment updates when it finishes.`;
    const sealed = state && seal ? [(0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .stateMarker */ .AF)(state, seal.owner, seal.commentId)] : [];
    const markers = [keyMarker(key), jobMarker(jobId), ...sealed];
    const why = notice ? ['', `ℹ️ New job: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(notice, 300)}`] : [];
    const history = state ? (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .renderHistory */ .zs)(state) : [];
    return [...markers, `${heading}${run}`, '', line, ...why, '', ...history, ''].join('\n');
}


/***/ }),

/***/ 95381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ stateMarker),
/* harmony export */   Bu: () => (/* binding */ parseState),
/* harmony export */   CN: () => (/* binding */ runEntry),
/* harmony export */   CU: () => (/* binding */ mergeRun),
/* harmony export */   un: () => (/* binding */ readState),
/* harmony export */   zs: () => (/* binding */ renderHistory)
/* harmony export */ });
/* unused harmony exports MAX_ENTRIES, boundEntry, addEntry, renderEntry */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13798);
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);
/* harmony import */ var _state_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11308);



/** Oldest entries are dropped first beyond this; with the cuts below the comment stays far under 65,536. */
const MAX_ENTRIES = 30;
const MAX_TEXT = 80;
const MAX_FIELD = 200;
const SHA = /^[0-9a-f]{7,64}$/i;
const STATE_MARKER = new RegExp(`<!-- docs-agent-state:(${_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .SEALED_PATTERN */ .Iv}) -->`);
const field = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(MAX_FIELD).optional().catch(undefined);
const entrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['created', 'follow-up', 'docs', 'resumed', 'checked']),
    sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA).optional().catch(undefined),
    files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).optional().catch(undefined),
    by: field,
    text: field,
    reason: field,
    job: field
});
const pendingSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    job: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine(_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['created', 'follow-up', 'resumed', 'checked']),
    token: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA).optional().catch(undefined),
    check: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional().catch(undefined),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(300).optional().catch(undefined)
});
const stateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    pending: pendingSchema.optional().catch(undefined),
    job: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine(_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb).optional().catch(undefined),
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA).optional().catch(undefined),
    entries: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).catch([])
});
/** Bounds every stored value, so the marker cannot grow without limit whatever the inputs were. */
const oneLine = (v) => v?.replace(/\s+/g, ' ').trim();
function boundEntry(entry) {
    const short = (v, max) => (v === undefined ? undefined : (0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)(v, max));
    return {
        ...entry,
        by: short(oneLine(entry.by), 60),
        text: short(oneLine(entry.text), MAX_TEXT),
        reason: short(oneLine(entry.reason), MAX_FIELD),
        job: short(entry.job, 128)
    };
}
/**
 * This run's entry merged into the comment's state as it is now: added once (a later write of the same
 * run finds it there), and the head moved only if nobody moved it since this run read it (`readHead`):
 * a run that finishes after a newer one must not take the head back.
 */
function mergeRun(current, mine, readHead) {
    const entry = boundEntry(mine.entry);
    const fields = ['kind', 'sha', 'files', 'by', 'text', 'reason', 'job'];
    const same = (e) => fields.every(f => e[f] === entry[f]);
    const entries = current.entries.some(same)
        ? current.entries
        : [...current.entries, entry].slice(-MAX_ENTRIES);
    const moveHead = current.head === readHead && mine.head !== undefined && SHA.test(mine.head);
    const head = moveHead ? mine.head : current.head;
    return { ...current, job: mine.job ?? current.job, head, entries };
}
function addEntry(state, entry, head) {
    const entries = [...state.entries, boundEntry(entry)].slice(-MAX_ENTRIES);
    return { ...state, head: head && SHA.test(head) ? head : state.head, entries };
}
/**
 * This run's history line, and the head the job has seen after it: pull request runs that sent the
 * job context move it; a `/docs` comment does not (it sends no range).
 */
function runEntry(action, jobId, run) {
    const { sha, files, reason, comment } = run;
    const head = comment ? undefined : sha;
    switch (action) {
        case 'created':
            return { entry: { kind: 'created', job: jobId, sha, files, reason }, head, job: jobId };
        case 'follow-up':
            return comment
                ? {
                    entry: { kind: 'docs', by: comment.author, text: comment.body.replace(/^\s*\/docs\b/i, '') },
                    job: jobId
                }
                : { entry: { kind: 'follow-up', sha, files }, head, job: jobId };
        default:
            return { entry: { kind: action, job: jobId }, job: jobId };
    }
}
/** The hidden marker holding `state`, sealed for this owner and comment. */
function stateMarker(state, owner, commentId) {
    const json = JSON.stringify({
        job: state.job,
        head: state.head,
        entries: state.entries.slice(-MAX_ENTRIES),
        ...(state.pending ? { pending: state.pending } : {})
    });
    return `<!-- docs-agent-state:${(0,_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .seal */ .od)(owner, { kind: 'state', commentId }, json)} -->`;
}
/**
 * The state in comment `commentId`'s body, when this action sealed it there for this owner; undefined
 * when there is none, it does not verify (a copy, another pull request or project) or it is unreadable.
 */
function readState(body, owner, commentId) {
    const match = STATE_MARKER.exec(body);
    const opened = match ? (0,_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)(owner, { kind: 'state', commentId }, match[1]) : undefined;
    if (opened === undefined || 'otherKey' in opened)
        return opened;
    let raw;
    try {
        raw = JSON.parse(opened.json);
    }
    catch {
        return undefined;
    }
    const parsed = stateSchema.safeParse(raw);
    if (!parsed.success)
        return undefined;
    const entries = parsed.data.entries.flatMap(e => {
        const one = entrySchema.safeParse(e);
        return one.success ? [boundEntry(one.data)] : [];
    });
    const { job, head, pending } = parsed.data;
    const state = { job, head, entries: entries.slice(-MAX_ENTRIES), ...(pending ? { pending } : {}) };
    return { state, previousKey: opened.key > 0 };
}
/** The verified state alone (readState). */
function parseState(body, owner, commentId) {
    const read = readState(body, owner, commentId);
    return read && 'state' in read ? read.state : undefined;
}
const short = (sha) => (sha ? `<code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(sha.slice(0, 7))}</code>` : '');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** One Markdown line per entry; every stored value passes forMarkdown. */
function renderEntry(entry) {
    const job = entry.job ? ` job <code>${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.job, 128)}</code>` : '';
    const files = entry.files !== undefined ? ` (${plural(entry.files, 'file')})` : '';
    const sha = entry.sha ? ` for ${short(entry.sha)}` : '';
    const reason = entry.reason ? `: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.reason)}` : '';
    switch (entry.kind) {
        case 'created':
            return `created${job}${sha}${files}${reason}`;
        case 'follow-up':
            return `follow-up${sha}${files}`;
        case 'docs': {
            const by = entry.by ? ` from &#64;${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.by, 60)}` : '';
            const text = entry.text ? `: &quot;${(0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.text, MAX_TEXT)}&quot;` : '';
            return `/docs${by}${text}`;
        }
        case 'resumed':
            return `waited for${job || ' the job'}`;
        case 'checked':
            return `checked${job || ' the job'}`;
    }
}
function renderHistory(state) {
    if (state.entries.length === 0)
        return [];
    return [
        '<details open><summary>History (oldest first)</summary>',
        '',
        ...state.entries.map(e => `- ${renderEntry(e)}`),
        '',
        '</details>'
    ];
}


/***/ }),

/***/ 11308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ unseal),
/* harmony export */   Iv: () => (/* binding */ SEALED_PATTERN),
/* harmony export */   PR: () => (/* binding */ stateOwner),
/* harmony export */   ho: () => (/* binding */ open),
/* harmony export */   od: () => (/* binding */ seal)
/* harmony export */ });
/* unused harmony exports sealKeys, sealWith, openWith */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** The keys for `purpose`, from the API keys given (the current one first); empty values are skipped. */
function sealKeys(purpose, apiKeys) {
    return apiKeys.filter((k) => !!k).map(k => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', k).update(purpose).digest());
}
const macOf = (key, binding, payload) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
    .update(JSON.stringify([...binding, payload]))
    .digest();
const tagOf = (binding) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(binding)).digest('base64url').slice(0, 16);
/** The characters of a sealed value (`payload.mac` or `payload.mac.tag`), for a marker's pattern. */
const SEALED_PATTERN = '[A-Za-z0-9_-]{1,40000}\\.[A-Za-z0-9_-]{43}(?:\\.[A-Za-z0-9_-]{16})?';
/** `payload.mac.tag` (base64url): `json` sealed with the first key for `binding`. */
function sealWith(keys, binding, json) {
    const key = keys[0];
    if (!key)
        throw new Error('no key to seal with');
    const payload = Buffer.from(json, 'utf8').toString('base64url');
    return `${payload}.${macOf(key, binding, payload).toString('base64url')}.${tagOf(binding)}`;
}
function openWith(keys, binding, sealed) {
    const [payload = '', given = '', tag, ...rest] = sealed.split('.');
    if (rest.length > 0)
        return undefined;
    const got = Buffer.from(given, 'base64url');
    for (const [index, key] of keys.entries()) {
        const expected = macOf(key, binding, payload);
        if (got.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(got, expected))
            return { json: Buffer.from(payload, 'base64url').toString('utf8'), key: index };
    }
    return tag !== undefined && tag === tagOf(binding) ? { otherKey: true } : undefined;
}
const PURPOSE = 'docs-agent-action pull request state v1';
/** `apiKeys`: `api-key`, then `previous-api-key` when one is given. */
function stateOwner(apiKeys, where) {
    return { keys: sealKeys(PURPOSE, typeof apiKeys === 'string' ? [apiKeys] : apiKeys), ...where };
}
const bindingOf = (owner, what) => [
    PURPOSE,
    what.kind,
    what.kind === 'state' ? what.commentId : 0,
    owner.repository.toLowerCase(),
    owner.pullRequest,
    owner.project
];
/** `payload.mac.tag` (base64url), for a hidden marker. */
function seal(owner, what, json) {
    return sealWith(owner.keys, bindingOf(owner, what), json);
}
/** What a sealed marker holds for this owner and place (see Opened). */
function open(owner, what, sealed) {
    return openWith(owner.keys, bindingOf(owner, what), sealed);
}
/** The JSON text a sealed marker carries, when its seal verifies for this owner and place; else undefined. */
function unseal(owner, what, sealed) {
    const opened = open(owner, what, sealed);
    return opened && 'json' in opened ? opened.json : undefined;
}


/***/ })

};
