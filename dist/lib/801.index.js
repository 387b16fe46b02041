export const id = 801;
export const ids = [801];
export const modules = {

/***/ 16510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ inputList),
/* harmony export */   Qm: () => (/* binding */ loginsOf),
/* harmony export */   Xp: () => (/* binding */ admissionRules),
/* harmony export */   oY: () => (/* binding */ ADMISSION_INPUTS)
/* harmony export */ });
/* unused harmony export MIN_PERMISSIONS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13798);

// Who may start a mode from a comment: `min-permission`, `allowed-users` and `allowed-bots`. Every
// mode that can run on a comment reads them (kernel/admission/ applies them), so a workflow
// that deploys, previews or triggers an automation on `issue_comment` is as guarded as the agent.
/** The inputs `admissionRules` reads, with action.yml's defaults: part of each mode's spec. */
const ADMISSION_INPUTS = {
    'min-permission': 'write',
    'allowed-users': undefined,
    'allowed-bots': undefined
};
/** The roles of the collaborator-permission endpoint a rule may ask for, weakest first. */
const MIN_PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'];
/** A comma- or line-separated list, blanks dropped. */
const inputList = (value) => value
    .split(/[,\n]/)
    .map(v => v.trim())
    .filter(Boolean);
/** GitHub logins of a list input (or `*`); a value that is not one is a problem naming the input. */
function loginsOf(r, name) {
    const values = inputList(r.raw(name));
    const bad = values.find(v => v !== '*' && !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(v));
    if (bad !== undefined)
        r.problems.push(`\`${name}\` must be GitHub logins separated by commas (or \`*\`); one is not a login`);
    return values;
}
function admissionRules(r) {
    const minPermission = r.parse('min-permission', zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(MIN_PERMISSIONS, { message: `must be one of ${MIN_PERMISSIONS.map(p => `\`${p}\``).join(', ')}` }));
    // A `??` only completes the type: a bad value has its problem recorded, and parsing throws.
    return {
        minPermission: minPermission ?? 'write',
        allowedUsers: loginsOf(r, 'allowed-users'),
        allowedBots: loginsOf(r, 'allowed-bots')
    };
}


/***/ }),

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
// EXTERNAL MODULE: ./src/kernel/inputs/parser.ts
var parser = __webpack_require__(57164);
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
    const pollSeconds = r.parse('poll-interval-seconds', (0,parser/* numberInput */.QR)('seconds, such as 10').pipe(schemas/* number */.aig().min(1, 'must be at least 1 second')));
    // `none`: no outcome fails the step.
    const words = (0,parser/* listOf */.c3)(r.value('fail-on')).filter(w => w !== 'none');
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

/***/ 6705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ outputSetter),
/* harmony export */   ST: () => (/* binding */ sharedOutputs),
/* harmony export */   n0: () => (/* binding */ setOutputs)
/* harmony export */ });
/* unused harmony export SHARED_OUTPUTS */
const fieldOf = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
/** Sets every output of `spec`, in the spec's order, from the field of `values` that names it. */
function setOutputs(out, spec, values) {
    const fields = values;
    for (const name of Object.keys(spec)) {
        const value = fields[fieldOf(name)];
        out.set(name, value === null || value === undefined ? undefined : typeof value === 'boolean' ? String(value) : value);
    }
}
/** The run's outputs, narrowed to the ones `spec` lists. */
function outputSetter(out, spec) {
    return (name, value) => {
        if (!(name in spec))
            throw new Error(`The output ${name} is not in the mode's output spec`);
        out.set(name, value);
    };
}
/**
 * The outputs more than one mode sets, each described once: a mode's spec takes the ones it sets
 * (sharedOutputs). `skipped-reason` is every mode's that a comment can start: the admission gate
 * (kernel/admission/gate.ts) sets it when the comment's author may not start the mode.
 */
const SHARED_OUTPUTS = {
    'job-id': "The agent job id (automation, the run's `jobId`). Set as soon as the job is known, before any polling.",
    status: 'The last status the API reported: `active`, `completed`, `archived` or `failed`. Deploy and preview: `queued`, `in_progress`, `success` or `failure`; empty when not read.',
    'pr-link': 'The pull request the agent opened; empty when none.',
    'comment-url': 'URL of the sticky pull request comment (agent or preview), when one was written.',
    'skipped-reason': "Why the step did nothing (agent mode: `action` is `skipped`): no command, no instruction, not a pull request, refused (in any mode a comment starts), the agent's own pull request, ..."
};
/** The shared outputs `names`, with their one description each. */
function sharedOutputs(...names) {
    return Object.fromEntries(names.map(name => [name, SHARED_OUTPUTS[name]]));
}


