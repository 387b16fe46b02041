export const id = 852;
export const ids = [852];
export const modules = {

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


/***/ }),

/***/ 58088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ CHECK_NAME),
/* harmony export */   kP: () => (/* binding */ jobCheckOutcome),
/* harmony export */   rp: () => (/* binding */ CheckRuns),
/* harmony export */   s7: () => (/* binding */ neutralOutcome)
/* harmony export */ });
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61668);
/* harmony import */ var _kernel_github_refusal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15617);
/* harmony import */ var _kernel_github_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20823);




// The pull request's check run ("Docs agent") on its head commit: in progress while the job runs, then
// success, failure or neutral with the docs pull request's link, the way preview and CI services show
// their state. Agent mode opens and finishes it; the sweep finishes the ones no run waited for, through
// the same CheckRuns. A token without `checks: write` costs one warning per run, never the comment or
// the job; a check run GitHub no longer knows (404 on completing it) is said in one line, and its
// caller decides (the sweep counts it, as it counts a job's 404s). Only GitHub Apps
// (the workflow's GITHUB_TOKEN included) may create check runs: a personal token's run skips the check
// with one line and no request. A check run is found again only by the id its run recorded in the
// pull request's own comment, so another identity's or project's check run is never completed.
const CHECK_NAME = 'Docs agent';
/** A job that ended: completed is success, failed is failure, archived (or a new word) is neutral. */
function jobCheckOutcome(jobId, job) {
    const link = job.prLink && (0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(job.prLink) ? job.prLink : undefined;
    const conclusion = job.status === 'completed' ? 'success' : job.status === 'failed' ? 'failure' : 'neutral';
    const pr = link ? (0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(link) : 'none (the agent opened no pull request)';
    const title = conclusion === 'success'
        ? link
            ? 'Docs pull request opened'
            : 'Job completed; no docs pull request'
        : `Job ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(job.status, 40)}`;
    const summary = [
        `- Job: <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId, 128)}</code>`,
        `- Status: <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.status, 64)}</code>`,
        `- Docs pull request: ${pr}`,
        ...(job.model ? [`- Model: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.model, 100)}`] : [])
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
    options;
    off;
    toldSkipped = false;
    constructor(request, repository, 
    /** The run's warning: said once, on the first permission problem. */
    warn, options = {}) {
        this.request = request;
        this.repository = repository;
        this.warn = warn;
        this.options = options;
    }
    /** A personal token: one line, once, and no request. */
    skipped() {
        if ((0,_kernel_github_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .mayCreateCheckRuns */ .KA)(this.options.tokenKind ?? 'unknown'))
            return false;
        if (!this.toldSkipped)
            (this.options.info ?? this.warn)(`Skipping the "${CHECK_NAME}" check run: github-token is a personal token, and only GitHub Apps (the workflow's GITHUB_TOKEN included) can create check runs. Set \`check-run: false\` to skip it without this line.`);
        this.toldSkipped = true;
        return true;
    }
    /** The new check run's id, or undefined when it could not be created (warned). */
    async start(headSha, jobId, detailsUrl, signal) {
        if (this.off || this.skipped())
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
                    summary: `Job <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId, 128)}</code> is running; this check completes when it ends.`
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
        return (await this.completion(id, outcome, signal)).kind === 'written';
    }
    /** Completes check run `id`, and says what became of it. */
    async completion(id, outcome, signal) {
        if (this.off)
            return { kind: 'skipped', why: this.off };
        if (this.skipped())
            return { kind: 'skipped', why: 'github-token is a personal token' };
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
            return { kind: 'written' };
        }
        catch (error) {
            if (this.options.throwRateLimit && (0,_kernel_github_refusal_js__WEBPACK_IMPORTED_MODULE_2__/* .isGitHubRateLimit */ .r8)(error))
                throw error;
            const failure = (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
            const why = `${failure.status ? `HTTP ${failure.status}: ` : ''}${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(failure.message, 300)}`;
            if (failure.status === 404) {
                ;
                (this.options.info ?? this.warn)(`GitHub knows no "${CHECK_NAME}" check run ${id} here (${why}): it cannot be completed.`);
                return { kind: 'gone', why };
            }
            this.failed('complete', error);
            return { kind: (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionProblem */ .nj)(failure) ? 'refused' : 'failed', why };
        }
    }
    failed(what, error) {
        const failure = (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error);
        const status = failure.status ? `HTTP ${failure.status}: ` : '';
        const why = `${status}${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(failure.message, 300)}`;
        if (!(0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionProblem */ .nj)(failure)) {
            this.warn(`Could not ${what} the "${CHECK_NAME}" check run (${why}). The comment still says the outcome.`);
            return;
        }
        this.off = `${why}: the github-token lacks \`checks: write\``;
        this.warn(`Could not ${what} the "${CHECK_NAME}" check run (${why}): the github-token lacks \`checks: write\`. ` +
            'The comment still says the outcome. Add it to the workflow (or the job):\npermissions:\n  checks: write\n  pull-requests: write');
    }
}


/***/ }),

/***/ 74622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   Dy: () => (/* binding */ renderClaimBody),
/* harmony export */   Gs: () => (/* binding */ pullRequestComment),
/* harmony export */   MM: () => (/* binding */ otherKeyComments),
/* harmony export */   bS: () => (/* binding */ renderKeepingTop),
/* harmony export */   yX: () => (/* binding */ renderCommentBody)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_CHARS */
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7272);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4408);



