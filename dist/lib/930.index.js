export const id = 930;
export const ids = [930];
export const modules = {

/***/ 24304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ admittedFromComment)
/* harmony export */ });
/* harmony import */ var _io_message_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96471);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31633);



/**
 * Whether the run may go on. When it may not, the log, the `skipped-reason` output and the summary
 * (headed `title`) say why; `what` names what was not started ("the docs deployment").
 */
async function admittedFromComment(run, inputs, subject) {
    const { trigger, budget } = run;
    // Only a comment's run loads the checks (and Octokit): the other events need none.
    if (!(0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isComment */ .Cn)(trigger))
        return true;
    const { AdmissionRepository, admitCommentAuthor } = await __webpack_require__.e(/* import() */ 584).then(__webpack_require__.bind(__webpack_require__, 75584));
    const { owner, name } = trigger.repository;
    const repo = new AdmissionRepository(inputs.githubToken, budget, owner, name, run.log);
    const nothingSent = 'Nothing was sent to the docs platform';
    const skipped = await admitCommentAuthor(trigger, inputs.admission, repo, {
        what: subject.what,
        nothingSent
    });
    if (skipped === undefined)
        return true;
    run.log.info(`Skipped: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(skipped, 300)}. ${nothingSent}.`);
    run.outputs.set('skipped-reason', skipped);
    run.summary.builder
        .addHeading(subject.title, 2)
        .addRaw(`Skipped: ${(0,_io_message_html_js__WEBPACK_IMPORTED_MODULE_0__/* .messageHtml */ .d)(skipped)}. ${nothingSent}.`, true);
    await run.summary.write();
    return false;
}


/***/ }),

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

/***/ 96471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ messageHtml)
/* harmony export */ });
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);

/**
 * A message for the job summary: escaped like any outside text (forMarkdown), then each `input-name`
 * span our messages use becomes `<code>`. Only spans of plain name characters are turned into code,
 * so an outside value cannot make markup this way. One rule for every mode's summary.
 */
function messageHtml(text) {
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text).replace(/&#96;([A-Za-z0-9_.:, -]{1,80})&#96;/g, '<code>$1</code>');
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

/***/ 53930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: ./src/kernel/admission/gate.ts
var gate = __webpack_require__(24304);
// EXTERNAL MODULE: ./src/kernel/inputs/waiting.ts + 1 modules
var waiting = __webpack_require__(10089);
// EXTERNAL MODULE: ./src/modes/deployment/input-types.ts
var input_types = __webpack_require__(42166);
// EXTERNAL MODULE: ./src/modes/deployment/inputs.ts
var inputs = __webpack_require__(97189);
;// CONCATENATED MODULE: ./src/modes/deploy/inputs.ts



// The inputs of deploy mode: nothing but how to wait for the deployment (and who may start it).
/** Besides the common inputs, with action.yml's defaults. */
const DEPLOY_INPUTS = inputs/* DEPLOYMENT_INPUTS */._;
function deployInputs(r, common) {
    return {
        ...common,
        mode: 'deploy',
        ...(0,waiting/* waitInputs */.F)(r, 'deploy', input_types/* DEPLOY_FAIL_ON_VALUES */.i),
        ...(0,inputs/* startedBy */.l)(r)
    };
}

// EXTERNAL MODULE: ./src/modes/deployment/outputs.ts
var outputs = __webpack_require__(92080);
;// CONCATENATED MODULE: ./src/modes/deploy/outputs.ts

// Deploy mode's outputs: a deployment's (modes/deployment/outputs.ts sets them), without the preview's
// URL, and why a comment's author was refused (kernel/admission/).


;// CONCATENATED MODULE: ./src/modes/deploy/index.ts



// Deploy mode as the kernel sees it: its inputs (with action.yml's defaults), its outputs, its parser
// and its run. It triggers the deployment branch's deployment and waits as agent mode does
// (modes/deployment/); when a comment starts it, it admits the comment's author as agent mode does
// (kernel/admission/).
const deploy = {
    name: 'deploy',
    title: 'Docs deployment',
    inputs: DEPLOY_INPUTS,
    outputs: outputs/* DEPLOY_OUTPUTS */.bE,
    parse: (r, { common }) => deployInputs(r, common),
    async run(run, inputs, client) {
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, { title: 'Docs deployment', what: 'the docs deployment' })))
            return undefined;
        const { deploymentMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(986)]).then(__webpack_require__.bind(__webpack_require__, 25986));
        return deploymentMode(run, inputs, client);
    }
};


