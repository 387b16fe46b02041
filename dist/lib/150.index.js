export const id = 150;
export const ids = [150];
export const modules = {

/***/ 77150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  branchHistory: () => (/* binding */ branchHistory)
});

// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
;// CONCATENATED MODULE: ./src/kernel/github/git-data-wire.ts

// The Git Data API's requests and answers for git-data.ts: every answer checked by zod (a proxy's
// page or a changed API is an error, never a crash), trees walked one level at a time, and the paths
// and names sent checked before any request.
const ROUTES = {
    readRef: 'GET /repos/{owner}/{repo}/git/ref/{ref}',
    readCommit: 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
    readTree: 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
    readBlob: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
    createBlob: 'POST /repos/{owner}/{repo}/git/blobs',
    createTree: 'POST /repos/{owner}/{repo}/git/trees',
    createCommit: 'POST /repos/{owner}/{repo}/git/commits',
    createRef: 'POST /repos/{owner}/{repo}/git/refs',
    updateRef: 'PATCH /repos/{owner}/{repo}/git/refs/{ref}'
};
/** Only the two names: a BranchRef's `branch` would become a parameter of the request. */
const names = (repo) => ({ owner: repo.owner, repo: repo.repo });
// SHA-1 object ids, or SHA-256 ones on a repository that uses them.
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/);
const refAnswer = schemas/* object */.Ikc({ object: schemas/* object */.Ikc({ sha }) });
const commitAnswer = schemas/* object */.Ikc({ sha, tree: schemas/* object */.Ikc({ sha }) });
const created = schemas/* object */.Ikc({ sha });
const treeEntry = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1).max(4096), type: schemas/* string */.YjP().max(20), sha });
const treeAnswer = schemas/* object */.Ikc({ sha, tree: schemas/* array */.YOg(treeEntry), truncated: schemas/* boolean */.zMY().optional() });
const blobAnswer = schemas/* object */.Ikc({ content: schemas/* string */.YjP(), encoding: schemas/* literal */.euz('base64') });
/** GitHub answered with something that is not what the route returns. */
class GitDataAnswerError extends Error {
    constructor(route) {
        super(`GitHub's answer to ${route} is not what that route returns (a proxy's page, or a changed API)`);
        this.name = 'GitDataAnswerError';
    }
}
/** Sends `route` and checks its answer against `schema`. */
async function ask(request, route, params, schema) {
    const response = await request(route, params);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success)
        throw new GitDataAnswerError(route);
    return parsed.data;
}
const statusOf = (error) => {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
};
/** GitHub's own message of a refusal (the answer's `message`, else the error's). */
function gitHubMessage(error) {
    const err = error;
    const said = err?.response?.data?.message;
    if (typeof said === 'string')
        return said;
    return typeof err?.message === 'string' ? err.message : '';
}
const readRef = (request, repo, branch) => ask(request, ROUTES.readRef, { ...names(repo), ref: `heads/${branch}` }, refAnswer);
const readCommit = (request, repo, commit) => ask(request, ROUTES.readCommit, { ...names(repo), commit_sha: commit }, commitAnswer);
const git_data_wire_readTree = (request, repo, tree, recursive = false) => ask(request, ROUTES.readTree, { ...names(repo), tree_sha: tree, ...(recursive ? { recursive: '1' } : {}) }, treeAnswer);
async function git_data_wire_readBlob(request, repo, blob) {
    const answer = await ask(request, ROUTES.readBlob, { ...names(repo), file_sha: blob }, blobAnswer);
    const text = answer.content.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text))
        throw new GitDataAnswerError(ROUTES.readBlob);
    return new Uint8Array(Buffer.from(text, 'base64'));
}
const createBlob = (request, repo, content) => ask(request, ROUTES.createBlob, { ...names(repo), content: Buffer.from(content).toString('base64'), encoding: 'base64' }, created);
const createTree = (request, repo, baseTree, tree) => ask(request, ROUTES.createTree, { ...names(repo), ...(baseTree ? { base_tree: baseTree } : {}), tree }, created);
const createCommit = (request, repo, message, tree, parents) => ask(request, ROUTES.createCommit, { ...names(repo), message, tree, parents }, created);
/** Moves the branch without `force`: GitHub refuses (422) a move that is not a fast forward. */
const moveRef = (request, repo, branch, commit) => request(ROUTES.updateRef, { ...names(repo), ref: `heads/${branch}`, sha: commit, force: false });
const makeRef = (request, repo, branch, commit) => request(ROUTES.createRef, { ...names(repo), ref: `refs/heads/${branch}`, sha: commit });
/** The entry `name` of the tree `tree`, or undefined. */
async function entryOf(request, repo, tree, name, listings) {
    let entries = listings?.get(tree);
    if (!entries) {
        entries = git_data_wire_readTree(request, repo, tree).then(listed => listed.tree);
        listings?.set(tree, entries);
    }
    return (await entries).find(entry => entry.path === name);
}
/** The object at `path` ('' for the root) from the root tree `root`, one tree read per folder. */
async function git_data_wire_walk(request, repo, root, path, listings) {
    let at = { path: '', type: 'tree', sha: root };
    for (const name of path ? path.split('/') : []) {
        if (at.type !== 'tree')
            return undefined;
        const next = await entryOf(request, repo, at.sha, name, listings);
        if (!next)
            return undefined;
        at = next;
    }
    return at;
}
/**
 * Fills `listings` with every folder under the tree `root`, from one recursive read; leaves it empty
 * when GitHub cuts that listing short (walk then reads each folder once, as it needs it).
 */