/**
 * The comments whose state this action sealed for `owner` in them: written by one of `identities` and
 * verified, so a quote of this action's comment (in another comment, pull request or project) is not one.
 */
function ownComments(comments, identities, owner) {
    return (0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .markedComments */ .lD)(comments, identities).flatMap(c => {
        const read = (0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .readState */ .un)(c.body, owner, c.id);
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
    return (0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .markedComments */ .lD)(comments, identities).filter(c => {
        const read = (0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .readState */ .un)(c.body, owner, c.id);
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
const STARTED = {
    created: 'Job created',
    'follow-up': 'Follow-up sent to the job',
    resumed: 'Waiting for the job',
    checked: 'Checking the job'
};
function finishedLine(report, error) {
    const { job } = report;
    const status = job?.status ? `<code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(job.status)}</code>` : 'unknown';
    if (error)
        return `⚠️ **Error:** ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(error)} (last status: ${status})`;
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
        ? `pull request: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(job.prLink)}`
        : job?.status === 'completed'
            ? 'the job completed and opened no pull request'
            : 'no pull request';
    return `${icon} Finished: ${status}, ${outcome}.`;
}
/** A pull request's comment before its first job exists: the claim (claim.ts), or why no job came of it. */
function renderClaimBody(key, runUrl, claim) {
    const run = runUrl ? ` · ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : '';
    const line = typeof claim === 'string'
        ? '⏳ Starting the docs agent for this pull request. This comment updates when the job exists.'
        : `⚠️ **No job was created:** ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(claim.error)}`;
    const markers = typeof claim === 'string' ? [(0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .keyMarker */ .aR)(key), claim] : [(0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .keyMarker */ .aR)(key)];
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
    const heading = `**Docs agent** · job <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId)}</code>`;
    const run = runUrl ? ` · ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : '';
    const line = finished
        ? finishedLine(finished.report, finished.error)
        : `⏳ ${STARTED[action]}; the agent is working. This comment updates when it finishes.`;
    const sealed = state && seal ? [(0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .stateMarker */ .AF)(state, seal.owner, seal.commentId)] : [];
    const markers = [(0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .keyMarker */ .aR)(key), (0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .jobMarker */ .qB)(jobId), ...sealed];
    const why = notice ? ['', `ℹ️ New job: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(notice, 300)}`] : [];
    const history = state ? (0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHistory */ .zs)(state) : [];
    return [...markers, `${heading}${run}`, '', line, ...why, '', ...history, ''].join('\n');
}
const HISTORY_START = '<details open><summary>History (oldest first)</summary>';
const STATE_MARKER = /<!-- docs-agent-state:\S+ -->/;
/**
 * The body of a comment whose top line is a newer run's: that run's lines as they stand, with `state`
 * sealed in place of the one they carried and its history below them.
 */
function renderKeepingTop(body, state, seal) {
    const top = (body.split(HISTORY_START)[0] ?? '').trimEnd();
    const marker = (0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .stateMarker */ .AF)(state, seal.owner, seal.commentId);
    const sealed = STATE_MARKER.test(top) ? top.replace(STATE_MARKER, marker) : `${marker}\n${top}`;
    let history = state;
    let rendered = [sealed, '', ...(0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHistory */ .zs)(history), ''].join('\n');
    while (rendered.length > MAX_COMMENT_CHARS && history.entries.length > 0) {
        history = {
            ...history,
            entries: history.entries.slice(Math.max(1, Math.floor(history.entries.length / 4)))
        };
        rendered = [sealed, '', ...(0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHistory */ .zs)(history), ''].join('\n');
    }
    return rendered;
}


/***/ }),

