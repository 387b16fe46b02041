export const id = 544;
export const ids = [544,474];
export const modules = {

/***/ 98942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readRegularFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** The file's bytes, or why it cannot be read: not a regular file, over `maxBytes`, or an OS error. */
function readRegularFile(path, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile()) {
            const kind = stat.isDirectory()
                ? 'a folder'
                : stat.isFIFO()
                    ? 'a named pipe (FIFO)'
                    : 'a device or socket';
            return { problem: `is ${kind}, not a regular file` };
        }
        if (stat.size > maxBytes)
            return { problem: `is ${stat.size} bytes; the limit is ${maxBytes} bytes` };
        const bytes = Buffer.alloc(stat.size);
        let read = 0;
        while (read < stat.size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, read, stat.size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return { bytes: bytes.subarray(0, read) };
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        return { problem: `cannot be read (${code})`, code };
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 10089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ WAIT_INPUTS),
  F: () => (/* binding */ waitInputs)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/inputs/reader.ts
var reader = __webpack_require__(97156);
;// CONCATENATED MODULE: ./src/kernel/inputs/types.ts
// The words every mode's inputs share: the common inputs, and how a mode that starts something waits.
// Each mode's own input types live in its folder (modes/<mode>/input-types.ts).
const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'];

;// CONCATENATED MODULE: ./src/kernel/inputs/waiting.ts



// `wait`, `poll-interval-seconds` and `fail-on`: how a mode that starts something (an agent job, a
// deployment, a preview, an automation) waits for it and what fails the step. `allowed` holds the
// `fail-on` words that can happen in the mode.
/** The inputs `waitInputs` reads, with action.yml's defaults: part of the spec of each mode that waits. */
const WAIT_INPUTS = {
    wait: 'true',
    'poll-interval-seconds': '10',
    'fail-on': 'failed,timeout'
};
function waitInputs(r, mode, allowed = FAIL_ON_VALUES) {
    const pollSeconds = r.parse('poll-interval-seconds', (0,reader/* numberInput */.QR)('seconds, such as 10').pipe(schemas/* number */.aig().min(1, 'must be at least 1 second')));
    // `none`: no outcome fails the step.
    const words = (0,reader/* listOf */.c3)(r.value('fail-on')).filter(w => w !== 'none');
    const unknown = words.filter(w => !FAIL_ON_VALUES.includes(w));
    const quote = (list) => list.map(w => `"${w}"`).join(', ');
    if (unknown.length > 0) {
        r.problems.push(`\`fail-on\` has unknown value(s) ${quote(unknown)}: use ${allowed.join(', ')} or none`);
    }
    const elsewhere = words.filter(w => !unknown.includes(w) && !allowed.includes(w));
    if (elsewhere.length > 0) {
        r.problems.push(`\`fail-on\` value(s) ${quote(elsewhere)} apply to agent jobs only: in ${mode} mode use ${allowed.join(', ')} or none`);
    }
    // A `??` below only completes the type: a value that failed has its problem recorded, and
    // parseInputs throws instead of returning this object.
    return {
        wait: r.flag('wait'),
        pollIntervalMs: Math.round((pollSeconds ?? 1) * 1000),
        failOn: new Set(words)
    };
}


/***/ }),

/***/ 9258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agent: () => (/* binding */ agent)
/* harmony export */ });
/* harmony import */ var _kernel_outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38952);


// Agent mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run.
const code = (name) => `<code>${name}</code>`;
const agent = {
    name: 'agent',
    title: 'Docs agent',
    inputs: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_INPUTS */ .G3,
    parse: (r, { common, env, trigger }) => (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .agentInputs */ .J9)(r, common, env, trigger),
    async run(run, inputs, client) {
        const { agentMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(831)]).then(__webpack_require__.bind(__webpack_require__, 85831));
        return agentMode(run, inputs, client);
    },
    failureHints(_message, output) {
        // A job this run created keeps running on the service whatever happened to the step.
        const jobId = output('job-id');
        if (!jobId)
            return {};
        return {
            first: [
                `The job ${code((0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(jobId, 200))} exists and keeps running on the service: to wait for it, run again with ${code('job-id')} set to it and no ${code('prompt')}.`
            ]
        };
    }
};


/***/ }),

/***/ 38952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G3: () => (/* binding */ AGENT_INPUTS),
  Ae: () => (/* binding */ COMMENT_EVENTS),
  J9: () => (/* binding */ agentInputs)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(85442);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/kernel/inputs/regular-file.ts
