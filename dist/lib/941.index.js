export const id = 941;
export const ids = [941];
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

/***/ 35941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  automation: () => (/* binding */ automation)
});

// EXTERNAL MODULE: ./src/kernel/admission/gate.ts
var gate = __webpack_require__(24304);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/inputs/admission.ts
var admission = __webpack_require__(16510);
// EXTERNAL MODULE: ./src/kernel/inputs/waiting.ts + 1 modules
var waiting = __webpack_require__(10089);
;// CONCATENATED MODULE: ./src/modes/automation/inputs.ts



// The inputs of automation mode: the automation's id, how to wait for its job (as agent mode does:
// any `fail-on` word applies, its job is an agent job) and who may start it from a comment.
/** Besides the common inputs, with action.yml's defaults. */
const AUTOMATION_INPUTS = { ...waiting/* WAIT_INPUTS */.W, ...admission/* ADMISSION_INPUTS */.oY, 'automation-id': undefined };
function automationInputs(r, common) {
    const automationId = r.raw('automation-id');
    if (!automationId) {
        r.problems.push('`automation-id` is required in automation mode: the id of an automation on a custom schedule, from its page in the dashboard');
    }
    else if (!(0,safe_text/* isPlausibleId */.V2)(automationId)) {
        r.problems.push(`\`automation-id\` must be one id, without spaces or control characters and at most 128 characters, got ${JSON.stringify(automationId)}`);
    }
    return { ...common, mode: 'automation', automationId, ...(0,waiting/* waitInputs */.F)(r, 'automation'), ...startedBy(r) };
}
/** Who may start the mode from a comment (the kernel's rules), and the token that reads permissions. */
function startedBy(r) {
    return { admission: (0,admission/* admissionRules */.Xp)(r), githubToken: r.raw('github-token') };
}

// EXTERNAL MODULE: ./src/modes/automation/outputs.ts
var outputs = __webpack_require__(56024);
;// CONCATENATED MODULE: ./src/modes/automation/index.ts



// Automation mode as the kernel sees it: its inputs (with action.yml's defaults), its outputs, its
// parser and its run. It waits for the automation's job as agent mode does when it can read it, and,
// when a comment starts it, admits the comment's author as agent mode does (kernel/admission/).
const code = (name) => `<code>${name}</code>`;
const automation = {
    name: 'automation',
    title: 'Docs automation',
    inputs: AUTOMATION_INPUTS,
    outputs: outputs/* AUTOMATION_OUTPUTS */.xl,
    parse: (r, { common }) => automationInputs(r, common),
    async run(run, inputs, client) {
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, { title: 'Docs automation', what: 'the docs automation' })))
            return undefined;
        const { automationMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(210)]).then(__webpack_require__.bind(__webpack_require__, 14210));
        return automationMode(run, inputs, client);
    },
    failureHints: message => /automation-id/.test(message)
        ? {
            last: [`Check ${code('automation-id')}, and the automation's state and schedule in the dashboard.`]
        }
        : {}
};


/***/ }),

/***/ 56024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qq: () => (/* binding */ setAutomationOutputs),
/* harmony export */   xl: () => (/* binding */ AUTOMATION_OUTPUTS)
/* harmony export */ });
/* unused harmony export AUTOMATION_SET */
/* harmony import */ var _kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6705);

// Automation mode's outputs: set from the spec below (kernel/run/outputs-spec.ts) through the run's
// Outputs (redacted, bounded).
/** What automation mode sets, in that order: the trigger's ids as soon as it answers, then the job's status if it was followed. */
const AUTOMATION_SET = {
    'schema-id': 'Automation: the automation (`schemaId`) the trigger ran. Set as soon as the trigger answers.',
    'instance-id': 'Automation: the run (`instanceId`). Set as soon as the trigger answers.',
    ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('job-id', 'status', 'pr-link')
};
/** Automation mode's outputs: what it sets, and why a comment's author was refused (kernel/admission/). */
const AUTOMATION_OUTPUTS = { ...AUTOMATION_SET, ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('skipped-reason') };
function setAutomationOutputs(out, outputs) {
    (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutputs */ .n0)(out, AUTOMATION_SET, outputs);
}


/***/ })

};