/***/ 4408:
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
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_github_state_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11308);



/** Oldest entries are dropped first beyond this; with the cuts below the comment stays far under 65,536. */
const MAX_ENTRIES = 30;
const MAX_TEXT = 80;
const MAX_FIELD = 200;
const SHA = /^[0-9a-f]{7,64}$/i;
const STATE_MARKER = new RegExp(`<!-- docs-agent-state:(${_kernel_github_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .SEALED_PATTERN */ .Iv}) -->`);
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
    job: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine(_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['created', 'follow-up', 'resumed', 'checked']),
    token: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA).optional().catch(undefined),
    check: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional().catch(undefined),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(300).optional().catch(undefined),
    missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(1000), since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40) })
        .optional()
        .catch(undefined),
    checkMissing: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(1000), since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40) })
        .optional()
        .catch(undefined)
});
const stateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    pending: pendingSchema.optional().catch(undefined),
    writer: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40).optional().catch(undefined),
    job: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine(_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb).optional().catch(undefined),
    head: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA).optional().catch(undefined),
    entries: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).catch([])
});
/** Bounds every stored value, so the marker cannot grow without limit whatever the inputs were. */
const oneLine = (v) => v?.replace(/\s+/g, ' ').trim();
function boundEntry(entry) {
    const short = (v, max) => (v === undefined ? undefined : (0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)(v, max));
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
        ...(state.pending ? { pending: state.pending } : {}),
        ...(state.writer ? { writer: state.writer } : {})
    });
    return `<!-- docs-agent-state:${(0,_kernel_github_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .seal */ .od)(owner, { kind: 'state', commentId }, json)} -->`;
}
/**
 * The state in comment `commentId`'s body, when this action sealed it there for this owner; undefined
 * when there is none, it does not verify (a copy, another pull request or project) or it is unreadable.
 */