var regular_file = __webpack_require__(98942);
;// CONCATENATED MODULE: ./src/modes/agent/prompt-file.ts



// `prompt-file`: the instruction kept in the repository. A runner refuses an environment variable over
// 128 KiB, so a long `prompt:` cannot be passed at all; a file can. Read here, during input parsing, so
// every problem is an input error before any request.
/** Larger than any sensible instruction, small enough to never be a mistake (a log, a binary). */
const MAX_PROMPT_FILE_BYTES = 256 * 1024;
function promptFromFile(path, env) {
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const shown = JSON.stringify(path);
    const full = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(workspace, path);
    let real;
    let root;
    try {
        real = (0,external_node_fs_.realpathSync)(full);
        root = (0,external_node_fs_.realpathSync)(workspace);
    }
    catch {
        return {
            problem: `\`prompt-file\` ${shown} does not exist in the workspace (${workspace}); check the path, and check out the repository first (actions/checkout)`
        };
    }
    const inside = (0,external_node_path_.relative)(root, real);
    if (inside === '' || inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        return { problem: `\`prompt-file\` ${shown} is outside the workspace (${root}): use a path inside it` };
    }
    const file = (0,regular_file/* readRegularFile */.X)(real, MAX_PROMPT_FILE_BYTES);
    if ('problem' in file)
        return { problem: `\`prompt-file\` ${shown} ${file.problem}` };
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    }
    catch {
        return { problem: `\`prompt-file\` ${shown} is not UTF-8 text` };
    }
    if (!text.trim())
        return { problem: `\`prompt-file\` ${shown} is empty (or only blanks)` };
    return { prompt: text };
}

// EXTERNAL MODULE: ./src/kernel/inputs/admission.ts
var admission = __webpack_require__(16510);
;// CONCATENATED MODULE: ./src/modes/agent/input-types.ts
// Agent mode's typed inputs and the words they accept.
const PR_UPDATES = ['follow-up', 'new-job'];


// EXTERNAL MODULE: ./src/kernel/inputs/waiting.ts + 1 modules
var inputs_waiting = __webpack_require__(10089);
;// CONCATENATED MODULE: ./src/modes/agent/inputs.ts






/** Every input agent mode reads besides the common ones, with action.yml's default. */
const AGENT_INPUTS = {
    prompt: undefined,
    'job-id': undefined,
    ...inputs_waiting/* WAIT_INPUTS */.W,
    'prompt-file': undefined,
    'event-context': 'true',
    'pr-updates': 'follow-up',
    'comment-on-pr': 'true',
    'check-run': 'true',
    'previous-api-key': undefined,
    command: '/docs',
    'allow-edited-comments': 'false',
    ...admission/* ADMISSION_INPUTS */.oY,
    'agent-authors': 'mintlify[bot]',
    'skip-paths': undefined,
    'reply-when-done': 'false'
};
// The agent mode's inputs: the instruction (`prompt` or `prompt-file`), the job to follow, how to
// wait for it, what fails the step, and the pull request's comment.
function agentInputs(r, common, env, trigger) {
    const promptText = r.untrimmed('prompt');
    const promptFile = r.raw('prompt-file');
    let prompt = promptText.trim() ? promptText.trim() : undefined;
    if (promptText && !promptText.trim() && !promptFile) {
        r.problems.push('`prompt` is blank (only spaces or newlines): give the instruction, or leave `prompt` out with `job-id` to wait for a job');
    }
    else if (promptFile && promptText.trim()) {
        r.problems.push('`prompt` and `prompt-file` are both given: use one of them');
    }
    else if (promptFile) {
        const read = promptFromFile(promptFile, env);
        if ('problem' in read)
            r.problems.push(read.problem);
        else
            prompt = read.prompt;
    }
    const jobId = r.raw('job-id') || undefined;
    // The same rule as for an id the API returns: bounded, no control characters.
    if (jobId !== undefined && !(0,outside/* isUsableJobId */.Xb)(jobId))
        r.problems.push('`job-id` must be 1 to 128 characters with no line breaks or other control characters');
    // On a comment the instruction may come from the comment itself (the text after `command`).
    const onComment = COMMENT_EVENTS.has(trigger.event);
    if (prompt === undefined && jobId === undefined && !promptFile && !promptText && !onComment) {
        r.problems.push('`prompt` or `job-id` is required: `prompt` creates a job, `job-id` waits for one, both send a follow-up');
    }
    const prUpdates = r.parse('pr-updates', schemas/* enum */.k5n(PR_UPDATES, { message: 'must be `follow-up` or `new-job`' }));
    const waiting = (0,inputs_waiting/* waitInputs */.F)(r, 'agent');
    // A `??` below only completes the type: a value that failed has its problem recorded, and
    // parseInputs throws instead of returning this object. The defaults are in registry.ts.
    return {
        ...common,
        mode: 'agent',
        prompt,
        jobId,
        ...waiting,
        eventContext: r.flag('event-context'),
        prUpdates: prUpdates ?? 'follow-up',
        commentOnPr: r.flag('comment-on-pr'),
        checkRun: r.flag('check-run'),
        previousApiKey: previousApiKey(r),
        githubToken: r.raw('github-token'),
        admission: admissionInputs(r)
    };
}
/** `previous-api-key`: the key `api-key` replaced, whose seal on a pull request's state still counts. */
function previousApiKey(r) {
    const key = r.raw('previous-api-key');
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(key))
        r.problems.push('`previous-api-key` contains a line break or another control character: copy the old key again into the secret, on one line');
    return key || undefined;
}
/** Events whose instruction can be a comment's text. */
const COMMENT_EVENTS = new Set(['issue_comment', 'pull_request_review_comment']);
function admissionInputs(r) {
    const command = r.parse('command', schemas/* string */.YjP().regex(/^\S{1,32}$/, { message: 'must be one word of 1 to 32 characters, such as `/docs`' }));
    const rules = (0,admission/* admissionRules */.Xp)(r);
    const agentAuthors = (0,admission/* loginsOf */.Qm)(r, 'agent-authors');
    const skipPaths = (0,admission/* inputList */.Ds)(r.raw('skip-paths'));
    if (skipPaths.some(p => p.length > 200 || p.startsWith('!')))
        r.problems.push('`skip-paths` must be path globs (such as `docs/**`) of at most 200 characters, without `!`');
    return {
        ...rules,
        command: command ?? '/docs',
        allowEditedComments: r.flag('allow-edited-comments'),
        agentAuthors,
        skipPaths,
        replyWhenDone: r.flag('reply-when-done')
    };
}