/***/ }),

/***/ 48801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agent: () => (/* binding */ agent)
});

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
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
// EXTERNAL MODULE: ./src/kernel/trigger/index.ts + 1 modules
var kernel_trigger = __webpack_require__(31633);
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
    if (jobId !== undefined && !(0,safe_text/* isUsableJobId */.Xb)(jobId))
        r.problems.push('`job-id` must be 1 to 128 characters with no line breaks or other control characters');
    // On a comment the instruction may come from the comment itself (the text after `command`).
    const onComment = (0,kernel_trigger/* isComment */.Cn)(trigger);
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

// EXTERNAL MODULE: ./src/modes/agent/outputs.ts
var outputs = __webpack_require__(57364);
;// CONCATENATED MODULE: ./src/modes/agent/index.ts



// Agent mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run.
const code = (name) => `<code>${name}</code>`;
const agent = {
    name: 'agent',
    title: 'Docs agent',
    inputs: AGENT_INPUTS,
    outputs: outputs/* AGENT_OUTPUTS */.Zh,
    parse: (r, { common, env, trigger }) => agentInputs(r, common, env, trigger),
    async run(run, inputs, client) {
        const { agentMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(584), __webpack_require__.e(138)]).then(__webpack_require__.bind(__webpack_require__, 3138));
        return agentMode(run, inputs, client);
    },
    failureHints(_message, output) {
        // A job this run created keeps running on the service whatever happened to the step.
        const jobId = output('job-id');
        if (!jobId)
            return {};
        return {
            first: [
                `The job ${code((0,safe_text/* forMarkdown */.Bm)(jobId, 200))} exists and keeps running on the service: to wait for it, run again with ${code('job-id')} set to it and no ${code('prompt')}.`
            ]
        };
    }
};


/***/ }),

/***/ 57364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sm: () => (/* binding */ setCommentUrlOutput),
/* harmony export */   Zh: () => (/* binding */ AGENT_OUTPUTS),
/* harmony export */   iz: () => (/* binding */ setAgentOutputs),
/* harmony export */   wK: () => (/* binding */ setJobIdOutput)
/* harmony export */ });
/* unused harmony export AGENT_JOB_SET */
/* harmony import */ var _kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6705);

// Agent mode's outputs: set from the spec below (kernel/run/outputs-spec.ts) through the run's Outputs
// (redacted, bounded).
/** What a run that reached the job sets, in that order (setAgentOutputs). */
const AGENT_JOB_SET = {
    ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('job-id'),
    action: 'What the step did: `created` (a new job), `follow-up` (a message to an existing job), `resumed` (waited for a job), `checked` (read it once) or `skipped` (nothing: see `skipped-reason`).',
    ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('status', 'pr-link'),
    model: 'The model the job used.',
    job: 'The last job record, as JSON.',
    branch: "Agent mode: the branch the agent works on (the job's `source.ref`), when the API gives it.",
    repository: "Agent mode: the docs repository the agent works in (the job's `source.repository`), when the API gives it.",
    'docs-pr-number': 'Agent mode: the number of the docs pull request (from `pr-link`), when there is one.'
};
/** Every output of agent mode: the job's, the comment's URL, and why it skipped. */
const AGENT_OUTPUTS = { ...AGENT_JOB_SET, ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('comment-url', 'skipped-reason') };
const setter = (out) => (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .outputSetter */ .FD)(out, AGENT_OUTPUTS);
/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
function setJobIdOutput(out, jobId) {
    setter(out)('job-id', jobId);
}
function setAgentOutputs(out, outputs) {
    const prLink = typeof outputs.prLink === 'string' ? outputs.prLink : '';
    // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
    const docsPrNumber = /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(prLink)?.[1];
    (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutputs */ .n0)(out, AGENT_JOB_SET, { ...outputs, docsPrNumber });
}
function setCommentUrlOutput(out, url) {
    setter(out)('comment-url', url);
}


/***/ })

};