function readState(body, owner, commentId) {
    const match = STATE_MARKER.exec(body);
    const opened = match ? (0,_kernel_github_state_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)(owner, { kind: 'state', commentId }, match[1]) : undefined;
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
    const { job, head, pending, writer } = parsed.data;
    const state = {
        job,
        head,
        entries: entries.slice(-MAX_ENTRIES),
        ...(pending ? { pending } : {}),
        ...(writer ? { writer } : {})
    };
    return { state, previousKey: opened.key > 0 };
}
/** The verified state alone (readState). */
function parseState(body, owner, commentId) {
    const read = readState(body, owner, commentId);
    return read && 'state' in read ? read.state : undefined;
}
const short = (sha) => (sha ? `<code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(sha.slice(0, 7))}</code>` : '');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** One Markdown line per entry; every stored value passes forMarkdown. */
function renderEntry(entry) {
    const job = entry.job ? ` job <code>${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.job, 128)}</code>` : '';
    const files = entry.files !== undefined ? ` (${plural(entry.files, 'file')})` : '';
    const sha = entry.sha ? ` for ${short(entry.sha)}` : '';
    const reason = entry.reason ? `: ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.reason)}` : '';
    switch (entry.kind) {
        case 'created':
            return `created${job}${sha}${files}${reason}`;
        case 'follow-up':
            return `follow-up${sha}${files}`;
        case 'docs': {
            const by = entry.by ? ` from &#64;${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.by, 60)}` : '';
            const text = entry.text ? `: &quot;${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.text, MAX_TEXT)}&quot;` : '';
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

/***/ 83224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ replaced),
/* harmony export */   CX: () => (/* binding */ wrote),
/* harmony export */   M5: () => (/* binding */ listedWithout),
/* harmony export */   Ni: () => (/* binding */ planWrite),
/* harmony export */   XK: () => (/* binding */ failedWrite),
/* harmony export */   Zk: () => (/* binding */ initialLifecycle),
/* harmony export */   gZ: () => (/* binding */ adopted),
/* harmony export */   q1: () => (/* binding */ begun),
/* harmony export */   rt: () => (/* binding */ claimWon),
/* harmony export */   sb: () => (/* binding */ prepared)
/* harmony export */ });
/* unused harmony exports pendingAfter, checkRecorded, knownOf, turnedOff, deleted, merged, commentOf, written, withKnown, writeFailed, afterWrite */
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4408);

/** The pending record after a write, from the one the comment holds now. */
function pendingAfter(now, plan) {
    const { mine } = plan;
    if (plan.kind === 'record')
        return mine;
    if (plan.leaves)
        return now && now.token !== mine.token ? now : mine;
    return now?.token === mine.token ? undefined : now;
}
/** The check run is open: its record went into the comment, which held `seen` before. */
function checkRecorded(pending, seen, wait) {
    const replaced = seen && seen.token !== pending.token ? seen : undefined;
    // A job nobody waits for is a sweep's from the start; an earlier run's label is still there.
    return {
        kind: 'open',
        pending,
        ...(replaced ? { replaced } : {}),
        labelled: !wait || replaced !== undefined
    };
}
const emptyKnown = () => ({ state: { entries: [] } });
function initialLifecycle(commentOnPr) {
    return {
        comment: commentOnPr ? { kind: 'unlisted', known: emptyKnown() } : { kind: 'off' },
        run: { kind: 'asking', asked: { handled: {} } },
        check: { kind: 'none' }
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
/**
 * The comment this run holds was deleted meanwhile: deleting it resets the pull request's memory, so
 * this run writes no comment again (its old state would bring the old job back), and the next starts anew.
 */
const deleted = () => ({ kind: 'off' });
/**
 * The run's line merged into the state as it is now (`current`): no line is lost and the head never
 * goes back. A run whose top line no longer stands (`newest` false) adds its line and changes nothing else.
 */
function merged(current, phase, run, newest = true, plan) {
    const pending = plan ? pendingAfter(current.pending, plan) : current.pending;
    const { readHead } = knownOf(phase);
    const line = run.kind === 'started' ? (0,_history_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeRun */ .CU)(current, run.line, readHead) : current;
    const { pending: _old, ...next } = newest ? line : { ...current, entries: line.entries };
    return pending ? { ...next, pending } : next;
}
/** The plan of a write from `phase`, the comment's phase once listed. */
function planWrite(state, phase, plan) {
    const { run } = state;
    const merge = (current, newest) => merged(current, phase, run, newest, plan);
    return { phase, known: knownOf(phase), comment: commentOf(phase), merge };
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
/** A failed write: what this run merged still stands, and the pending record it knew of before. */
function failedWrite(plan, permission) {
    const { known } = plan;
    const state = plan.merge(known.state, true);
    return { outcome: { kind: 'failed', known: { ...known, state }, permission }, seen: known.state.pending };
}
/** Where the comment stands after a write: the one transition every write ends with. */
function afterWrite(phase, outcome) {
    switch (outcome.kind) {
        case 'written':
            return outcome.comment
                ? written(phase, outcome.comment, outcome.key, outcome.known)
                : withKnown(phase, outcome.known);
        case 'deleted':
            return deleted();
        case 'failed':
            return outcome.permission ? turnedOff() : writeFailed(phase, outcome.known);
    }
}
/** The lifecycle after a write; the start's write (`opened`) opens this run's check on the record it wrote. */
function wrote(state, answer, opened) {
    const { outcome, url } = answer;
    const comment = afterWrite(answer.phase, outcome);
    const next = { ...state, comment, url: outcome.kind === 'deleted' ? undefined : (url ?? state.url) };
    return opened ? { ...next, check: checkRecorded(opened.pending, answer.seen, opened.wait) } : next;
}
/** The prompt is prepared: what it handled goes into the history line. */
function prepared(run, instruction, handled) {
    return { ...run, asked: { ...run.asked, instruction, handled } };
}
/** The earlier job cannot take a follow-up: the new job's line says why. */
function replaced(run, notice) {
    return { ...run, asked: { ...run.asked, notice } };
}
/** The job id is known: the run's history line is fixed, and the next write records the pending job. */
function begun(state, start) {
    const { asked } = state.run;
    const { jobId, action, comment, pending } = start;
    const line = (0,_history_js__WEBPACK_IMPORTED_MODULE_0__/* .runEntry */ .CN)(action, jobId, {
        ...asked.handled,
        reason: asked.notice,
        comment: comment && { author: comment.author, body: asked.instruction ?? comment.body }
    });
    const run = { kind: 'started', asked, jobId, action, line };
    return { state: { ...state, run }, ...(pending ? { plan: { kind: 'record', mine: pending } } : {}) };
}


/***/ }),

/***/ 12971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lY: () => (/* binding */ listOwnComments),
  or: () => (/* binding */ lookUpEarlierJob)
});

