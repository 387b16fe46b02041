export const id = 188;
export const ids = [188];
export const modules = {

/***/ 55188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOTAL_OUTPUT_BYTES: () => (/* binding */ TOTAL_OUTPUT_BYTES),
/* harmony export */   outputValue: () => (/* binding */ outputValue),
/* harmony export */   resetOutputs: () => (/* binding */ resetOutputs),
/* harmony export */   setAgentOutputs: () => (/* binding */ setAgentOutputs),
/* harmony export */   setAnalyticsOutputs: () => (/* binding */ setAnalyticsOutputs),
/* harmony export */   setAutomationOutputs: () => (/* binding */ setAutomationOutputs),
/* harmony export */   setCommentUrlOutput: () => (/* binding */ setCommentUrlOutput),
/* harmony export */   setDeploymentOutputs: () => (/* binding */ setDeploymentOutputs),
/* harmony export */   setJobIdOutput: () => (/* binding */ setJobIdOutput),
/* harmony export */   setSkippedOutputs: () => (/* binding */ setSkippedOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85442);


// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded. All outputs together are bounded too (the runner refuses oversized ones): a
// value that would take them past TOTAL_OUTPUT_BYTES is cut, with a visible note.
/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
const TOTAL_OUTPUT_BYTES = 256 * 1024;
/** Each output's value as written (an output set twice counts once, at its last value). */
const values = new Map();
function output(name, value) {
    let text = (0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forOutput */ .np)(value === undefined ? '' : String(value));
    let others = 0;
    for (const [other, written] of values)
        if (other !== name)
            others += Buffer.byteLength(written, 'utf8');
    const room = TOTAL_OUTPUT_BYTES - others;
    const size = Buffer.byteLength(text, 'utf8');
    if (size > room) {
        const note = ` [cut: all outputs together are limited to ${TOTAL_OUTPUT_BYTES / 1024} KiB]`;
        text = room > note.length ? `${utf8Cut(text, room - note.length)}${note}` : '';
    }
    // The runner appends every setOutput to its file: a value already written is not written again
    // (the job id, set before polling, is set once).
    if (values.get(name) === text)
        return;
    values.set(name, text);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput(name, text);
}
/** Forgets what was written: a new run (the runner starts a process per step; tests run modes in process). */
function resetOutputs() {
    values.clear();
}
/** The value an output was last set to in this run (as written), if it was set. */
function outputValue(name) {
    return values.get(name);
}
/** The longest prefix within `maxBytes` of UTF-8, never splitting a character. */
function utf8Cut(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    let end = maxBytes;
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}
/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
function setJobIdOutput(jobId) {
    output('job-id', jobId);
}
function setAgentOutputs(outputs) {
    output('job-id', outputs.jobId);
    output('action', outputs.action);
    output('status', outputs.status ?? '');
    output('pr-link', outputs.prLink ?? '');
    output('model', outputs.model ?? '');
    output('job', outputs.job ?? '');
    output('branch', outputs.branch ?? '');
    output('repository', outputs.repository ?? '');
    // The number at the end of a pull request URL (GitHub's /pull/N, GitLab's /merge_requests/N).
    output('docs-pr-number', /\/(?:pull|pulls|merge_requests)\/(\d{1,9})(?:[/?#]|$)/.exec(outputs.prLink ?? '')?.[1] ?? '');
}
/** Agent mode did nothing, on purpose: `action` is `skipped`, and the reason is one line. */
function setSkippedOutputs(reason) {
    output('action', 'skipped');
    output('skipped-reason', reason);
}
function setCommentUrlOutput(url) {
    output('comment-url', url);
}
function setAnalyticsOutputs(outputs) {
    output('total-views', outputs.totalViews);
    output('human-views', outputs.humanViews);
    output('ai-views', outputs.aiViews);
    output('page-count', outputs.pageCount);
    output('export-dir', outputs.exportDir);
    output('artifact-id', outputs.artifactId ?? '');
    output('artifact-url', outputs.artifactUrl ?? '');
    output('searches-total', outputs.searchesTotal);
    output('feedback-count', outputs.feedbackCount);
    output('assistant-conversations', outputs.assistantConversations);
    output('assistant-turns', outputs.assistantTurns);
    output('datasets', outputs.datasets);
    output('requests', outputs.requests);
    output('complete', String(outputs.complete));
    output('checkpoint', outputs.checkpoint);
    output('report-path', outputs.reportPath);
    output('headline', outputs.headline);
    output('report-issue-url', outputs.reportIssueUrl);
}
function setDeploymentOutputs(outputs) {
    output('status-id', outputs.statusId);
    output('status', outputs.status);
    output('preview-url', outputs.previewUrl);
    output('commit-sha', outputs.commitSha);
    output('commit-ref', outputs.commitRef);
    output('commit-message', outputs.commitMessage);
    output('summary', outputs.summary);
    output('screenshot-url', outputs.screenshotUrl);
}
function setAutomationOutputs(outputs) {
    output('schema-id', outputs.schemaId);
    output('instance-id', outputs.instanceId);
    output('job-id', outputs.jobId);
    output('status', outputs.status);
    output('pr-link', outputs.prLink ?? undefined);
}


/***/ })

};