/***/ }),

/***/ 76544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMON_INPUTS: () => (/* reexport safe */ _kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__.s7),
/* harmony export */   MODES: () => (/* binding */ MODES),
/* harmony export */   MODE_INPUTS: () => (/* binding */ MODE_INPUTS),
/* harmony export */   MODE_TABLE: () => (/* binding */ MODE_TABLE),
/* harmony export */   ignoredInputs: () => (/* binding */ ignoredInputs),
/* harmony export */   parseInputs: () => (/* binding */ parseInputs)
/* harmony export */ });
/* harmony import */ var _kernel_inputs_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(574);
/* harmony import */ var _kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24880);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9258);
/* harmony import */ var _analytics_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98494);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25666);
/* harmony import */ var _sweep_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37474);






// The mode table: every mode the root action's `mode` input can name, in the order its messages list
// them. A new mode is a folder under modes/ and one entry here; the kernel knows none of them.
const MODE_TABLE = { agent: _agent_index_js__WEBPACK_IMPORTED_MODULE_2__.agent, analytics: _analytics_index_js__WEBPACK_IMPORTED_MODULE_3__.analytics, deploy: _platform_index_js__WEBPACK_IMPORTED_MODULE_4__.deploy, preview: _platform_index_js__WEBPACK_IMPORTED_MODULE_4__.preview, automation: _platform_index_js__WEBPACK_IMPORTED_MODULE_4__.automation, sweep: _sweep_index_js__WEBPACK_IMPORTED_MODULE_5__.sweep };
const MODES = Object.values(MODE_TABLE);
/** Parses the root action's inputs: the mode `mode` names, then its own inputs. */
function parseInputs(read, env = process.env, now = new Date()) {
    const { inputs, warnings } = (0,_kernel_inputs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseModeInputs */ .U)(MODES, read, env, now);
    return { inputs: inputs, warnings };
}
/** Each mode's own inputs (an input several modes read is listed under the first), for action.yml checks. */
const MODE_INPUTS = (0,_kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .ownedInputs */ .jW)(MODES);

/** The inputs `mode` does not read that were set to something other than their default. */
function ignoredInputs(mode, read) {
    return (0,_kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .ignoredInputs */ .oV)(MODES, mode, read);
}


/***/ }),

/***/ 25666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  automation: () => (/* binding */ automation),
  deploy: () => (/* binding */ deploy),
  preview: () => (/* binding */ preview)
});