// UNUSED EXPORTS: LookupError, lookedUp, looksUp

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
// EXTERNAL MODULE: ./src/pr-job/comment-body.ts
var comment_body = __webpack_require__(74622);
// EXTERNAL MODULE: ./src/kernel/time/clock.ts
var time_clock = __webpack_require__(83673);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./src/kernel/github/comment.ts
var comment = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/pr-job/history.ts
var pr_job_history = __webpack_require__(4408);
// EXTERNAL MODULE: ./src/kernel/github/state-seal.ts
var state_seal = __webpack_require__(11308);
;// CONCATENATED MODULE: ./src/pr-job/claim.ts








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
    const { store, owner, signal, clock = time_clock/* realClock */.d, log } = claim;
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
            log.warning((0,api/* gitHubWarning */.e5)('delete this run’s duplicate comment', error, true, 'It can be deleted by hand.'));
        }
        log.info(`Another run of this pull request started its job first: following up job ${(0,safe_text/* forLog */.Ig)(joined.state.job)}.`);
        return { kind: 'joined', comment: joined };
    };
    const sticky = withJob((0,comment_body/* pullRequestComment */.Gs)((0,comment_body/* ownComments */.D5)(earlier, identities, owner)));
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
    log.info('Another run of this pull request claimed it first: waiting for its job id.');
    const until = Math.min(rival.expires, claim.deadline - limits/* CLAIM_CREATE_ROOM_MS */.Jf);
    while (clock.now() < until && !signal?.aborted) {
        const pause = Math.min(limits/* CLAIM_POLL_MS */.Cz, until - clock.now());
        await clock.sleep(pause, signal);
        const now = await store.read(rival.comment.id, signal);
        if (now === 'deleted' || now === undefined)
            break;
        const state = (0,pr_job_history/* parseState */.Bu)(now.body, owner, now.id);
        const joined = withJob(state && { ...rival.comment, ...now, state });
        if (joined)
            return withdraw(joined);
        if (claimedAt(now.body, owner) === undefined)
            break;
    }
    log.info('The run that claimed this pull request first created no job in time: this run creates one.');
    return { kind: 'won', comment: mine };
}

