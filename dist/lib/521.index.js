export const id = 521;
export const ids = [521];
export const modules = {

/***/ 56521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploymentMode: () => (/* binding */ deploymentMode)
});

// EXTERNAL MODULE: ../../main/node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(42077);
// EXTERNAL MODULE: ./src/kernel/api/admin.ts
var admin = __webpack_require__(87560);
// EXTERNAL MODULE: ./src/kernel/io/outputs.ts
var outputs = __webpack_require__(33071);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(3839);
// EXTERNAL MODULE: ./src/modes/platform/failures.ts
var failures = __webpack_require__(34616);
// EXTERNAL MODULE: ./src/kernel/api/failures.ts
var api_failures = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/modes/platform/report.ts
var platform_report = __webpack_require__(22481);
;// CONCATENATED MODULE: ./src/modes/platform/outcome.ts




const FOLLOW = 'It goes on on the service: follow it in the dashboard, or run this mode again for a new one.';
function rateLimitNote(report) {
    if (report.rateLimitedUntil === undefined)
        return '';
    const waitMs = Math.max(0, report.rateLimitedUntil - Date.now());
    const what = report.lastError?.status === 429 ? 'The API rate limit resets at' : 'The API asked to wait until';
    return ` ${what} ${(0,api_failures/* describeReset */.xv)(waitMs)}, after \`timeout-minutes\` runs out, so the action stopped reading at once.`;
}
function deploymentOutcome(report, failOn) {
    const what = `${(0,platform_report/* noun */.jB)(report.kind)} ${(0,outside/* forLog */.Ig)(report.statusId)}`;
    const last = (0,outside/* forLog */.Ig)(report.status?.status ?? 'unknown', 100);
    if (report.outcome === 'cancelled')
        return { failure: `Cancelled while waiting for ${what} (last status: ${last}). ${FOLLOW}` };
    if (report.outcome === 'timeout') {
        const lastError = report.lastError ? ` The last read failed: ${(0,outside/* forLog */.Ig)(report.lastError.message)}.` : '';
        const text = `Timed out after ${(0,api_failures/* formatWait */.Du)(report.elapsedMs)} waiting for ${what} (last status: ${last}).${rateLimitNote(report)}${lastError} ${FOLLOW}`;
        return failOn.has('timeout')
            ? { failure: text }
            : { warning: `${text} (\`fail-on\` does not include timeout, so the step succeeds.)` };
    }
    if (report.outcome !== 'terminal' || report.status?.status !== 'failure')
        return {};
    const summary = report.status.summary ? `: ${(0,outside/* forLog */.Ig)(report.status.summary, 300)}` : '';
    const text = `The ${what} failed${summary}. The job summary shows the end of its log; the dashboard has all of it.`;
    return failOn.has('failed')
        ? { failure: text }
        : { warning: `${text} (\`fail-on\` does not include failed, so the step succeeds.)` };
}
/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
function deploymentFailure(report, failOn) {
    const { failure, warning } = deploymentOutcome(report, failOn);
    if (warning)
        core.warning(warning);
    return failure;
}

// EXTERNAL MODULE: ./src/modes/platform/summary.ts
var summary = __webpack_require__(2735);
// EXTERNAL MODULE: ./src/kernel/api/admin-schemas.ts
var admin_schemas = __webpack_require__(83301);
// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(20908);
// EXTERNAL MODULE: ./src/kernel/api/poll-loop.ts
var poll_loop = __webpack_require__(54753);
;// CONCATENATED MODULE: ./src/modes/platform/wait.ts







