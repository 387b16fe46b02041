export const id = 979;
export const ids = [979];
export const modules = {

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

/***/ 56979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  notify: () => (/* binding */ notify)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/inputs/parser.ts
var parser = __webpack_require__(57164);
;// CONCATENATED MODULE: ./src/modes/notify/inputs.ts


/** Notify mode's inputs besides the common ones, with action.yml's defaults. */
const NOTIFY_INPUTS = {
    repositories: undefined,
    'event-type': 'docs-agent-pr',
    'agent-authors': 'mintlify[bot]',
    'dispatch-token': undefined
};
/** The common inputs notify reads: it never calls the docs API, so it needs no key and no project. */
const NOTIFY_COMMON = ['timeout-minutes'];
/** The most repositories one step notifies: its requests stay bounded. */
const MAX_REPOSITORIES = 20;
// GitHub's rules for names: an owner is 1-39 letters, digits or inner hyphens; a repository's name is
// letters, digits, `.`, `_` and `-`, at most 100, and never `.` or `..`.
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const EVENT_TYPE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;
const shown = (values) => values
    .slice(0, 3)
    .map(v => JSON.stringify(v.slice(0, 120)))
    .join(', ') + (values.length > 3 ? `, and ${values.length - 3} more` : '');
/** `repositories`: owner/name, separated by commas or line breaks; each once (GitHub's names ignore case). */
function parseRepositories(r) {
    const text = r.raw('repositories');
    if (!text) {
        r.problems.push('`repositories` is required in notify mode: the code repositories to send the dispatch to, as `owner/name` (such as `acme/widgets`), separated by commas or line breaks');
        return [];
    }
    const words = text
        .split(/[,\s]+/)
        .map(w => w.trim())
        .filter(Boolean);
    const bad = words.filter(w => {
        const [owner = '', name = '', ...rest] = w.split('/');
        return rest.length > 0 || !OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..';
    });
    if (bad.length > 0) {
        r.problems.push(`\`repositories\` must name each repository as \`owner/name\` (such as \`acme/widgets\`), separated by commas or line breaks; not ${shown(bad)}`);
        return [];
    }
    const seen = new Set();
    const repositories = words.flatMap(w => {
        if (seen.has(w.toLowerCase()))
            return [];
        seen.add(w.toLowerCase());
        const [owner = '', name = ''] = w.split('/');
        return [{ owner, name }];
    });
    if (repositories.length > MAX_REPOSITORIES)
        r.problems.push(`\`repositories\` names ${repositories.length} repositories; one step notifies at most ${MAX_REPOSITORIES}`);
    return repositories;
}
/** `agent-authors`: the agent's logins, such as `mintlify[bot]`. */
function parseAuthors(r) {
    const logins = (0,parser/* listOf */.c3)(r.value('agent-authors'));
    const bad = logins.filter(login => !LOGIN.test(login));
    if (logins.length === 0)
        r.problems.push('`agent-authors` is empty: notify announces the pull requests these logins open');
    else if (bad.length > 0)
        r.problems.push(`\`agent-authors\` must be GitHub logins (such as \`mintlify[bot]\`), separated by commas; not ${shown(bad)}`);
    return logins;
}
function parseToken(r) {
    const token = r.raw('dispatch-token');
    if (!token)
        r.problems.push("`dispatch-token` is required in notify mode: a GitHub App installation token or a fine-grained personal access token with `Contents: Read and write` on each of `repositories` (the workflow's GITHUB_TOKEN can send a dispatch only to its own repository)");
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f\s]/.test(token))
        r.problems.push('`dispatch-token` contains a space, a line break or another control character: copy the token again into the secret, on one line');
    return token;
}
function notifyInputs(r, common) {
    // In action.yml's order, so the problems are listed in it.
    const repositories = parseRepositories(r);
    const eventType = r.parse('event-type', schemas/* string */.YjP().regex(EVENT_TYPE, {
        message: 'must be 1 to 100 letters, digits, `.`, `_`, `:`, `/` or `-`, starting with a letter or a digit, such as `docs-agent-pr`'
    }));
    return {
        ...common,
        mode: 'notify',
        repositories,
        eventType: eventType ?? '',
        agentAuthors: parseAuthors(r),
        dispatchToken: parseToken(r)
    };
}

// EXTERNAL MODULE: ./src/modes/notify/outputs.ts
var outputs = __webpack_require__(22878);
;// CONCATENATED MODULE: ./src/modes/notify/index.ts


// Notify mode as the kernel sees it: a step in the docs repository's workflow that, when the agent
// opens its docs pull request there, sends a `repository_dispatch` to the code repositories, whose
// sweep then finishes the code pull request's check and comment within a minute. It never calls the
// docs API: it reads no key and no project id.
const code = (name) => `<code>${name}</code>`;
const notify = {
    name: 'notify',
    title: 'Docs notify',
    inputs: NOTIFY_INPUTS,
    common: NOTIFY_COMMON,
    outputs: outputs/* NOTIFY_OUTPUTS */.j,
    parse: (r, { common }) => notifyInputs(r, common),
    async run(run, inputs) {
        const { notifyMode } = await __webpack_require__.e(/* import() */ 507).then(__webpack_require__.bind(__webpack_require__, 85507));
        return notifyMode(run, inputs);
    },
    failureHints: message => /contents: write/.test(message)
        ? {
            last: [
                `Give ${code('dispatch-token')} ${code('Contents: Read and write')} on each repository named (a GitHub App installed there, or a fine-grained personal access token); the sweep's schedule still finishes the pull requests meanwhile.`
            ]
        }
        : {}
};


/***/ }),

/***/ 22878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ NOTIFY_OUTPUTS)
/* harmony export */ });
/* harmony import */ var _kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6705);

// Notify mode's outputs (summary.ts sets them), with the root action.yml's descriptions.
const NOTIFY_OUTPUTS = {
    notified: 'Notify: the repositories (`owner/name`, comma-separated) that accepted the dispatch; empty when the step skipped or none did.',
    ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('skipped-reason')
};


/***/ })

};
