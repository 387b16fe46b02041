export const id = 986;
export const ids = [986];
export const modules = {

/***/ 25986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploymentMode: () => (/* binding */ deploymentMode)
});

// EXTERNAL MODULE: ./src/kernel/api/admin.ts
var admin = __webpack_require__(6977);
// EXTERNAL MODULE: ./src/modes/deployment/outputs.ts
var outputs = __webpack_require__(92080);
// EXTERNAL MODULE: ./src/kernel/wait/outcome.ts
var outcome = __webpack_require__(8763);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/api/admin-failures.ts
var admin_failures = __webpack_require__(64885);
;// CONCATENATED MODULE: ./src/modes/deployment/report.ts

/** The deployment's screenshot as an https URL: the default one, else the light or the dark one. */
function screenshotOf(status) {
    if (!status)
        return undefined;
    return [status.screenshot, status.screenshotLight, status.screenshotDark]
        .map(url => (0,safe_text/* httpsUrl */.N3)(url))
        .find(Boolean);
}
function deploymentOutputs(report) {
    const { status } = report;
    return {
        statusId: report.statusId,
        status: status?.status ?? undefined,
        previewUrl: report.previewUrl,
        commitSha: status?.commit?.sha ?? undefined,
        commitRef: status?.commit?.ref ?? undefined,
        commitMessage: status?.commit?.message ?? undefined,
        summary: status?.summary ?? undefined,
        screenshotUrl: screenshotOf(status)
    };
}
/** "deployment" or "preview deployment", for messages. */
const noun = (kind) => (kind === 'preview' ? 'preview deployment' : 'deployment');

;// CONCATENATED MODULE: ./src/modes/deployment/outcome.ts



// Whether a deployment or preview fails the step, per `fail-on` (`failed`, `timeout`), by the same
// rules and words as every wait (src/kernel/wait/outcome.ts). Outputs and the summary are written first.
const FOLLOW = 'It goes on on the service: follow it in the dashboard, or run this mode again for a new one.';
function deploymentOutcome(report, failOn) {
    const what = `${noun(report.kind)} ${(0,safe_text/* forLog */.Ig)(report.statusId)}`;
    const last = (0,safe_text/* forLog */.Ig)(report.status?.status ?? 'unknown', 100);
    const unfinished = (0,outcome/* unfinishedOutcome */.ii)(report, { what, last, next: FOLLOW, stopped: 'reading' }, failOn);
    if (unfinished)
        return unfinished;
    if (report.outcome !== 'terminal' || report.status?.status !== 'failure')
        return {};
    const summary = report.status.summary ? `: ${(0,safe_text/* forLog */.Ig)(report.status.summary, 300)}` : '';
    const text = `The ${what} failed${summary}. The job summary shows the end of its log; the dashboard has all of it.`;
    return (0,outcome/* perFailOn */.j3)(text, 'failed', failOn);
}
/** The reason the step fails, if any; a failure that `fail-on` excludes is logged as a warning. */
function deploymentFailure(report, failOn, log) {
    return (0,outcome/* stepFailure */.nK)(deploymentOutcome(report, failOn), message => log.warning(message));
}

// EXTERNAL MODULE: ./src/kernel/api/failures.ts
var failures = __webpack_require__(95419);
// EXTERNAL MODULE: ./src/kernel/io/message-html.ts
var message_html = __webpack_require__(96471);
// EXTERNAL MODULE: ./src/kernel/wait/wait-note.ts
var wait_note = __webpack_require__(7895);
;// CONCATENATED MODULE: ./src/modes/deployment/summary.ts