async function listEveryFolder(request, repo, root, listings) {
    const listed = await git_data_wire_readTree(request, repo, root, true);
    if (listed.truncated)
        return;
    const folderSha = new Map([['', root]]);
    for (const entry of listed.tree)
        if (entry.type === 'tree')
            folderSha.set(entry.path, entry.sha);
    const byFolder = new Map([...folderSha.values()].map(sha => [sha, []]));
    for (const entry of listed.tree) {
        const cut = entry.path.lastIndexOf('/');
        const folder = folderSha.get(cut < 0 ? '' : entry.path.slice(0, cut));
        if (folder)
            byFolder.get(folder)?.push({ ...entry, path: entry.path.slice(cut + 1) });
    }
    for (const [sha, entries] of byFolder)
        listings.set(sha, entries);
}
/** Every file's path under the tree `tree` (relative to it), one tree read per folder. */
async function filesUnder(request, repo, tree) {
    const files = [];
    const folders = [{ prefix: '', sha: tree }];
    for (let folder = folders.pop(); folder; folder = folders.pop()) {
        const listed = await git_data_wire_readTree(request, repo, folder.sha);
        for (const entry of listed.tree) {
            const path = folder.prefix + entry.path;
            if (entry.type === 'tree')
                folders.push({ prefix: `${path}/`, sha: entry.sha });
            else if (entry.type === 'blob')
                files.push(path);
        }
    }
    return files.sort();
}

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
;// CONCATENATED MODULE: ./src/kernel/github/git-data-checks.ts

