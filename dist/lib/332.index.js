export const id = 332;
export const ids = [332];
export const modules = {

/***/ 69797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   em: () => (/* binding */ failureFor)
/* harmony export */ });
/* unused harmony exports resumeHint, outcomeFor */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42077);
/* harmony import */ var _kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2528);
/* harmony import */ var _kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3839);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62444);




// Whether the finished run fails the step, per `fail-on`. Outputs and the summary are written first.
// A failure that `fail-on` excludes still gets a warning, so a green step never hides it.
function resumeHint(jobId) {
    return `It keeps running on the service; to wait for it again, run with \`job-id: ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId)}\` and no \`prompt\`.`;
}
/** What the user can do about a job that ended badly. */
function nextSteps(jobId) {
    const id = (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`;
}
/** Why polling stopped early: the API asked to wait past the deadline. */
function rateLimitNote(report) {
    if (report.rateLimitedUntil === undefined)
        return '';
    const waitMs = Math.max(0, report.rateLimitedUntil - Date.now());
    const what = report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until';
    return ` ${what} ${(0,_kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .describeReset */ .xv)(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped polling at once.`;
}
function outcomeFor(report, failOn) {
    const { job } = report;
    const jobId = (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(report.jobId);
    const last = (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job?.status ?? 'unknown');
    if (report.outcome === 'cancelled') {
        return {
            failure: `Cancelled while waiting for job ${jobId} (last status: ${last}). ${resumeHint(report.jobId)}`
        };
    }
    if (report.outcome === 'timeout') {
        const lastError = report.lastError ? ` The last read failed: ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(report.lastError.message)}.` : '';
        const text = `Timed out after ${(0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(report.elapsedMs)} waiting for job ${jobId} (last status: ${last}).${rateLimitNote(report)}${lastError} ${resumeHint(report.jobId)}`;
        return failOn.has('timeout')
            ? { failure: text }
            : { warning: `${text} (\`fail-on\` does not include timeout, so the step succeeds.)` };
    }
    if (report.outcome !== 'terminal' || !job)
        return {};
    const excluded = (what) => ` (\`fail-on\` does not include ${what}, so the step succeeds.)`;
    let warning;
    if (job.status === 'failed' || job.status === 'archived') {
        const text = job.status === 'failed'
            ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
            : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`;
        if (failOn.has(job.status))
            return { failure: text };
        warning = `${text}${excluded(job.status)}`;
    }
    if (!job.prLink && failOn.has('no-pr'))
        return { failure: `Job ${jobId} finished as ${last} without a pull request (fail-on: no-pr).` };
    return { warning };
}
/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
function failureFor(report, failOn) {
    const { failure, warning } = outcomeFor(report, failOn);
    if (warning)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(warning);
    return failure;
}


/***/ }),

/***/ 42332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   automationMode: () => (/* binding */ automationMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42077);
/* harmony import */ var _agent_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69797);
/* harmony import */ var _agent_poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51572);
/* harmony import */ var _kernel_api_admin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87560);
/* harmony import */ var _kernel_api_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20908);
/* harmony import */ var _kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2528);
/* harmony import */ var _kernel_io_outputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33071);
/* harmony import */ var _kernel_error_message_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84008);
/* harmony import */ var _kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3839);
/* harmony import */ var _kernel_api_poll_loop_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(54753);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(34616);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2735);












const DASHBOARD = 'the API documents no status for automation runs; follow the run in the dashboard';
/** The run's job through the agent job endpoint: its first record, or why it cannot be read. */
async function firstRead(inputs, client, budget, jobId) {
    const shown = (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId);
    try {
        // The shared loop, stopping at the first record: failed reads are retried until the deadline.
        const result = await (0,_kernel_api_poll_loop_js__WEBPACK_IMPORTED_MODULE_8__/* .pollUntil */ .g)({
            read: call => client.getJob(inputs.projectId, jobId, call),
            isTerminal: () => true,
            statusOf: job => job.status,
            deadline: budget.deadline,
            intervalMs: inputs.pollIntervalMs,
            signal: budget.cancel,
            onReadError: (error, retryInMs) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Reading job ${shown} failed (${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(error.message)}); trying again in ${(0,_kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_5__/* .formatWait */ .Du)(retryInMs)}`)
        });
        if (result.kind === 'cancelled')
            return { why: 'the workflow was cancelled', polls: result.polls, cancelled: true };
        if (result.kind === 'timeout')
            return {
                why: `no read of job ${shown} succeeded before \`timeout-minutes\``,
                polls: result.polls,
                timedOut: true
            };
        if (result.job.id !== jobId)
            return {
                why: `the agent job endpoint answered with another job (${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(result.job.id)})`,
                polls: result.polls
            };
        return { job: result.job, polls: result.polls };
    }
    catch (error) {
        const status = (0,_kernel_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isApiError */ .d)(error) && error.status ? `HTTP ${error.status}` : (0,_kernel_error_message_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .g)(error);
        return { why: `the agent job endpoint could not read job ${shown} (${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(status, 300)})`, polls: 1 };
    }
}
/** Runs automation mode. Returns the reason the step fails, if it does; outputs are written either way. */
async function automationMode(inputs, client, budget) {
    const started = Date.now();
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const call = { deadline: budget.deadline, signal: budget.cancel };
    const report = {
        automationId: inputs.automationId,
        outcome: 'not-waited',
        elapsedMs: 0,
        polls: 0
    };
    const finish = async (error) => {
        report.elapsedMs = Date.now() - started;
        (0,_kernel_io_outputs_js__WEBPACK_IMPORTED_MODULE_6__.setAutomationOutputs)({ ...report, status: report.job?.status, prLink: (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .httpsUrl */ .N3)(report.job?.prLink) });
        await (0,_summary_js__WEBPACK_IMPORTED_MODULE_10__/* .writeAutomationSummary */ .fR)(report, error);
    };
    let ids;
    try {
        ids = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(`Triggering automation ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(inputs.automationId)}`, () => (0,_kernel_api_admin_js__WEBPACK_IMPORTED_MODULE_3__/* .triggerAutomation */ .sh)(client, inputs.projectId, inputs.automationId, call));
    }
    catch (error) {
        const message = (0,_failures_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAdminFailure */ .V)(error, 'automation', context);
        const salvaged = error instanceof _kernel_api_admin_js__WEBPACK_IMPORTED_MODULE_3__/* .AdminContractError */ .EZ ? error.ids : {};
        if (!salvaged.schemaId && !salvaged.instanceId && !salvaged.jobId)
            throw new Error(message, { cause: error });
        Object.assign(report, salvaged);
        await finish(message);
        return message;
    }
    // Reported before anything else: whatever happens next, the run can be found.
    Object.assign(report, { schemaId: ids.schemaId, instanceId: ids.instanceId, jobId: ids.jobId });
    (0,_kernel_io_outputs_js__WEBPACK_IMPORTED_MODULE_6__.setAutomationOutputs)(ids);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Automation run started: schema ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(ids.schemaId ?? '—')}, instance ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(ids.instanceId ?? '—')}, job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(ids.jobId ?? '—')}`);
    if (!inputs.wait) {
        await finish();
        return undefined;
    }
    if (!ids.jobId) {
        report.followed = { readable: false, why: "the trigger's answer named no job id" };
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Not waiting: ${report.followed.why}; ${DASHBOARD}.`);
        await finish();
        return undefined;
    }
    const jobId = ids.jobId;
    const first = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(`Trying the agent job endpoint for job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId)}`, () => firstRead(inputs, client, budget, jobId));
    report.polls = first.polls;
    if ('why' in first) {
        if (first.cancelled) {
            report.outcome = 'cancelled';
            await finish();
            return `Cancelled while reading the automation's job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId)}. The run goes on: follow it in the dashboard.`;
        }
        report.followed = { readable: false, why: first.why };
        // Reads that kept failing say nothing of the run: worth a warning, not a red step.
        const say = first.timedOut ? _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning : _actions_core__WEBPACK_IMPORTED_MODULE_0__.info;
        say(`Not waiting: ${first.why}; ${DASHBOARD}.`);
        await finish();
        return undefined;
    }
    report.followed = { readable: true };
    report.job = first.job;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`The automation's job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId)} can be read with the agent job endpoint (status ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(first.job.status)}): waiting for it as agent mode does.`);
    let error;
    if (!(0,_agent_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .isTerminal */ .Hd)(first.job)) {
        try {
            const result = await _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(`Waiting for job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId)}`, () => (0,_agent_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .pollUntilTerminal */ ._g)({
                initial: first.job,
                read: c => client.getJob(inputs.projectId, jobId, c),
                deadline: budget.deadline,
                intervalMs: inputs.pollIntervalMs,
                signal: budget.cancel,
                onStatusChange: next => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Status: ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(next.status)} (after ${(0,_kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_5__/* .formatWait */ .Du)(Date.now() - started)})`),
                onReadError: (e, retryInMs) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Reading job ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(jobId)} failed (${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_7__/* .forLog */ .Ig)(e.message)}); polling again in ${(0,_kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_5__/* .formatWait */ .Du)(retryInMs)}`)
            }));
            Object.assign(report, {
                job: result.job ?? first.job,
                outcome: result.kind,
                polls: report.polls + result.polls
            });
            if (result.kind === 'timeout')
                Object.assign(report, { lastError: result.lastError, rateLimitedUntil: result.rateLimitedUntil });
        }
        catch (failure) {
            error = (0,_kernel_api_failures_js__WEBPACK_IMPORTED_MODULE_5__/* .describeApiFailure */ .ge)(failure, 'get', context);
        }
    }
    else {
        report.outcome = 'terminal';
    }
    await finish(error);
    if (error)
        return error;
    // The job is an agent job: its outcome is decided as agent mode decides it.
    const agentReport = { ...report, action: 'resumed', jobId, job: report.job };
    return (0,_agent_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .failureFor */ .em)(agentReport, inputs.failOn);
}


/***/ })

};
