export const id = 662;
export const ids = [662];
export const modules = {

/***/ 12662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploymentMode: () => (/* binding */ deploymentMode)
});

// EXTERNAL MODULE: ./src/kernel/io/workflow-commands.ts
var workflow_commands = __webpack_require__(22956);
// EXTERNAL MODULE: ./src/kernel/api/admin.ts
var admin = __webpack_require__(6977);
// EXTERNAL MODULE: ./src/modes/platform/outputs.ts
var outputs = __webpack_require__(49808);
// EXTERNAL MODULE: ./src/kernel/wait/outcome.ts
var outcome = __webpack_require__(8763);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(85442);
// EXTERNAL MODULE: ./src/modes/platform/failures.ts
var failures = __webpack_require__(74435);
// EXTERNAL MODULE: ./src/modes/platform/report.ts
var platform_report = __webpack_require__(98734);
;// CONCATENATED MODULE: ./src/modes/platform/outcome.ts




// Whether a deployment or preview fails the step, per `fail-on` (`failed`, `timeout`), by the same
// rules and words as every wait (src/kernel/wait/outcome.ts). Outputs and the summary are written first.
const FOLLOW = 'It goes on on the service: follow it in the dashboard, or run this mode again for a new one.';
function deploymentOutcome(report, failOn) {
    const what = `${(0,platform_report/* noun */.jB)(report.kind)} ${(0,outside/* forLog */.Ig)(report.statusId)}`;
    const last = (0,outside/* forLog */.Ig)(report.status?.status ?? 'unknown', 100);
    const unfinished = (0,outcome/* unfinishedOutcome */.ii)(report, { what, last, next: FOLLOW, stopped: 'reading' }, failOn);
    if (unfinished)
        return unfinished;
    if (report.outcome !== 'terminal' || report.status?.status !== 'failure')
        return {};
    const summary = report.status.summary ? `: ${(0,outside/* forLog */.Ig)(report.status.summary, 300)}` : '';
    const text = `The ${what} failed${summary}. The job summary shows the end of its log; the dashboard has all of it.`;
    return (0,outcome/* perFailOn */.j3)(text, 'failed', failOn);
}
/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
function deploymentFailure(report, failOn) {
    return (0,outcome/* stepFailure */.nK)(deploymentOutcome(report, failOn), workflow_commands.warning);
}

// EXTERNAL MODULE: ./src/modes/platform/summary.ts
var summary = __webpack_require__(5038);
// EXTERNAL MODULE: ./src/kernel/api/admin-schemas.ts
var admin_schemas = __webpack_require__(91128);
// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./src/kernel/wait/wait.ts
var wait = __webpack_require__(78930);
;// CONCATENATED MODULE: ./src/modes/platform/wait.ts