// What the Git Data writer sends, checked before any request: the repository's and the branch's
// names, the paths, and the change (a path written twice, a file that is also a folder).
const hasControl = (text) => [...text].some(c => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** Why `path` may not be written to a branch, or undefined when it may ('' is the root when allowed). */
function pathProblem(path, allowRoot = false) {
    if (path === '')
        return allowRoot ? undefined : 'it is empty';
    if (path.length > 1024)
        return 'it is longer than 1024 characters';
    if (path.startsWith('/'))
        return 'it starts with "/"';
    if (hasControl(path) || path.includes('\\'))
        return 'it holds a control character or a backslash';
    const segments = path.split('/');
    if (segments.some(s => s === ''))
        return 'it has an empty segment ("//" or a trailing "/")';
    if (segments.some(s => s === '.' || s === '..'))
        return 'it has a "." or ".." segment';
    if (segments.some(s => s.toLowerCase() === '.git'))
        return 'it has a ".git" segment';
    return undefined;
}
/** Why `branch` is not a branch name git accepts, or undefined. */
function branchProblem(branch) {
    if (!branch || branch.length > 200)
        return 'it must have 1 to 200 characters';
    if (hasControl(branch) || /[ ~^:?*[\\]/.test(branch))
        return 'it holds a space, a control character or one of ~^:?*[\\';
    if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//'))
        return 'it has an empty segment';
    if (branch.includes('..') || branch.includes('@{') || branch === '@')
        return 'it holds "..", "@{" or is "@"';
    if (branch.split('/').some(s => s.startsWith('.') || s.endsWith('.lock')))
        return 'a segment starts with "." or ends with ".lock"';
    if (branch.endsWith('.') || branch.startsWith('-'))
        return 'it ends with "." or starts with "-"';
    return undefined;
}
function git_data_checks_checkRef(ref) {
    for (const [name, value] of [
        ['owner', ref.owner],
        ['repo', ref.repo]
    ])
        if (!/^[A-Za-z0-9_.-]{1,100}$/.test(value) || value === '.' || value === '..')
            throw new Error(`The repository's ${name} ${JSON.stringify((0,safe_text/* forLog */.Ig)(value, 100))} is not a GitHub name`);
    const problem = branchProblem(ref.branch);
    if (problem)
        throw new Error(`The branch name ${JSON.stringify((0,safe_text/* forLog */.Ig)(ref.branch, 200))} is refused: ${problem}`);
}
function git_data_checks_checkPath(path, what, allowRoot = false) {
    const problem = pathProblem(path, allowRoot);
    if (problem)
        throw new Error(`The path of ${what}, ${JSON.stringify((0,safe_text/* forLog */.Ig)(path, 200))}, is refused: ${problem}`);
}
/** `change` when its message and paths may be sent; an error naming the bad one otherwise. */
function checkedChange(change) {
    if (typeof change.message !== 'string' || !change.message.trim())
        throw new Error('The commit message of the change to write is empty');
    const paths = new Set();
    for (const file of change.put) {
        git_data_checks_checkPath(file.path, 'a file to write');
        if (paths.has(file.path))
            throw new Error(`The file ${JSON.stringify((0,safe_text/* forLog */.Ig)(file.path, 200))} is written twice in one change`);
        paths.add(file.path);
    }
    for (const path of paths) {
        const parents = path
            .split('/')
            .slice(0, -1)
            .map((_, i, all) => all.slice(0, i + 1).join('/'));
        const clash = parents.find(parent => paths.has(parent));
        if (clash)
            throw new Error(`The file ${JSON.stringify((0,safe_text/* forLog */.Ig)(clash, 200))} is also a folder of another file written`);
    }
    for (const folder of change.replaceFolders ?? [])
        git_data_checks_checkPath(folder, 'a folder to replace');
    return change;
}

// EXTERNAL MODULE: ./src/kernel/github/api.ts + 2 modules
var api = __webpack_require__(61668);
;// CONCATENATED MODULE: ./src/kernel/github/git-data-refusal.ts



class BranchRefusedError extends Error {
    refusal;
    constructor(refusal) {
        super(refusal.message);
        this.refusal = refusal;
        this.name = 'BranchRefusedError';
    }
}
const where = (ref) => `the branch ${(0,safe_text/* forLog */.Ig)(ref.branch, 200)} of ${(0,safe_text/* forLog */.Ig)(`${ref.owner}/${ref.repo}`, 200)}`;
/** Another run moved or made the branch between this run's read and its write. */
function raced(error) {
    if (statusOf(error) !== 422 || isRule(error))
        return false;
    return /not a fast.?forward|reference (already exists|does not exist|cannot be updated|update failed)/i.test(gitHubMessage(error));
}
const isRule = (error) => /rule violation|protected branch/i.test(gitHubMessage(error));
/** Runs `call`, turning GitHub's refusals into BranchRefusedError. */
async function git_data_refusal_refusing(ref, phase, call) {
    try {
        return await call();
    }
    catch (error) {
        throw refusalOf(error, ref, phase) ?? error;
    }
}
/**
 * The refusal `error` is, if it is one: a branch rule (422, or 403 naming a protected branch), a
 * token without `contents: write` (403), or a repository the token cannot see (404 on a write:
 * GitHub hides what a token may not reach).
 */
function refusalOf(error, ref, phase) {
    const status = statusOf(error);
    const said = (0,safe_text/* forLog */.Ig)((0,api/* describeGitHubError */.dZ)(error).message, 200);
    if ((status === 422 || status === 403) && isRule(error))
        return new BranchRefusedError({
            kind: 'rule',
            message: `A branch rule refuses the push to ${where(ref)} (HTTP ${status}: ${said}). Add a bypass for the ` +
                "workflow's identity (github-actions[bot], or the app whose token it uses) to the ruleset or " +
                `branch protection that covers ${(0,safe_text/* forLog */.Ig)(ref.branch, 200)}, or exclude that branch from it.`
        });
    if (status === 403 || (status === 404 && phase === 'write'))
        return new BranchRefusedError({
            kind: 'permission',
            message: `The token may not write ${where(ref)} (HTTP ${status}): give the workflow ` +
                '`permissions: contents: write` (a personal or app token needs write access to the ' +
                `contents of ${(0,safe_text/* forLog */.Ig)(`${ref.owner}/${ref.repo}`, 200)}).`
        });
    return undefined;
}

;// CONCATENATED MODULE: ./src/kernel/github/git-data.ts





const DEFAULT_ATTEMPTS = 5;
/** Text up to this size goes inline in the tree (no request of its own); larger text as a blob. */
const INLINE_TEXT_BYTES = 256 * 1024;
/**
 * Writes `build(head)` as one commit on `ref` (an orphan branch when it does not exist yet), reading
 * the head again and rebuilding on a non-fast-forward refusal. Throws BranchRefusedError when the
 * token may not write the branch or a branch rule refuses the push.
 */
async function commitToBranch(request, ref, build, options = {}) {
    git_data_checks_checkRef(ref);
    const most = Math.max(1, Math.floor(options.maxAttempts ?? DEFAULT_ATTEMPTS));
    for (let attempt = 1;; attempt++) {
        const landed = await attemptCommit(request, ref, build, attempt);
        if (landed)
            return landed;
        if (attempt >= most)
            throw new Error(`${where(ref)} moved under each of ${most} attempts (other runs writing at once): nothing was written`);
        const pause = (options.retryPauseMs ?? limits/* BRANCH_RACE_PAUSE_MS */.vk) * attempt * (0.5 + Math.random());
        await new Promise(resolve => setTimeout(resolve, pause));
    }
}
/** One read, build and write; undefined when another run moved (or made) the branch meanwhile. */
async function attemptCommit(request, ref, build, attempt) {
    const head = await readHead(request, ref);
    const change = checkedChange(await build(head));
    const commit = await git_data_refusal_refusing(ref, 'write', () => writeCommit(request, ref, head, change));
    try {
        if (head)
            await moveRef(request, ref, ref.branch, commit);
        else
            await makeRef(request, ref, ref.branch, commit);
        return { commit, created: !head, attempts: attempt };
    }
    catch (error) {
        if (!raced(error))
            throw refusalOf(error, ref, 'write') ?? error;
        // A move that landed but whose answer was lost, then sent again, is no race.
        const now = await readHead(request, ref);
        return now?.commit === commit ? { commit, created: !head, attempts: attempt } : undefined;
    }
}
/** The blobs, the tree and the commit of `change` on `head`; the commit's id. */
async function writeCommit(request, ref, head, change) {
    const entries = [];
    for (const file of change.put) {
        const { path, content } = file;
        if (typeof content === 'string' && Buffer.byteLength(content) <= INLINE_TEXT_BYTES)
            entries.push({ path, mode: '100644', type: 'blob', content });
        else {
            const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
            const blob = await createBlob(request, ref, bytes);
            entries.push({ path, mode: '100644', type: 'blob', sha: blob.sha });
        }
    }
    if (head)
        for (const path of await staleFiles(request, ref, head, change))
            entries.push(deletion(path));
    const tree = head && entries.length === 0 ? head.tree : (await createTree(request, ref, head?.tree, entries)).sha;
    const commit = await createCommit(request, ref, change.message, tree, head ? [head.commit] : []);
    return commit.sha;
}
const deletion = (path) => ({ path, mode: '100644', type: 'blob', sha: null });
/** The files of `change.replaceFolders` at `head` that `change.put` does not write again. */
async function staleFiles(request, ref, head, change) {
    const kept = new Set(change.put.map(file => file.path));
    const stale = [];
    for (const folder of change.replaceFolders ?? []) {
        const found = await git_data_wire_walk(request, ref, head.tree, folder);
        if (found?.type !== 'tree')
            continue;
        for (const file of await filesUnder(request, ref, found.sha))
            if (!kept.has(`${folder}/${file}`))
                stale.push(`${folder}/${file}`);
    }
    return stale;
}
/** The branch's head, or undefined when there is no such branch. */
async function readHead(request, ref) {
    git_data_checks_checkRef(ref);
    let commit;
    try {
        commit = (await readRef(request, ref, ref.branch)).object.sha;
    }
    catch (error) {
        if (statusOf(error) === 404)
            return undefined;
        throw refusalOf(error, ref, 'read') ?? error;
    }
    const read = await git_data_refusal_refusing(ref, 'read', () => readCommit(request, ref, commit));
    return { commit, tree: read.tree.sha };
}
/** A file's bytes at `head`, or undefined when there is no such file. */
async function readBranchFile(request, ref, head, path) {
    checkRef(ref);
    checkPath(path, 'the file to read');
    return refusing(ref, 'read', async () => {
        const found = await walk(request, ref, head.tree, path);
        return found?.type === 'blob' ? readBlob(request, ref, found.sha) : undefined;
    });
}
/**
 * A reader of files at `head` for a run that reads many (the history's periods): the branch's folders
 * are listed once, in one request (folder by folder, each once, when GitHub cuts that listing short),
 * then each file is one read.
 */
function branchFileReader(request, ref, head) {
    git_data_checks_checkRef(ref);
    const listings = new Map();
    let listed;
    return path => {
        git_data_checks_checkPath(path, 'the file to read');
        return git_data_refusal_refusing(ref, 'read', async () => {
            await (listed ??= listEveryFolder(request, ref, head.tree, listings));
            const found = await git_data_wire_walk(request, ref, head.tree, path, listings);
            return found?.type === 'blob' ? git_data_wire_readBlob(request, ref, found.sha) : undefined;
        });
    };
}
/** The names (files and folders) directly in `folder` ('' for the root) at `head`. */
async function listFolder(request, ref, head, folder) {
    checkRef(ref);
    checkPath(folder, 'the folder to list', true);
    return refusing(ref, 'read', async () => {
        const found = await walk(request, ref, head.tree, folder);
        if (found?.type !== 'tree')
            return [];
        return (await readTree(request, ref, found.sha)).tree.map(entry => entry.path).sort();
    });
}

// EXTERNAL MODULE: ./src/modes/analytics/history/index-file.ts
var index_file = __webpack_require__(37495);
// EXTERNAL MODULE: ./src/modes/analytics/history/model.ts
var model = __webpack_require__(88109);
// EXTERNAL MODULE: ./src/modes/analytics/history/paths.ts
var paths = __webpack_require__(39032);
;// CONCATENATED MODULE: ./src/modes/analytics/history/branch-history.ts




/** The history on `ref`; `warn` says a malformed file once. */
function branchHistory(request, ref, warn) {
    const said = new Set();
    // The head read once, with one reader of its files (its folders listed once for them all).
    let head;
    const currentHead = () => (head ??= readHead(request, ref));
    const readers = new Map();
    const readAt = (at, path) => {
        let reader = readers.get(at.commit);
        if (!reader)
            readers.set(at.commit, (reader = branchFileReader(request, ref, at)));
        return reader(path);
    };
    const indexAt = async (at) => {
        if (!at)
            return undefined;
        const read = (0,index_file/* parseIndex */.A1)(await readAt(at, model/* INDEX_FILE */.K$));
        if (read && 'malformed' in read) {
            if (!said.has(model/* INDEX_FILE */.K$))
                warn(`${model/* INDEX_FILE */.K$} on the branch \`${ref.branch}\` ${read.malformed}: it is read as no index, and written again.`);
            said.add(model/* INDEX_FILE */.K$);
            return undefined;
        }
        return read?.value;
    };
    const store = {
        where: `branch \`${ref.branch}\``,
        readIndex: async () => indexAt(await currentHead()),
        read: async (path) => {
            const checked = (0,paths/* checkedPath */.t)(path);
            const at = await currentHead();
            return at ? readAt(at, checked) : undefined;
        },
        write: async (build) => {
            store.lastCommit = await commitToBranch(request, ref, async (at) => {
                const written = await build(await indexAt(at));
                return { message: written.message, ...changeOf(written) };
            });
            head = undefined;
        }
    };
    return store;
}
/** The files of one write, and the period folder it replaces. */
function changeOf(write) {
    const put = [
        { path: model/* NOJEKYLL_FILE */.UU, content: '' },
        { path: model/* INDEX_FILE */.K$, content: `${JSON.stringify(write.index, null, 1)}\n` }
    ];
    for (const [path, content] of write.root ?? [])
        put.push({ path: (0,paths/* checkedPath */.t)(path), content });
    if (!write.period)
        return { put, replaceFolders: [] };
    const { range, files } = write.period;
    for (const [name, content] of files)
        put.push({ path: (0,model/* periodFilePath */.lS)(range, name), content });
    return { put, replaceFolders: [(0,model/* periodPath */.f_)(range)] };
}


/***/ }),

/***/ 39032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ REPLACED_PERIOD_FILES),
/* harmony export */   t: () => (/* binding */ checkedPath)
/* harmony export */ });
// The paths a history write may name: relative, POSIX, one of the layout's, never out of its root.
/** The period's files a write replaces; the loop's loop.json is written by the loop's memory in a folder. */
const REPLACED_PERIOD_FILES = [
    'summary.json',
    'pages.csv.gz',
    'gaps.json',
    'gaps.sealed',
    'checks.json'
];
const PART = /^[A-Za-z0-9_][A-Za-z0-9._+-]*$|^\.nojekyll$/;
/** `path` when it is a relative path inside the history (no `..`, no empty part); throws otherwise. */
function checkedPath(path) {
    const parts = path.split('/');
    if (parts.length > 4 || parts.some(p => !PART.test(p) || p === '..'))
        throw new Error(`not a path of the history's layout: ${JSON.stringify(path.slice(0, 200))}`);
    return path;
}


/***/ })

};
