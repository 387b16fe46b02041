export const id = 210;
export const ids = [210];
export const modules = {

/***/ 77076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ isJobTerminal),
/* harmony export */   Vs: () => (/* binding */ readAgentJob),
/* harmony export */   Yr: () => (/* binding */ jobOutcome),
/* harmony export */   ai: () => (/* binding */ watchedJob),
/* harmony export */   bX: () => (/* binding */ WrongJobError),
/* harmony export */   hx: () => (/* binding */ describeJob)
/* harmony export */ });
/* unused harmony export resumeHint */
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37770);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8763);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51618);



// An agent job as a thing to wait for and to judge: agent mode's job, and an automation run's job
// (read through the same endpoint). Its identity, statuses and log words for the one wait
// (wait.ts), and whether it fails the step per `fail-on` (outcome.ts).
/** A record of another job than the one the run named: a broken contract, never a job to follow. */
class WrongJobError extends Error {
    jobId;
    otherId;
    constructor(message, 
    /** The job the run named. */
    jobId, 
    /** The job the record was of. */
    otherId) {
        super(message);
        this.jobId = jobId;
        this.otherId = otherId;
        this.name = 'WrongJobError';
    }
}
function isJobTerminal(job) {
    return _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATUSES */ .CM.has(job.status);
}
/** The job's status (and pull request) for a log line: every outside value through forLog. */
function describeJob(job) {
    const pr = job.prLink ? `, pull request ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.prLink)}` : '';
    return `${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status)}${pr}`;
}
/** The job `jobId` as the one wait follows it. */
function watchedJob(jobId) {
    const shown = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return {
        id: jobId,
        idOf: job => job.id,
        statusOf: job => job.status,
        isKnownStatus: _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnownStatus */ .ih,
        isTerminal: isJobTerminal,
        name: `job ${shown}`,
        describe: describeJob,
        unknownStatus: job => `Job ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)} has a status the action does not know, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`,
        wrongRecord: job => new WrongJobError(`The API answered for job ${shown} with a record of another job, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)}: a broken contract. ` +
            `The action keeps to job ${shown}, the one this run named, and does not follow the other.`, jobId, job.id),
        readFailed: (error, retryIn) => `Reading job ${shown} failed (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(error.message)}); polling again in ${retryIn}`
    };
}
/**
 * The one way any mode reads an agent job (`GET .../job/{id}`): the record must be of the job asked
 * for. A record of another id is a broken contract (WrongJobError), never that job's state.
 */
async function readAgentJob(client, projectId, jobId, call) {
    const job = await client.getJob(projectId, jobId, call);
    if (job.id !== jobId)
        throw watchedJob(jobId).wrongRecord(job);
    return job;
}
function resumeHint(jobId) {
    return `It keeps running on the service; to wait for it again, run with \`job-id: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId)}\` and no \`prompt\`.`;
}
/** What the user can do about a job that ended badly. */
function nextSteps(jobId) {
    const id = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`;
}
/** Whether the job's wait fails the step, per `fail-on` (`failed`, `archived`, `no-pr`, `timeout`). */
function jobOutcome(report, failOn) {
    const { job } = report;
    const jobId = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(report.jobId);
    const last = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job?.status ?? 'unknown');
    const next = resumeHint(report.jobId);
    const unfinished = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .unfinishedOutcome */ .ii)(report, { what: `job ${jobId}`, last, next, stopped: 'polling' }, failOn);
    if (unfinished)
        return unfinished;
    if (report.outcome !== 'terminal' || !job)
        return {};
    let warning;
    if (job.status === 'failed' || job.status === 'archived') {
        const text = job.status === 'failed'
            ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
            : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`;
        const judged = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .perFailOn */ .j3)(text, job.status, failOn);
        if (judged.failure)
            return judged;
        warning = judged.warning;
    }
    if (!job.prLink && failOn.has('no-pr'))
        return { failure: `Job ${jobId} finished as ${last} without a pull request (\`fail-on: no-pr\`).` };
    return { warning };
}


/***/ }),

/***/ 14210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  automationMode: () => (/* binding */ automationMode)
});

