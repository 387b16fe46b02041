export const id = 474;
export const ids = [474];
export const modules = {

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
// EXTERNAL MODULE: ./src/kernel/inputs/parser.ts
var parser = __webpack_require__(57164);
;// CONCATENATED MODULE: ./src/modes/sweep/inputs.ts


/** The sweep's inputs besides the common ones, with action.yml's defaults. */
const SWEEP_INPUTS = {
    'previous-api-key': undefined,
    'max-jobs': '20'
};
/** The most pull requests one sweep may read: its requests stay bounded whatever the cap says. */
const MAX_JOBS_LIMIT = 100;
function sweepInputs(r, common) {
    const maxJobs = r.parse('max-jobs', (0,parser/* numberInput */.QR)('pull requests, such as 20').pipe(schemas/* number */.aig()
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

// EXTERNAL MODULE: ./src/modes/sweep/outputs.ts
var outputs = __webpack_require__(36085);
;// CONCATENATED MODULE: ./src/modes/sweep/index.ts


// The sweep as the kernel sees it: finds the agent jobs pull requests still wait on (the
// `docs-agent:waiting` label), reads each once, and finishes the check run and the comment of those
// that ended, as a waiting run would have. A short run: events start it, a sparse schedule backs it up.
const sweep = {
    name: 'sweep',
    title: 'Docs sweep',
    inputs: SWEEP_INPUTS,
    outputs: outputs/* SWEEP_OUTPUTS */.i,
    parse: (r, { common }) => sweepInputs(r, common),
    async run(run, inputs, client) {
        const { sweepMode } = await Promise.all(/* import() */[__webpack_require__.e(673), __webpack_require__.e(852), __webpack_require__.e(711)]).then(__webpack_require__.bind(__webpack_require__, 1711));
        return sweepMode(run, inputs, client);
    }
};


/***/ }),

/***/ 36085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ SWEEP_OUTPUTS)
/* harmony export */ });
// The sweep's outputs (summary.ts sets them), with the root action.yml's descriptions.
const SWEEP_OUTPUTS = {
    finished: 'Sweep: the jobs (and closed pull requests) whose comment and check run it finished.',
    running: 'Sweep: the jobs it read that still run.',
    left: 'Sweep: the waiting pull requests it did not read (`max-jobs`, or the time left): the next sweep reads them.',
    failed: 'Sweep: the pull requests it could not sweep (a failed read or write); the next sweep tries again.'
};


/***/ })

};