// EXTERNAL MODULE: ./src/pr-job/lifecycle.ts
var lifecycle = __webpack_require__(83224);
// EXTERNAL MODULE: ./src/pr-job/options.ts
var pr_job_options = __webpack_require__(15106);
;// CONCATENATED MODULE: ./src/pr-job/lookup.ts






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
    const { commentOnPr, owner, target } = context.options;
    let listed;
    try {
        listed = await listOwnComments(context);
    }
    catch (error) {
        throw noMemory(context, `read the comments of ${(0,pr_job_options/* describePullRequest */.q)(context)} to find`, error);
    }
    const { comments, identities, sticky } = listed;
    let answer = sticky ? { kind: 'found', comment: sticky } : { kind: 'none' };
    const notice = sticky
        ? undefined
        : sealedWithAnotherKey(context, (0,comment_body/* otherKeyComments */.MM)(comments, identities, owner));
    if (!sticky && commentOnPr)
        answer = await claim(context);
    const found = answer.kind === 'found' ? answer.comment : undefined;
    const jobId = found?.state.job;
    const taken = found && jobId !== undefined ? takingJob(context, found, jobId) : undefined;
    const next = lookedUp(state, answer, notice);
    if (!found || jobId === undefined || taken === undefined) {
        context.options.log.info(`No comment of this action names a job on ${(0,pr_job_options/* describePullRequest */.q)(context)} for this project: creating a new job.`);
        return { state: next };
    }
    context.options.log.info(taken);
    if (found.previousKey)
        context.options.log.info('Its state was sealed with `previous-api-key`: this run seals it again with `api-key` (the previous key can go once every open pull request has had a run).');
    return { state: next, earlier: { jobId, lastHead: found.state.head, fromComment: target.fromComment } };
}
async function listOwnComments(context, signal) {
    const { store, options } = context;
    const comments = await store.list(signal);
    const identities = await store.trustedIdentities(comments);
    return {
        comments,
        identities,
        sticky: (0,comment_body/* pullRequestComment */.Gs)((0,comment_body/* ownComments */.D5)(comments, identities, options.owner))
    };
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
    return new LookupError(`Could not ${what} its agent job (${status}${(0,safe_text/* forLog */.Ig)(failure.message, 300)}). ` +
        'No job was created, so that this run does not start a second agent for the same pull request.' +
        `${permission}Re-run the workflow, ${without}or pass the job with \`job-id\`.`);
}
/** No state this run can open, but one sealed here with another key: say so; the new job's line says why. */
function sealedWithAnotherKey(context, sealed) {
    const first = sealed[0];
    if (!first)
        return undefined;
    context.options.log.warning(`This action's comment on ${(0,pr_job_options/* describePullRequest */.q)(context)} (${(0,safe_text/* forLog */.Ig)(first.url || `comment ${first.id}`, 300)}) ` +
        'holds a state sealed with another key than `api-key` (the key was rotated, or the comment was edited): ' +
        'its job cannot be trusted, so this run creates a new one. After a rotation, pass the old key as ' +
        '`previous-api-key` for a while to keep following the jobs of open pull requests.');
    return 'the earlier state on this pull request was sealed with another key than `api-key`; pass the old key as `previous-api-key` to keep its job';
}
function takingJob(context, found, jobId) {
    const { commentOnPr } = context.options;
    return (`Taking job ${(0,safe_text/* forLog */.Ig)(jobId)} from this action's comment on ${(0,pr_job_options/* describePullRequest */.q)(context)} ` +
        `(${(0,safe_text/* forLog */.Ig)(found.url || `comment ${found.id}`, 300)}, written by workflow "${(0,safe_text/* forLog */.Ig)(found.key.workflow, 100)}", job "${(0,safe_text/* forLog */.Ig)(found.key.job, 100)}"); ` +
        (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.'));
}
/** The pull request has no comment yet: claim it, so that two runs starting together make one job. */
async function claim(context) {
    const { store, options } = context;
    const { owner, key, runUrl, budget } = options;
    try {
        const outcome = await claimPullRequest({
            store,
            owner,
            body: (0,comment_body/* renderClaimBody */.Dy)(key, runUrl, claimMarker(owner, Date.now())),
            signal: budget?.signal,
            deadline: budget?.deadline ?? Number.POSITIVE_INFINITY,
            log: options.log
        });
        return outcome.kind === 'joined'
            ? { kind: 'found', comment: outcome.comment }
            : { kind: 'claimed', comment: outcome.comment, key };
    }
    catch (error) {
        store.forget();
        throw noMemory(context, `write this action's comment on ${(0,pr_job_options/* describePullRequest */.q)(context)} to record`, error);
    }
}
/** The lifecycle after the lookup; `notice` says why the run starts a new job. */
function lookedUp(state, answer, notice) {
    const run = notice === undefined ? state.run : (0,lifecycle/* replaced */.$3)(state.run, notice);
    switch (answer.kind) {
        case 'found':
            return { ...state, run, comment: (0,lifecycle/* adopted */.gZ)(state.comment, answer.comment) };
        case 'claimed': {
            const { comment, key } = answer;
            return { ...state, run, comment: (0,lifecycle/* claimWon */.rt)(state.comment, comment, key), url: comment.url || state.url };
        }
        case 'none':
            return { ...state, run };
    }
}


/***/ }),