/** The status of a read for a log line: the word, and the commit once it is known. */
function describeStatus(status) {
    const commit = status.commit?.sha ? ` (commit ${(0,outside/* forLog */.Ig)(status.commit.sha.slice(0, 12))})` : '';
    return `${(0,outside/* forLog */.Ig)(status.status ?? 'no status', 100)}${commit}`;
}
async function waitForDeployment(options) {
    const { client, statusId, clock } = options;
    const shownId = (0,outside/* forLog */.Ig)(statusId);
    const now = () => (clock ?? { now: Date.now }).now();
    const warned = new Set();
    const read = async (call) => {
        const status = await (0,admin/* getDeploymentStatus */.WP)(client, statusId, call);
        // The status named is the one asked for: another id is a contract problem, not progress.
        if (status._id && status._id !== statusId) {
            const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`;
            throw new errors/* ApiError */.h(`GET ${path}: the answer describes deployment ${(0,outside/* forLog */.Ig)(status._id)}, not ${shownId}`, { kind: 'contract', method: 'GET', path, retryable: false, mayHaveReachedServer: false });
        }
        const word = status.status ?? '';
        if (!(0,admin_schemas/* isKnownDeploymentStatus */.R2)(word) && !warned.has(word)) {
            warned.add(word);
            core.warning(`Deployment ${shownId} reports ${word ? `the status "${(0,outside/* forLog */.Ig)(word, 100)}"` : 'no status'}, which this action does not know: it is read as still running, and waiting goes on until success, failure or \`timeout-minutes\`.`);
        }
        return status;
    };
    return (0,poll_loop/* pollUntil */.g)({
        read,
        isTerminal: admin_schemas/* isDeploymentTerminal */.ww,
        statusOf: status => status.status,
        deadline: options.deadline,
        intervalMs: options.intervalMs,
        signal: options.signal,
        clock,
        onStatusChange: next => core.info(`Status: ${describeStatus(next)} (after ${(0,api_failures/* formatWait */.Du)(now() - options.started)})`),
        onReadError: (error, retryInMs) => core.warning(`Reading deployment ${shownId} failed (${(0,outside/* forLog */.Ig)(error.message)}); reading again in ${(0,api_failures/* formatWait */.Du)(retryInMs)}`)
    });
}

;// CONCATENATED MODULE: ./src/modes/platform/mode.ts









/** The preview URL as the action uses it: https only, anything else dropped with a warning. */
function usablePreviewUrl(url) {
    if (!url)
        return undefined;
    const href = (0,outside/* httpsUrl */.N3)(url);
    if (!href)
        core.warning(`Ignoring the previewUrl, which is not an https:// URL: ${(0,outside/* forLog */.Ig)(url, 200)}`);
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
        return await core.group(title, async () => {
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
async function deploymentMode(inputs, client, budget) {
    const started = Date.now();
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const kind = inputs.mode;
    const { triggered, failure: triggerFailure } = await trigger(inputs, client, budget, context);
    const { statusId, previewUrl } = triggered;
    // Reported before any waiting: whatever happens next, the deployment can be found.
    (0,outputs.setDeploymentOutputs)({ statusId, previewUrl });
    core.info(`Status id: ${(0,outside/* forLog */.Ig)(statusId, 128)}`);
    if (previewUrl)
        core.info(`Preview URL: ${(0,outside/* forLog */.Ig)(previewUrl)}`);
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
            const result = await core.group(`Waiting for the ${(0,platform_report/* noun */.jB)(kind)} ${(0,outside/* forLog */.Ig)(statusId)}`, () => waitForDeployment({
                client,
                statusId,
                deadline: budget.deadline,
                intervalMs: inputs.pollIntervalMs,
                signal: budget.cancel,
                started
            }));
            report = {
                ...report,
                status: result.job,
                outcome: result.kind,
                polls: result.polls,
                ...(result.kind === 'timeout'
                    ? { lastError: result.lastError, rateLimitedUntil: result.rateLimitedUntil }
                    : {})
            };
            const last = (0,outside/* forLog */.Ig)(result.job?.status ?? 'unknown', 100);
            core.info(`The ${(0,platform_report/* noun */.jB)(kind)} ${(0,outside/* forLog */.Ig)(statusId)}: ${result.kind === 'terminal' ? last : `${result.kind}, last status ${last}`}`);
        }
        catch (failure) {
            error = (0,failures/* describeAdminFailure */.V)(failure, 'status', context);
        }
    }
    report.elapsedMs = Date.now() - started;
    (0,outputs.setDeploymentOutputs)((0,platform_report/* deploymentOutputs */.C0)(report));
    if (inputs.mode === 'preview' && inputs.commentOnPr) {
        // Loaded only on a pull request's preview: Octokit costs start-up time.
        const { publishPreviewComment } = await Promise.all(/* import() */[__webpack_require__.e(824), __webpack_require__.e(235)]).then(__webpack_require__.bind(__webpack_require__, 82235));
        await publishPreviewComment(inputs, { branch: inputs.branch, statusId, previewUrl, state: previewState(report) }, budget);
    }
    await (0,summary/* writeDeploymentSummary */.D$)(report, error);
    return error ?? deploymentFailure(report, inputs.failOn);
}


/***/ })

};