/***/ }),

/***/ 42166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ DEPLOY_FAIL_ON_VALUES)
/* harmony export */ });
// What a deployment reads of its mode's inputs: deploy's (modes/deploy/), or a preview's with the
// branch it previews (modes/preview/).
/** The `fail-on` words a deployment or a preview can meet: it fails, or it is not over in time. */
const DEPLOY_FAIL_ON_VALUES = [
    'failed',
    'timeout'
];


/***/ }),

/***/ 97189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ DEPLOYMENT_INPUTS),
/* harmony export */   l: () => (/* binding */ startedBy)
/* harmony export */ });
/* harmony import */ var _kernel_inputs_admission_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16510);
/* harmony import */ var _kernel_inputs_waiting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10089);


// The inputs deploy and preview both read: how to wait (`wait`, `poll-interval-seconds`, `fail-on`,
// as agent mode waits: kernel/inputs/waiting.ts) and who may start them from a comment.
/** With action.yml's defaults. */
const DEPLOYMENT_INPUTS = { ..._kernel_inputs_waiting_js__WEBPACK_IMPORTED_MODULE_1__/* .WAIT_INPUTS */ .W, ..._kernel_inputs_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .ADMISSION_INPUTS */ .oY };
/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
function startedBy(r) {
    return { admission: (0,_kernel_inputs_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .admissionRules */ .Xp)(r), githubToken: r.raw('github-token') };
}


/***/ }),

/***/ 92080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bE: () => (/* binding */ DEPLOY_OUTPUTS),
/* harmony export */   l9: () => (/* binding */ PREVIEW_URL_OUTPUT),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* unused harmony export DEPLOYMENT_SET */
/* harmony import */ var _kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6705);

// The outputs of a deployment, deploy's or preview's: set from the spec below (kernel/run/outputs-spec.ts)
// through the run's Outputs (redacted, bounded).
/**
 * What a deployment sets, deploy's or preview's, in the order it sets them: once the trigger answers
 * (the id alone), then again when the run ends. With the root action.yml's descriptions.
 */
const DEPLOYMENT_SET = {
    'status-id': 'Deploy, preview: the deployment status id. Set as soon as the trigger answers, before any polling.',
    ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('status'),
    // Preview mode declares it; a deployment sets it to '' (what a workflow reads from an output nobody
    // set), so deploy's action.yml does not declare it.
    'preview-url': "Preview: the preview's https URL (it may be behind the organization's login or a password).",
    'commit-sha': 'Deploy, preview: the commit deployed.',
    'commit-ref': 'Deploy, preview: the branch (ref) deployed.',
    'commit-message': "Deploy, preview: the deployed commit's message, on one line.",
    summary: "Deploy, preview: the deployment's own summary.",
    'screenshot-url': 'Deploy, preview: a screenshot of the deployed site (https only); empty when none.'
};
const { 'preview-url': previewUrl, ...deployment } = DEPLOYMENT_SET;
/** Deploy mode's outputs: a deployment's, and why a comment's author was refused. */
const DEPLOY_OUTPUTS = { ...deployment, ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('skipped-reason') };
/** The preview's URL, which preview mode declares besides deploy's. */
const PREVIEW_URL_OUTPUT = { 'preview-url': previewUrl };
function setDeploymentOutputs(out, outputs) {
    (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutputs */ .n0)(out, DEPLOYMENT_SET, outputs);
}


/***/ })

};
