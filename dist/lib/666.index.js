export const id = 666;
export const ids = [666];
export const modules = {

/***/ 24304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ admittedFromComment)
/* harmony export */ });
/* harmony import */ var _io_message_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96471);
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85442);
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12810);



/**
 * Whether the run may go on. When it may not, the log, the `skipped-reason` output and the summary
 * (headed `title`) say why; `what` names what was not started ("the docs deployment").
 */
async function admittedFromComment(run, inputs, subject) {
    const { trigger, budget } = run;
    // Only a comment's run loads the checks (and Octokit): the other events need none.
    if (!_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_EVENT_NAMES */ .wk.has(trigger.event))
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
    run.log.info(`Skipped: ${(0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(skipped, 300)}. ${nothingSent}.`);
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

/***/ 96471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ messageHtml)
/* harmony export */ });
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);

/**
 * A message for the job summary: escaped like any outside text (forMarkdown), then each `input-name`
 * span our messages use becomes `<code>`. Only spans of plain name characters are turned into code,
 * so an outside value cannot make markup this way. One rule for every mode's summary.
 */
function messageHtml(text) {
    return (0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text).replace(/&#96;([A-Za-z0-9_.:, -]{1,80})&#96;/g, '<code>$1</code>');
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


/***/ })

};