/***/ 15106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ describePullRequest)
/* harmony export */ });
/** `pull request #5`, for log lines and warnings. */
function describePullRequest(context) {
    return `pull request #${context.options.target.number}`;
}


/***/ }),

/***/ 82611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ writeComment),
/* harmony export */   Jq: () => (/* binding */ writeState)
/* harmony export */ });
/* unused harmony export holdsTop */
/* harmony import */ var _kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61668);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74622);
/* harmony import */ var _lookup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12971);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4408);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83224);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15106);







/** Whether `token`'s top line stands in `state`. */
const holdsTop = (state, token) => state.writer === undefined || state.writer === token;
/** The one write path of the state in comment `commentId`; `known` stands when the read brings no comment. */
async function writeState(
/** `claim`: the comment is this run's own, posted moments ago (its claim, or a new comment), which no
 * other run writes: not read again. */
place, known, writer, signal) {
    const { store, owner, commentId } = place;
    const now = place.claim ? undefined : await store.read(commentId, signal);
    if (now === 'deleted')
        return { kind: 'deleted' };
    const current = (now && (0,_history_js__WEBPACK_IMPORTED_MODULE_4__/* .parseState */ .Bu)(now.body, owner, now.id)) ?? known;
    const newest = writer.takesOver || holdsTop(current, writer.token);
    const merged = writer.merge(current, newest);
    if (!merged)
        return { kind: 'left', state: current, read: current, newest };
    const state = newest ? { ...merged, writer: writer.token } : merged;
    const unchanged = JSON.stringify(state) === JSON.stringify(current);
    if (!newest && (unchanged || !now))
        return { kind: 'left', state: current, read: current, newest };
    // The newer run's top line stands as it is; only the sealed state and the history below it change.
    const body = newest || !now ? writer.render(state, commentId) : (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_2__/* .renderKeepingTop */ .bS)(now.body, state, { owner, commentId });
    try {
        const comment = await store.write(commentId, body, signal);
        return { kind: 'written', state, read: current, newest, ...(comment ? { comment } : {}) };
    }
    catch (error) {
        if ((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error).status === 404)
            return { kind: 'deleted' };
        throw error;
    }
}
/** Writes this run's comment through writeState; undefined when no comment is written. Never throws. */
async function writeComment(context, state, write) {
    let phase = state.comment;
    if (phase.kind === 'off')
        return undefined;
    let attempt;
    try {
        if (phase.kind === 'unlisted') {
            const { sticky } = await (0,_lookup_js__WEBPACK_IMPORTED_MODULE_3__/* .listOwnComments */ .lY)(context, write.signal);
            phase = sticky ? (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_5__/* .adopted */ .gZ)(phase, sticky) : (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_5__/* .listedWithout */ .M5)(phase);
        }
        const plan = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_5__/* .planWrite */ .Ni)(state, phase, write.pending);
        attempt = await writeThrough(context, state, plan, write);
    }
    catch (error) {
        const permission = failed(context, error, write);
        attempt = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_5__/* .failedWrite */ .XK)((0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_5__/* .planWrite */ .Ni)(state, phase, write.pending), permission);
    }
    // Deleted while this run held it: a reset, said once; no comment is written again.
    if (attempt.outcome.kind === 'deleted')
        context.options.log.info(`This action's comment on ${(0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .describePullRequest */ .q)(context)} was deleted while this run held it: that resets the pull request's memory, so this run writes no comment again, and the next run starts a new job.`);
    return { phase, ...attempt };
}
/**
 * The comment this run holds (another run of this pull request may have written since this one read,
 * so the line is merged into the comment as it is now), its claim, or a comment posted now (the seal
 * names the comment, so it gets its state once GitHub has numbered it).
 */