// The job summary of deploy and preview. Every value from the API passes safe-text.ts on
// its way into the Markdown; lists and the log are bounded, so a huge deployment stays readable and
// far below the runner's 1 MiB.
/** Paths shown per list (added, modified, removed); the rest are counted. */
const MAX_FILES_SHOWN = 50;
/** The log excerpt: its last lines, and at most this many characters of them. */
const LOG_LINES = 40;
const LOG_CHARS = 6000;
const cell = (value, max = 500) => (value ? (0,safe_text/* forMarkdown */.Bm)(value, max) : '—');
const code = (value) => `<code>${(0,safe_text/* forMarkdown */.Bm)(value, 200)}</code>`;
function fileList(title, files) {
    if (files === null || files === undefined)
        return '';
    if (typeof files === 'number')
        return `<p>${title}: ${files}</p>`;
    if (files.length === 0)
        return '';
    const shown = files.slice(0, MAX_FILES_SHOWN).map(f => `<li>${code(f)}</li>`);
    const more = files.length - shown.length;
    const rest = more > 0 ? `<li>… and ${more} more</li>` : '';
    return `<details><summary>${title} (${files.length})</summary><ul>${shown.join('')}${rest}</ul></details>`;
}
/** The end of the log, redacted before it is cut, in a `<pre>` that keeps the Markdown on one line. */
function logExcerpt(logs) {
    const lines = logs.slice(-LOG_LINES).map(line => (0,safe_text/* redact */.E$)(line));
    let text = lines.join('\n');
    if (text.length > LOG_CHARS)
        text = `…${text.slice(-LOG_CHARS)}`;
    const skipped = logs.length - lines.length;
    const note = skipped > 0 ? `<p>The last ${lines.length} of ${logs.length} log lines:</p>` : '';
    return `${note}<pre>${(0,safe_text/* forPre */.VI)(text, LOG_CHARS + 1)}</pre>`;
}
function commitRows(status) {
    const commit = status?.commit;
    const sha = commit?.sha ? code(commit.sha.slice(0, 40)) : '—';
    return [
        ['Commit', sha],
        ['Branch', cell(commit?.ref)],
        ['Message', cell(commit?.message, 1000)],
        ['Author', cell(status?.author?.name, 200)],
        ['Summary', cell(status?.summary, 1000)]
    ];
}
async function writeDeploymentSummary(summary, report, error) {
    const { status } = report;
    const title = report.kind === 'preview' ? 'Docs preview' : 'Docs deployment';
    const rows = [
        ['Status id', code(report.statusId)],
        ['Status', cell(status?.status, 100)],
        ...(report.kind === 'preview'
            ? [
                ['Preview', (0,safe_text/* markdownLink */.iQ)(report.previewUrl) || '—'],
                ['Branch asked for', cell(report.branch)]
            ]
            : []),
        ...commitRows(status),
        ['Elapsed', (0,failures/* formatWait */.Du)(report.elapsedMs)]
    ];
    summary.builder.addHeading(title, 2).addTable([
        [
            { data: 'Field', header: true },
            { data: 'Value', header: true }
        ],
        ...rows
    ]);
    const parts = [(0,wait_note/* waitNote */.C)(report.outcome, report.kind === 'preview' ? 'preview deployment' : 'deployment')];
    if (error)
        parts.push(`<p><strong>Error:</strong> ${(0,message_html/* messageHtml */.d)(error)}</p>`);
    const files = status?.commit?.filesChanged;
    parts.push(fileList('Files added', files?.added), fileList('Files modified', files?.modified), fileList('Files removed', files?.removed));
    if (status?.status === 'failure' && status.logs?.length)
        parts.push(`<h3>Log (end)</h3>${logExcerpt(status.logs)}`);
    const shot = screenshotOf(status);
    if (shot)
        parts.push(`<h3>Screenshot</h3><p>${(0,safe_text/* markdownImage */.ho)(shot, 'Screenshot of the deployed docs')}</p>`);
    summary.builder.addRaw(parts.filter(Boolean).join('\n'), true);
    await summary.write();
}

// EXTERNAL MODULE: ./src/kernel/api/admin-schemas.ts
var admin_schemas = __webpack_require__(91128);
// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./src/kernel/wait/wait.ts
var wait = __webpack_require__(78930);
;// CONCATENATED MODULE: ./src/modes/deployment/wait.ts





