export const id = 377;
export const ids = [377];
export const modules = {

/***/ 35377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dirMemory: () => (/* binding */ dirMemory),
  readPeriodState: () => (/* binding */ readPeriodState)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/seal.ts
var seal = __webpack_require__(57404);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/kernel/time/clock.ts
var time_clock = __webpack_require__(83673);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./src/modes/analytics/gaps/dir-store.ts
var dir_store = __webpack_require__(25382);
;// CONCATENATED MODULE: ./src/modes/analytics/gaps/dir-claim.ts







// A period's claim in the history folder: the run that creates `claim.json` (exclusively: the file
// system lets one creator win) creates the job and records it there. A claim whose run's deadline
// (`timeout-minutes`) passed without a job is taken over: renamed aside (one rename wins), then
// claimed again. A run that finds a live claim waits a while for its job, then creates none.
/** How long a run waits for the claiming run's job id before it goes on without it. */
const JOIN_WAIT_MS = 60_000;
function recordOf(value) {
    const r = value;
    if (!r || typeof r.token !== 'string' || typeof r.until !== 'number' || !r.period)
        return undefined;
    const job = r.job && typeof r.job.id === 'string' && typeof r.job.asked === 'number' ? r.job : undefined;
    return { period: r.period, until: r.until, token: r.token, job };
}
async function createExclusive(path, record) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, 'wx');
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
    }
    finally {
        await handle.close();
    }
    return true;
}
/** Moves an expired claim aside; puts it back when what was moved is another run's fresh claim. */
async function takeOver(path, expired) {
    const aside = `${path}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.expired`;
    try {
        await (0,promises_.rename)(path, aside);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return;
        throw error;
    }
    const moved = recordOf(await (0,dir_store/* readJson */.Vh)(aside));
    if (moved && moved.token !== expired.token)
        await (0,promises_.link)(aside, path).catch(() => undefined);
    await (0,promises_.unlink)(aside).catch(() => undefined);
}
const held = (path) => ({
    kind: 'refused',
    note: `No agent job was created by this run: another run of this period claimed it first (${path}) and has not recorded its job yet. One job per period: that run creates it.`
});
/** Claims `period` in the history folder `root`; see the top of this file. */
async function claimInDir(root, period, until, { clock = time_clock/* realClock */.d, signal } = {}) {
    const path = (0,dir_store/* claimFile */.bZ)(root, period);
    const mine = { period, until, token: (0,external_node_crypto_.randomBytes)(12).toString('hex') };
    const waitUntil = clock.now() + JOIN_WAIT_MS;
    try {
        await (0,promises_.mkdir)((0,dir_store/* periodDir */.l5)(root, period), { recursive: true });
        for (;;) {
            if (await createExclusive(path, mine))
                return won(path, mine);
            const other = recordOf(await (0,dir_store/* readJson */.Vh)(path));
            if (other?.job)
                return { kind: 'joined', job: other.job };
            if (!other || other.until <= clock.now()) {
                // Expired (or unreadable, which no run of this action writes): the claim is taken over.
                await takeOver(path, other ?? { ...mine, token: '' });
                continue;
            }
            const stop = Math.min(waitUntil, other.until);
            if (clock.now() >= stop || signal?.aborted)
                return held(path);
            await clock.sleep(Math.min(limits/* CLAIM_POLL_MS */.Cz, stop - clock.now()), signal);
        }
    }
    catch (error) {
        return {
            kind: 'refused',
            note: `No agent job was created: the period could not be claimed in the history folder (${(0,safe_text/* forLog */.Ig)((0,error_message/* errorMessage */.g)(error), 300)}), so the job could not be recorded and a re-run would create a second one. Check that \`history-dir\` can be written.`
        };
    }
}
function won(path, mine) {
    const stillMine = async () => recordOf(await (0,dir_store/* readJson */.Vh)(path))?.token === mine.token;
    return {
        kind: 'won',
        where: path,
        record: async (job) => {
            if (!(await stillMine()))
                throw new Error(`${path} no longer holds this run's claim`);
            await (0,dir_store/* writeJsonAtomic */.ZJ)(path, { ...mine, job });
        },
        withdraw: async () => {
            if (await stillMine().catch(() => false))
                await (0,promises_.unlink)(path).catch(() => undefined);
        }
    };
}

// EXTERNAL MODULE: ./src/modes/analytics/gaps/loop-record.ts
var loop_record = __webpack_require__(98697);
// EXTERNAL MODULE: ./src/modes/analytics/gaps/state.ts
var gaps_state = __webpack_require__(3820);
;// CONCATENATED MODULE: ./src/modes/analytics/gaps/dir-memory.ts