// EXTERNAL MODULE: ./src/kernel/admission/gate.ts
var gate = __webpack_require__(24304);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(85442);
// EXTERNAL MODULE: ./src/kernel/trigger/index.ts
var kernel_trigger = __webpack_require__(12810);
;// CONCATENATED MODULE: ./src/modes/platform/input-types.ts
// The typed inputs of deploy, preview and automation.
/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
const DEPLOY_FAIL_ON_VALUES = [
    'failed',
    'timeout'
];

// EXTERNAL MODULE: ./src/kernel/inputs/waiting.ts + 1 modules
var waiting = __webpack_require__(10089);
// EXTERNAL MODULE: ./src/kernel/inputs/admission.ts
var admission = __webpack_require__(16510);
;// CONCATENATED MODULE: ./src/modes/platform/inputs.ts





// The inputs of the modes that start something on the docs platform: a deployment (nothing but how
// to wait), a preview (its branch, by default the pull request's head branch) and an automation (its
// id). They wait as agent mode does: `wait`, `poll-interval-seconds`, `fail-on`.
/** A branch name as git allows it, loosely: no whitespace or control characters, bounded. */
// eslint-disable-next-line no-control-regex
const BRANCH = /^[^\s\u0000-\u001f\u007f]{1,255}$/u;
/** The inputs of each platform mode besides the common ones, with action.yml's defaults. */
const DEPLOY_INPUTS = { ...waiting/* WAIT_INPUTS */.W, ...admission/* ADMISSION_INPUTS */.oY };
const PREVIEW_INPUTS = {
    ...waiting/* WAIT_INPUTS */.W,
    ...admission/* ADMISSION_INPUTS */.oY,
    // Empty: the pull request's head branch on a pull request event.
    branch: undefined,
    'comment-on-pr': 'true'
};
const AUTOMATION_INPUTS = { ...waiting/* WAIT_INPUTS */.W, ...admission/* ADMISSION_INPUTS */.oY, 'automation-id': undefined };
function deployInputs(r, common) {
    return {
        ...common,
        mode: 'deploy',
        ...(0,waiting/* waitInputs */.F)(r, 'deploy', DEPLOY_FAIL_ON_VALUES),
        ...whoMayStart(r)
    };
}
function previewInputs(r, common, trigger) {
    return {
        ...common,
        mode: 'preview',
        branch: previewBranch(r, trigger) ?? '',
        ...(0,waiting/* waitInputs */.F)(r, 'preview', DEPLOY_FAIL_ON_VALUES),
        commentOnPr: r.flag('comment-on-pr'),
        ...whoMayStart(r)
    };
}
function automationInputs(r, common) {
    const automationId = r.raw('automation-id');
    if (!automationId) {
        r.problems.push('`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard');
    }
    else if (!(0,outside/* isPlausibleId */.V2)(automationId)) {
        r.problems.push(`\`automation-id\` must be one id, without spaces or control characters and at most 128 characters, got ${JSON.stringify(automationId)}`);
    }
    return { ...common, mode: 'automation', automationId, ...(0,waiting/* waitInputs */.F)(r, 'automation'), ...whoMayStart(r) };
}
/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
function whoMayStart(r) {
    return { admission: (0,admission/* admissionRules */.Xp)(r), githubToken: r.raw('github-token') };
}
/** `branch`, or the head branch of the event's pull request; undefined (with the problem) when neither. */
function previewBranch(r, trigger) {
    const given = r.raw('branch');
    if (given) {
        if (BRANCH.test(given))
            return given;
        r.problems.push(`\`branch\` must be a branch name, without spaces or control characters and at most 255 characters, got ${JSON.stringify(given)}`);
        return undefined;
    }
    const event = trigger.event || 'unknown';
    if (!kernel_trigger/* PULL_REQUEST_EVENT_NAMES */.eS.has(event)) {
        r.problems.push(`\`branch\` is required in preview mode outside a pull request (this run's event is \`${event}\`): name the branch to preview, such as \`branch: \${{ github.ref_name }}\``);
        return undefined;
    }
    // The payload's head branch, else GITHUB_HEAD_REF (the Trigger falls back to it).
    const ref = trigger.head?.ref;
    if (!ref || !BRANCH.test(ref)) {
        r.problems.push("`branch` is empty and the pull request's head branch could not be read from the event: set `branch`");
        return undefined;
    }
    if (trigger.fromFork) {
        const repo = trigger.head?.repo;
        r.problems.push(`\`branch\` is empty and the pull request comes from a fork${repo !== undefined ? ` (${JSON.stringify(repo)})` : ''}: its branch is not in this repository, so the docs platform cannot build a preview of it. Skip forks, or set \`branch\``);
        return undefined;
    }
    return ref;
}

