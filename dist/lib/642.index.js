export const id = 642;
export const ids = [642];
export const modules = {

/***/ 82642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dirHistory: () => (/* binding */ dirHistory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _kernel_time_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83673);
/* harmony import */ var _index_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37495);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88109);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39032);







// The history in a folder (`history-dir`): the data branch's layout on disk. Every file is written
// whole to a temporary name beside it, then renamed over the old one, so a reader sees the old file or
// the new one. index.json is read, merged and written under a lock file (created exclusively: one run
// holds it), so two runs at once both keep their period's entry. A lock left by a run that died is
// taken over once it is older than LOCK_STALE_MS.
const LOCK_FILE = '.index.lock';
const LOCK_STALE_MS = 60_000;
const LOCK_WAIT_MS = 120_000;
const LOCK_POLL_MS = 50;
async function writeAtomic(path, content) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, '..');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, content, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
async function takeLock(root, clock) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, LOCK_FILE);
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex');
    const giveUp = clock.now() + LOCK_WAIT_MS;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    for (;;) {
        try {
            const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'wx');
            await handle.writeFile(token);
            await handle.close();
            return async () => {
                const held = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8').catch(() => '');
                if (held === token)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
            };
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        const since = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).then(s => Date.now() - s.mtimeMs, () => 0);
        if (since > LOCK_STALE_MS)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
        else if (clock.now() > giveUp)
            throw new Error(`${path} stayed locked by another run for ${LOCK_WAIT_MS / 1000} s`);
        else
            await clock.sleep(LOCK_POLL_MS);
    }
}
/** The history kept in the folder `root`; `warn` says a malformed file once. */
function dirHistory(root, warn, clock = _kernel_time_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .realClock */ .d) {
    const said = new Set();
    const readBytes = async (path) => {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .checkedPath */ .t)(path)));
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        }
    };
    const readIndex = async () => {
        const read = (0,_index_file_js__WEBPACK_IMPORTED_MODULE_4__/* .parseIndex */ .A1)(await readBytes(_model_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_FILE */ .K$));
        if (read && 'malformed' in read) {
            if (!said.has(_model_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_FILE */ .K$))
                warn(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _model_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_FILE */ .K$)} ${read.malformed}: it is read as no index, and written again.`);
            said.add(_model_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_FILE */ .K$);
            return undefined;
        }
        return read?.value;
    };
    const apply = async (write) => {
        if (write.period) {
            const { range, files } = write.period;
            for (const [name, content] of files)
                await writeAtomic((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .periodFilePath */ .lS)(range, name)), content);
            // The period's folder is replaced: the layout's files this write does not hold go; the loop's
            // own (claim.json, loop.json) stay, for the loop's memory writes them in the folder.
            for (const name of _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .REPLACED_PERIOD_FILES */ .P)
                if (!files.has(name))
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .periodFilePath */ .lS)(range, name)), { force: true });
        }
        for (const [path, content] of write.root ?? [])
            await writeAtomic((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .checkedPath */ .t)(path)), content);
        await writeAtomic((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _model_js__WEBPACK_IMPORTED_MODULE_5__/* .NOJEKYLL_FILE */ .UU), '');
        await writeAtomic((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _model_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_FILE */ .K$), `${JSON.stringify(write.index, null, 1)}\n`);
    };
    return {
        where: `folder \`${root}\``,
        readIndex,
        read: readBytes,
        write: async (build) => {
            const release = await takeLock(root, clock);
            try {
                await apply(await build(await readIndex()));
            }
            finally {
                await release();
            }
        }
    };
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