// The loop's memory in a folder (`history-dir`), for the command line and any runner whose disk
// stays: each period's loop.json holds its job and proof in the clear, and the state (the gaps'
// wording is reader text) sealed with a key derived from the API key (`previous-api-key` opens it
// too), bound to the project and the period's folder, so a copy elsewhere does not open.
const PURPOSE = 'docs-agent-action history-dir loop state v1';
const rangeSchema = schemas/* object */.Ikc({ dateFrom: schemas/* string */.YjP(), dateTo: schemas/* string */.YjP() });
const loopFileSchema = schemas/* object */.Ikc({ v: schemas/* literal */.euz(1), period: rangeSchema, state: schemas/* string */.YjP() }).passthrough();
const keysOf = (k) => (0,seal/* boxKeys */.k)(PURPOSE, [k.apiKey, k.previousApiKey]);
const boundOf = (k, period) => `${k.projectId}\n${(0,dir_store/* periodFolder */.s1)(period)}`;
/** The state of `period`'s loop.json: undefined when there is none. */
async function readPeriodState(root, period, keys) {
    const file = loopFileSchema.safeParse(await (0,dir_store/* readJson */.Vh)((0,dir_store/* loopFile */.Fi)(root, period)));
    if (!file.success)
        return undefined;
    const opened = (0,seal/* openBox */.KD)(keysOf(keys), Buffer.from(file.data.state, 'base64url'), boundOf(keys, period));
    if (!opened)
        return { invalid: (0,dir_store/* loopFile */.Fi)(root, period) };
    let json;
    try {
        json = JSON.parse(opened.plaintext.toString('utf8'));
    }
    catch {
        return { invalid: (0,dir_store/* loopFile */.Fi)(root, period) };
    }
    const state = gaps_state/* loopStateSchema */.lF.safeParse(json);
    return state.success
        ? { state: state.data, previousKey: opened.key > 0 }
        : { invalid: (0,dir_store/* loopFile */.Fi)(root, period) };
}
/** The periods the folder holds, latest start first (their folder names sort by start). */
async function heldPeriods(root) {
    const names = await (0,promises_.readdir)((0,dir_store/* periodsDir */.CG)(root)).catch(() => []);
    const periods = [];
    for (const name of names.sort().reverse()) {
        const file = loopFileSchema.safeParse(await (0,dir_store/* readJson */.Vh)((0,external_node_path_.join)((0,dir_store/* periodsDir */.CG)(root), name, 'loop.json')));
        if (file.success && (0,dir_store/* periodFolder */.s1)(file.data.period) === name)
            periods.push(file.data.period);
    }
    return periods;
}
/** This period's state, or else the latest period's that started before it. */
async function stateFor(root, range, keys, log) {
    const periods = await heldPeriods(root);
    const candidates = [
        ...periods.filter(p => (0,gaps_state/* samePeriod */.Mq)(p, range)),
        ...periods.filter(p => p.dateFrom < range.dateFrom)
    ];
    for (const period of candidates) {
        const read = await readPeriodState(root, period, keys);
        if (read && 'invalid' in read) {
            log.warning(`${read.invalid} holds a state whose seal does not open with this project and key: it is ignored (set \`previous-api-key\` after a key rotation).`);
            continue;
        }
        if (!read)
            continue;
        if (read.previousKey)
            log.info("The history folder's state was sealed with `previous-api-key`: this run seals it again with `api-key`.");
        return read.state;
    }
    return undefined;
}
/** The memory kept in `root` for this run's period. */
async function dirMemory(options, root, range, log) {
    const keys = {
        apiKey: options.apiKey,
        previousApiKey: options.previousApiKey,
        projectId: options.projectId
    };
    let state;
    try {
        state = await stateFor(root, range, keys, log);
    }
    catch (error) {
        log.warning((0,safe_text/* forLog */.Ig)(`The history folder could not be read (${(0,error_message/* errorMessage */.g)(error)}): last period's gaps are not checked, and this period's job is claimed afresh.`, 600));
    }
    return {
        state,
        recorder: {
            claim: (period, { budget }) => claimInDir(root, period, budget.deadline, { clock: budget.clock, signal: budget.signal })
        },
        keeps: true,
        where: 'the history folder',
        keep: async (next, run) => {
            try {
                await keepState(root, next, keys, run.proof);
            }
            catch (error) {
                run.log.warning((0,safe_text/* forLog */.Ig)(`The loop's state could not be written to the history folder (${(0,error_message/* errorMessage */.g)(error)}): the next period cannot check this one's gaps.`, 600));
            }
            return undefined;
        }
    };
}
async function keepState(root, next, keys, proof) {
    const box = (0,seal/* sealBox */.hU)(keysOf(keys), Buffer.from(JSON.stringify(next), 'utf8'), boundOf(keys, next.period));
    // index.json is the history's (history/index-file.ts): the periods held are found from loop.json.
    await (0,dir_store/* writeJsonAtomic */.ZJ)((0,dir_store/* loopFile */.Fi)(root, next.period), {
        ...(0,loop_record/* loopRecordOf */.N)(next, proof),
        state: box.toString('base64url')
    });
}


/***/ })

};