;// CONCATENATED MODULE: ./src/modes/platform/index.ts


// The platform modes as the kernel sees them: deploy, preview and automation, each with its inputs
// (with action.yml's defaults), its parser and its run. All three wait as agent mode does, and, when a
// comment starts them, admit its author as agent mode does (kernel/admission/).
const code = (name) => `<code>${name}</code>`;
const deploy = {
    name: 'deploy',
    title: 'Docs deployment',
    inputs: DEPLOY_INPUTS,
    parse: (r, { common }) => deployInputs(r, common),
    async run(run, inputs, client) {
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, { title: 'Docs deployment', what: 'the docs deployment' })))
            return undefined;
        const { deploymentMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(367), __webpack_require__.e(662)]).then(__webpack_require__.bind(__webpack_require__, 12662));
        return deploymentMode(run, inputs, client);
    }
};
const preview = {
    name: 'preview',
    title: 'Docs preview',
    inputs: PREVIEW_INPUTS,
    parse: (r, { common, trigger }) => previewInputs(r, common, trigger),
    async run(run, inputs, client) {
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, { title: 'Docs preview', what: 'the docs preview' })))
            return undefined;
        const { deploymentMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(367), __webpack_require__.e(662)]).then(__webpack_require__.bind(__webpack_require__, 12662));
        return deploymentMode(run, inputs, client);
    },
    failureHints: message => /plan has no preview deployments/.test(message)
        ? { last: ["Check the organization's plan in the dashboard: previews need a plan that includes them."] }
        : {}
};
const automation = {
    name: 'automation',
    title: 'Docs automation',
    inputs: AUTOMATION_INPUTS,
    parse: (r, { common }) => automationInputs(r, common),
    async run(run, inputs, client) {
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, { title: 'Docs automation', what: 'the docs automation' })))
            return undefined;
        const { automationMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(367), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 74927));
        return automationMode(run, inputs, client);
    },
    failureHints: message => /automation-id/.test(message)
        ? {
            last: [`Check ${code('automation-id')}, and the automation's state and schedule in the dashboard.`]
        }
        : {}
};


/***/ }),

/***/ 37474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sweep: () => (/* binding */ sweep)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/inputs/reader.ts
var reader = __webpack_require__(97156);
;// CONCATENATED MODULE: ./src/modes/sweep/inputs.ts


/** The sweep's inputs besides the common ones, with action.yml's defaults. */
const SWEEP_INPUTS = {
    'previous-api-key': undefined,
    'max-jobs': '20'
};
/** The most pull requests one sweep may read: its requests stay bounded whatever the cap says. */
const MAX_JOBS_LIMIT = 100;
function sweepInputs(r, common) {
    const maxJobs = r.parse('max-jobs', (0,reader/* numberInput */.QR)('pull requests, such as 20').pipe(schemas/* number */.aig()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MAX_JOBS_LIMIT, `must be at most ${MAX_JOBS_LIMIT}`)));
    const githubToken = r.raw('github-token');
    if (!githubToken)
        r.problems.push('`github-token` is empty: the sweep reads and writes pull requests. Leave it at its default (`${{ github.token }}`).');
    const previous = r.raw('previous-api-key');
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(previous))
        r.problems.push('`previous-api-key` contains a line break or another control character: copy the old key again');
    return {
        ...common,
        mode: 'sweep',
        githubToken,
        ...(previous ? { previousApiKey: previous } : {}),
        maxJobs: maxJobs ?? 20
    };
}

;// CONCATENATED MODULE: ./src/modes/sweep/index.ts

// The sweep as the kernel sees it: finds the agent jobs pull requests still wait on (the
// `docs-agent:waiting` label), reads each once, and finishes the check run and the comment of those
// that ended, as a waiting run would have. A short run: events start it, a sparse schedule backs it up.
const sweep = {
    name: 'sweep',
    title: 'Docs sweep',
    inputs: SWEEP_INPUTS,
    parse: (r, { common }) => sweepInputs(r, common),
    async run(run, inputs, client) {
        const { sweepMode } = await Promise.all(/* import() */[__webpack_require__.e(324), __webpack_require__.e(978)]).then(__webpack_require__.bind(__webpack_require__, 66978));
        return sweepMode(run, inputs, client);
    }
};


/***/ })

};