// EXTERNAL MODULE: ./src/kernel/wait/agent-job.ts
var agent_job = __webpack_require__(77076);
// EXTERNAL MODULE: ./src/kernel/api/admin.ts
var admin = __webpack_require__(6977);
// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./src/kernel/api/failures.ts
var failures = __webpack_require__(95419);
// EXTERNAL MODULE: ./src/modes/automation/outputs.ts
var outputs = __webpack_require__(56024);
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/wait/outcome.ts
var outcome = __webpack_require__(8763);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/wait/wait.ts
var wait = __webpack_require__(78930);
// EXTERNAL MODULE: ./src/kernel/api/admin-failures.ts
var admin_failures = __webpack_require__(64885);
// EXTERNAL MODULE: ./src/kernel/io/message-html.ts
var message_html = __webpack_require__(96471);
// EXTERNAL MODULE: ./src/kernel/wait/wait-note.ts
var wait_note = __webpack_require__(7895);
;// CONCATENATED MODULE: ./src/modes/automation/summary.ts




// The job summary of automation mode. Every value from the API passes safe-text.ts on its way into the
// Markdown.
const cell = (value, max = 500) => (value ? (0,safe_text/* forMarkdown */.Bm)(value, max) : '—');
const code = (value) => `<code>${(0,safe_text/* forMarkdown */.Bm)(value, 200)}</code>`;
async function writeAutomationSummary(summary, report, error) {
    const { job, followed } = report;
    const how = !followed
        ? '—'
        : followed.readable
            ? 'through the agent job endpoint'
            : `not followed: ${(0,safe_text/* forMarkdown */.Bm)(followed.why, 1000)}`;
    summary.builder.addHeading('Docs automation', 2).addTable([
        [
            { data: 'Field', header: true },
            { data: 'Value', header: true }
        ],
        ['Automation', code(report.schemaId ?? report.automationId)],
        ['Run (instance id)', report.instanceId ? code(report.instanceId) : '—'],
        ['Job id', report.jobId ? code(report.jobId) : '—'],
        ['Waited', how],
        ['Status', cell(job?.status, 100)],
        ['Pull request', (0,safe_text/* markdownLink */.iQ)(job?.prLink) || '—'],
        ['Elapsed', (0,failures/* formatWait */.Du)(report.elapsedMs)]
    ]);
    // An unreadable run was not waited for, whatever `wait` says: the paragraph below tells why.
    const parts = [followed?.readable === false ? '' : (0,wait_note/* waitNote */.C)(report.outcome, 'run')];
    if (followed && !followed.readable)
        parts.push('<p>The API documents no status for an automation run: follow it in the dashboard, with the ids above.</p>');
    if (error)
        parts.push(`<p><strong>Error:</strong> ${(0,message_html/* messageHtml */.d)(error)}</p>`);
    summary.builder.addRaw(parts.filter(Boolean).join('\n'), true);
    await summary.write();
}

;// CONCATENATED MODULE: ./src/modes/automation/mode.ts