async function writeThrough(context, state, plan, write) {
    const { store, options, token } = context;
    const { known } = plan;
    // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
    const key = plan.comment?.key ?? options.key;
    const writer = {
        token,
        takesOver: write.finished === undefined,
        merge: plan.merge,
        render: (history, commentId) => (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCommentBody */ .yX)({
            key,
            jobId: write.jobId,
            action: write.action,
            runUrl: options.runUrl,
            finished: write.finished,
            state: history,
            notice: state.run.asked.notice,
            seal: commentId === undefined ? undefined : { owner: options.owner, commentId }
        })
    };
    let id = plan.comment?.id;
    const posted = id === undefined
        ? await store.write(undefined, writer.render(plan.merge(known.state, true)), write.signal)
        : undefined;
    id ??= posted?.id;
    if (id === undefined)
        return { outcome: { kind: 'written', known, key, comment: undefined } };
    const fresh = posted !== undefined || plan.phase.kind === 'claimed';
    const result = await writeState({ store, owner: options.owner, commentId: id, claim: fresh }, known.state, writer, write.signal);
    if (result.kind === 'deleted')
        return { outcome: result };
    const comment = (result.kind === 'written' ? result.comment : undefined) ?? posted;
    const url = result.newest ? comment?.url || undefined : undefined;
    const outcome = {
        kind: 'written',
        known: { ...known, state: result.state },
        key: options.key,
        comment
    };
    return { outcome, seen: result.read.pending, url };
}
/** A failed write is a warning; true when the token may not write comments (they are left alone from now on). */
function failed(context, error, write) {
    context.options.log.warning((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubWarning */ .e5)(`write this action's comment on ${(0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .describePullRequest */ .q)(context)}`, error, true, `The agent job ${(0,_kernel_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(write.jobId, 128)} is not affected.`));
    // An aborted POST may still have created the comment: list afresh next time rather than add a twin.
    context.store.forget();
    // One warning is enough: without the permission every later attempt fails the same way.
    return (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .isPermissionProblem */ .nj)((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error));
}


/***/ }),

/***/ 18484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ addWaitingLabel),
/* harmony export */   Ki: () => (/* binding */ listWaiting),
/* harmony export */   uH: () => (/* binding */ removeWaitingLabel)
/* harmony export */ });
/* unused harmony exports WAITING_LABEL, LABELLED_PER_PAGE, MAX_LABELLED_PAGES */
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61668);

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
        if ((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(error).status !== 404)
            throw error;
    }
}
/** The labelled pull requests, open and closed (a pull request closed while its job ran keeps it). */
async function listWaiting(request, repository) {
    const { rows, capped } = await (0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .readPages */ .n4)(request, 'GET /repos/{owner}/{repo}/issues', { ...repository, labels: WAITING_LABEL, state: 'all', sort: 'updated', direction: 'asc' }, { perPage: LABELLED_PER_PAGE, maxPages: MAX_LABELLED_PAGES });
    const pullRequests = rows.flatMap(row => {
        const issue = (row ?? {});
        if (typeof issue.number !== 'number' || !issue.pull_request)
            return [];
        return [{ number: issue.number, state: issue.state === 'closed' ? 'closed' : 'open' }];
    });
    return { pullRequests, capped };
}


/***/ })

};