/** The status of a read for a log line: the word, and the commit once it is known. */
function describeStatus(status) {
    const commit = status.commit?.sha ? ` (commit ${(0,safe_text/* forLog */.Ig)(status.commit.sha.slice(0, 12))})` : '';
    return `${(0,safe_text/* forLog */.Ig)(status.status ?? 'no status', 100)}${commit}`;
}
/** The deployment `statusId` as the one wait follows it. */
function watchedDeployment(statusId) {
    const shownId = (0,safe_text/* forLog */.Ig)(statusId);
    return {
        id: statusId,
        idOf: status => status._id || undefined,
        statusOf: status => status.status ?? '',
        isKnownStatus: admin_schemas/* isKnownDeploymentStatus */.R2,
        isTerminal: admin_schemas/* isDeploymentTerminal */.ww,
        name: `deployment ${shownId}`,
        describe: describeStatus,
        unknownStatus: ({ status: word }) => `Deployment ${shownId} reports ${word ? `the status "${(0,safe_text/* forLog */.Ig)(word, 100)}"` : 'no status'}, which this action does not know: it is read as still running, and waiting goes on until success, failure or \`timeout-minutes\`.`,
        // Another id is a contract problem, not progress.
        wrongRecord: status => {
            const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`;
            return new errors/* ApiError */.hD(`GET ${path}: the answer describes deployment ${(0,safe_text/* forLog */.Ig)(status._id ?? '')}, not ${shownId}`, { kind: 'contract', method: 'GET', path, retryable: false, mayHaveReachedServer: false });
        },
        readFailed: (error, retryIn) => `Reading deployment ${shownId} failed (${(0,safe_text/* forLog */.Ig)(error.message)}); reading again in ${retryIn}`
    };
}
function waitForDeployment(options) {
    const { client, statusId } = options;
    const { log } = options;
    return (0,wait/* waitFor */.fm)(new wait/* RecordCheck */.qs(watchedDeployment(statusId), log), {
        log,
        read: call => (0,admin/* getDeploymentStatus */.WP)(client, statusId, call),
        deadline: options.deadline,
        intervalMs: options.intervalMs,
        signal: options.signal,
        clock: options.clock,
        started: options.started
    });
}

;// CONCATENATED MODULE: ./src/modes/deployment/run.ts









/** The preview URL as the action uses it: https only, anything else dropped with a warning. */
function usablePreviewUrl(url, log) {
    if (!url)
        return undefined;
    const href = (0,safe_text/* httpsUrl */.N3)(url);
    if (!href)
        log.warning(`Ignoring the previewUrl, which is not an https:// URL: ${(0,safe_text/* forLog */.Ig)(url, 200)}`);
    return href;
}
/**
 * Sends the trigger. When the answer broke the contract but named the status id (the deployment
 * probably started), returns that id with the failure; throws when nothing is known of what started.
 */
async function trigger(inputs, client, { budget, log }, context) {
    const call = { deadline: budget.deadline, signal: budget.cancel };
    const preview = inputs.mode === 'preview';
    const title = preview
        ? `Creating the preview of ${(0,safe_text/* forLog */.Ig)(inputs.branch, 200)}`
        : 'Triggering the deployment';
    try {
        return await log.group(title, async () => {
            if (!preview)
                return { triggered: await (0,admin/* triggerDeployment */.Se)(client, inputs.projectId, call) };
            const answer = await (0,admin/* triggerPreview */.lE)(client, inputs.projectId, inputs.branch, call);
            return {
                triggered: { statusId: answer.statusId, previewUrl: usablePreviewUrl(answer.previewUrl, log) }
            };
        });
    }
    catch (error) {
        const message = (0,admin_failures/* describeAdminFailure */.V)(error, inputs.mode, context);
        const ids = error instanceof admin/* AdminContractError */.EZ ? error.ids : {};
        if (!ids.statusId)
            throw new Error(message, { cause: error });
        return { triggered: { statusId: ids.statusId, previewUrl: ids.previewUrl }, failure: message };
    }
}
/** Runs deploy or preview mode. Returns the reason the step fails, if it does; outputs are written either way. */
async function deploymentMode(run, inputs, client, after) {
    const { budget, log } = run;
    const started = budget.clock.now();
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const kind = inputs.mode;
    const { triggered, failure: triggerFailure } = await trigger(inputs, client, run, context);
    const { statusId, previewUrl } = triggered;
    // Reported before any waiting: whatever happens next, the deployment can be found.
    (0,outputs/* setDeploymentOutputs */.uL)(run.outputs, { statusId, previewUrl });
    log.info(`Status id: ${(0,safe_text/* forLog */.Ig)(statusId, 128)}`);
    if (previewUrl)
        log.info(`Preview URL: ${(0,safe_text/* forLog */.Ig)(previewUrl)}`);
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
            const result = await log.group(`Waiting for the ${noun(kind)} ${(0,safe_text/* forLog */.Ig)(statusId)}`, () => waitForDeployment({
                client,
                statusId,
                deadline: budget.deadline,
                intervalMs: inputs.pollIntervalMs,
                signal: budget.cancel,
                clock: budget.clock,
                started,
                log
            }));
            report = { ...report, status: result.job, ...(0,outcome/* waitFields */.Bs)(result) };
            const last = (0,safe_text/* forLog */.Ig)(result.job?.status ?? 'unknown', 100);
            log.info(`The ${noun(kind)} ${(0,safe_text/* forLog */.Ig)(statusId)}: ${result.kind === 'terminal' ? last : `${result.kind}, last status ${last}`}`);
        }
        catch (failure) {
            error = (0,admin_failures/* describeAdminFailure */.V)(failure, 'status', context);
        }
    }
    report.elapsedMs = budget.clock.now() - started;
    (0,outputs/* setDeploymentOutputs */.uL)(run.outputs, deploymentOutputs(report));
    await after?.(report);
    await writeDeploymentSummary(run.summary, report, error);
    return error ?? deploymentFailure(report, inputs.failOn, log);
}


/***/ })

};