const DASHBOARD = 'the API documents no status for automation runs; follow the run in the dashboard';
/** The run's job through the agent job endpoint: its first record, or why it cannot be read. */
async function firstRead(check, options) {
    const shown = (0,safe_text/* forLog */.Ig)(check.watched.id);
    let reads = 0;
    const read = call => {
        reads += 1;
        return options.read(call);
    };
    try {
        // The one wait, stopping at the first record: failed reads are retried until the deadline.
        const result = await (0,wait/* waitFor */.fm)(check, { ...options, read, stopAt: () => true });
        if (result.kind === 'cancelled')
            return { why: 'the workflow was cancelled', polls: result.polls, cancelled: true };
        if (result.kind === 'timeout')
            return {
                why: `no read of job ${shown} succeeded before \`timeout-minutes\``,
                polls: result.polls,
                timedOut: true
            };
        return { job: result.job, polls: result.polls };
    }
    catch (error) {
        if (error instanceof agent_job/* WrongJobError */.bX)
            return {
                why: `the agent job endpoint answered with another job (${(0,safe_text/* forLog */.Ig)(error.otherId)})`,
                polls: reads
            };
        const status = (0,errors/* isApiError */.d7)(error) && error.status ? `HTTP ${error.status}` : (0,error_message/* errorMessage */.g)(error);
        return {
            why: `the agent job endpoint could not read job ${shown} (${(0,safe_text/* forLog */.Ig)(status, 300)})`,
            polls: reads
        };
    }
}
/** Follows the run's job `jobId` when the agent job endpoint can read it, filling in `report`. */
async function followJob(inputs, client, { budget, log }, report, jobId, started) {
    const check = new wait/* RecordCheck */.qs((0,agent_job/* watchedJob */.ai)(jobId), log);
    const options = {
        log,
        read: (call) => (0,agent_job/* readAgentJob */.Vs)(client, inputs.projectId, jobId, call),
        deadline: budget.deadline,
        intervalMs: inputs.pollIntervalMs,
        signal: budget.cancel,
        clock: budget.clock,
        started
    };
    const first = await log.group(`Trying the agent job endpoint for job ${(0,safe_text/* forLog */.Ig)(jobId)}`, () => firstRead(check, options));
    report.polls = first.polls;
    if ('why' in first) {
        if (first.cancelled) {
            report.outcome = 'cancelled';
            return {
                cancelled: `Cancelled while reading the automation's job ${(0,safe_text/* forLog */.Ig)(jobId)}. The run goes on: follow it in the dashboard.`
            };
        }
        report.followed = { readable: false, why: first.why };
        // Reads that kept failing say nothing of the run: worth a warning, not a red step.
        const line = `Not waiting: ${first.why}; ${DASHBOARD}.`;
        if (first.timedOut)
            log.warning(line);
        else
            log.info(line);
        return {};
    }
    report.followed = { readable: true };
    report.job = first.job;
    log.info(`The automation's job ${(0,safe_text/* forLog */.Ig)(jobId)} can be read with the agent job endpoint (status ${(0,safe_text/* forLog */.Ig)(first.job.status)}): waiting for it as agent mode does.`);
    try {
        if ((0,agent_job/* isJobTerminal */.Os)(first.job))
            report.outcome = 'terminal';
        else {
            const result = await log.group(`Waiting for job ${(0,safe_text/* forLog */.Ig)(jobId)}`, () => (0,wait/* waitFor */.fm)(check, { ...options, initial: first.job }));
            Object.assign(report, {
                job: result.job ?? first.job,
                ...(0,outcome/* waitFields */.Bs)(result),
                polls: report.polls + result.polls
            });
        }
    }
    catch (failure) {
        const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
        return {
            error: failure instanceof agent_job/* WrongJobError */.bX ? failure.message : (0,failures/* describeApiFailure */.ge)(failure, 'get', context)
        };
    }
    return { judge: true };
}
/** Runs automation mode. Returns the reason the step fails, if it does; outputs are written either way. */
async function automationMode(run, inputs, client) {
    const { budget, log } = run;
    const started = budget.clock.now();
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const call = { deadline: budget.deadline, signal: budget.cancel };
    const report = {
        automationId: inputs.automationId,
        outcome: 'not-waited',
        elapsedMs: 0,
        polls: 0
    };
    const finish = async (error) => {
        report.elapsedMs = budget.clock.now() - started;
        (0,outputs/* setAutomationOutputs */.Qq)(run.outputs, {
            ...report,
            status: report.job?.status,
            prLink: (0,safe_text/* httpsUrl */.N3)(report.job?.prLink)
        });
        await writeAutomationSummary(run.summary, report, error);
    };
    let ids;
    try {
        ids = await log.group(`Triggering automation ${(0,safe_text/* forLog */.Ig)(inputs.automationId)}`, () => (0,admin/* triggerAutomation */.sh)(client, inputs.projectId, inputs.automationId, call));
    }
    catch (error) {
        const message = (0,admin_failures/* describeAdminFailure */.V)(error, 'automation', context);
        const salvaged = error instanceof admin/* AdminContractError */.EZ ? error.ids : {};
        if (!salvaged.schemaId && !salvaged.instanceId && !salvaged.jobId)
            throw new Error(message, { cause: error });
        Object.assign(report, salvaged);
        await finish(message);
        return message;
    }
    // Reported before anything else: whatever happens next, the run can be found.
    Object.assign(report, { schemaId: ids.schemaId, instanceId: ids.instanceId, jobId: ids.jobId });
    (0,outputs/* setAutomationOutputs */.Qq)(run.outputs, ids);
    log.info(`Automation run started: schema ${(0,safe_text/* forLog */.Ig)(ids.schemaId ?? '—')}, instance ${(0,safe_text/* forLog */.Ig)(ids.instanceId ?? '—')}, job ${(0,safe_text/* forLog */.Ig)(ids.jobId ?? '—')}`);
    if (!inputs.wait) {
        await finish();
        return undefined;
    }
    if (!ids.jobId) {
        report.followed = { readable: false, why: "the trigger's answer named no job id" };
        log.info(`Not waiting: ${report.followed.why}; ${DASHBOARD}.`);
        await finish();
        return undefined;
    }
    const jobId = ids.jobId;
    const { error, cancelled, judge } = await followJob(inputs, client, run, report, jobId, started);
    await finish(error);
    if (!judge)
        return error ?? cancelled;
    // The job is an agent job: its outcome is decided as agent mode decides it.
    return (0,outcome/* stepFailure */.nK)((0,agent_job/* jobOutcome */.Yr)({ ...report, jobId, job: report.job }, inputs.failOn), message => log.warning(message));
}


/***/ })

};