/** The status of a read for a log line: the word, and the commit once it is known. */
function describeStatus(status) {
    const commit = status.commit?.sha ? ` (commit ${(0,outside/* forLog */.Ig)(status.commit.sha.slice(0, 12))})` : '';
    return `${(0,outside/* forLog */.Ig)(status.status ?? 'no status', 100)}${commit}`;
}
/** The deployment `statusId` as the one wait follows it. */
function watchedDeployment(statusId) {
    const shownId = (0,outside/* forLog */.Ig)(statusId);
    return {
        id: statusId,
        idOf: status => status._id || undefined,
        statusOf: status => status.status ?? '',
        isKnownStatus: admin_schemas/* isKnownDeploymentStatus */.R2,
        isTerminal: admin_schemas/* isDeploymentTerminal */.ww,
        name: `deployment ${shownId}`,
        describe: describeStatus,
        unknownStatus: ({ status: word }) => `Deployment ${shownId} reports ${word ? `the status "${(0,outside/* forLog */.Ig)(word, 100)}"` : 'no status'}, which this action does not know: it is read as still running, and waiting goes on until success, failure or \`timeout-minutes\`.`,
        // Another id is a contract problem, not progress.
        wrongRecord: status => {
            const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`;
            return new errors/* ApiError */.hD(`GET ${path}: the answer describes deployment ${(0,outside/* forLog */.Ig)(status._id ?? '')}, not ${shownId}`, { kind: 'contract', method: 'GET', path, retryable: false, mayHaveReachedServer: false });
        },
        readFailed: (error, retryIn) => `Reading deployment ${shownId} failed (${(0,outside/* forLog */.Ig)(error.message)}); reading again in ${retryIn}`
    };
}
function waitForDeployment(options) {
    const { client, statusId } = options;
    return (0,wait/* waitFor */.fm)(new wait/* RecordCheck */.qs(watchedDeployment(statusId), workflow_commands), {
        log: workflow_commands,
        read: call => (0,admin/* getDeploymentStatus */.WP)(client, statusId, call),
        deadline: options.deadline,
        intervalMs: options.intervalMs,
        signal: options.signal,
        clock: options.clock,
        started: options.started
    });
}

;// CONCATENATED MODULE: ./src/modes/platform/mode.ts










/** The preview URL as the action uses it: https only, anything else dropped with a warning. */
function usablePreviewUrl(url) {
    if (!url)
        return undefined;
    const href = (0,outside/* httpsUrl */.N3)(url);
    if (!href)
        workflow_commands.warning(`Ignoring the previewUrl, which is not an https:// URL: ${(0,outside/* forLog */.Ig)(url, 200)}`);
    return href;
}
/**
 * Sends the trigger. When the answer broke the contract but named the status id (the deployment
 * probably started), returns that id with the failure; throws when nothing is known of what started.
 */
async function trigger(inputs, client, budget, context) {
    const call = { deadline: budget.deadline, signal: budget.cancel };
    const preview = inputs.mode === 'preview';
    const title = preview
        ? `Creating the preview of ${(0,outside/* forLog */.Ig)(inputs.branch, 200)}`
        : 'Triggering the deployment';
    try {
        return await workflow_commands.group(title, async () => {
            if (!preview)
                return { triggered: await (0,admin/* triggerDeployment */.Se)(client, inputs.projectId, call) };
            const answer = await (0,admin/* triggerPreview */.lE)(client, inputs.projectId, inputs.branch, call);
            return { triggered: { statusId: answer.statusId, previewUrl: usablePreviewUrl(answer.previewUrl) } };
        });
    }
    catch (error) {
        const message = (0,failures/* describeAdminFailure */.V)(error, inputs.mode, context);
        const ids = error instanceof admin/* AdminContractError */.EZ ? error.ids : {};
        if (!ids.statusId)
            throw new Error(message, { cause: error });
        return { triggered: { statusId: ids.statusId, previewUrl: ids.previewUrl }, failure: message };
    }
}
/** The preview's state in the pull request's comment, in a few words. */
function previewState(report) {
    const status = report.status?.status;
    if (report.outcome === 'terminal')
        return status === 'success' ? 'Ready' : `Failed, status ${status ?? 'unknown'}`;
    if (report.outcome === 'not-waited')
        return 'Building (the step did not wait)';
    const last = status ? `, last status ${status}` : '';
    return report.outcome === 'timeout'
        ? `Still building when the step stopped waiting${last}`
        : `Building when the run was cancelled${last}`;
}
/** Runs deploy or preview mode. Returns the reason the step fails, if it does; outputs are written either way. */
async function deploymentMode(run, inputs, client) {
    const started = Date.now();
    const { budget, trigger: runTrigger } = run;
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const kind = inputs.mode;
    const { triggered, failure: triggerFailure } = await trigger(inputs, client, budget, context);
    const { statusId, previewUrl } = triggered;
    // Reported before any waiting: whatever happens next, the deployment can be found.
    (0,outputs/* setDeploymentOutputs */.uL)(run.outputs, { statusId, previewUrl });
    workflow_commands.info(`Status id: ${(0,outside/* forLog */.Ig)(statusId, 128)}`);
    if (previewUrl)
        workflow_commands.info(`Preview URL: ${(0,outside/* forLog */.Ig)(previewUrl)}`);
    let report = {
        kind,
        statusId,
        branch: kind === 'preview' ? inputs.branch : undefined,
        previewUrl,
        outcome: 'not-waited',
        elapsedMs: 0,
        polls: 0
    };
    let error = triggerFailure;
    if (!error && inputs.wait) {
        try {
            const result = await workflow_commands.group(`Waiting for the ${(0,platform_report/* noun */.jB)(kind)} ${(0,outside/* forLog */.Ig)(statusId)}`, () => waitForDeployment({
                client,
                statusId,
                deadline: budget.deadline,
                intervalMs: inputs.pollIntervalMs,
                signal: budget.cancel,
                started
            }));
            report = { ...report, status: result.job, ...(0,outcome/* waitFields */.Bs)(result) };
            const last = (0,outside/* forLog */.Ig)(result.job?.status ?? 'unknown', 100);
            workflow_commands.info(`The ${(0,platform_report/* noun */.jB)(kind)} ${(0,outside/* forLog */.Ig)(statusId)}: ${result.kind === 'terminal' ? last : `${result.kind}, last status ${last}`}`);
        }
        catch (failure) {
            error = (0,failures/* describeAdminFailure */.V)(failure, 'status', context);
        }
    }
    report.elapsedMs = Date.now() - started;
    (0,outputs/* setDeploymentOutputs */.uL)(run.outputs, (0,platform_report/* deploymentOutputs */.C0)(report));
    if (inputs.mode === 'preview' && inputs.commentOnPr) {
        // Loaded only on a pull request's preview: Octokit costs start-up time.
        const { publishPreviewComment } = await Promise.all(/* import() */[__webpack_require__.e(324), __webpack_require__.e(902)]).then(__webpack_require__.bind(__webpack_require__, 55902));
        const url = await publishPreviewComment(inputs, { branch: inputs.branch, statusId, previewUrl, state: previewState(report) }, budget, runTrigger);
        (0,outputs/* setPreviewCommentUrl */.Z$)(run.outputs, url);
    }
    await (0,summary/* writeDeploymentSummary */.D$)(run.summary, report, error);
    return error ?? deploymentFailure(report, inputs.failOn);
}


/***/ })

};
