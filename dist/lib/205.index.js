export const id = 205;
export const ids = [205];
export const modules = {

/***/ 7205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   failureSummary: () => (/* binding */ failureSummary)
/* harmony export */ });
/* unused harmony export failureHints */
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);

const code = (name) => `<code>${name}</code>`;
/** What to check, from the kind of failure the message describes. */
function failureHints(message, context = {}) {
    if (context.inputError)
        return [`Fix the input named above in the step's ${code('with:')} block. No request was sent.`];
    const first = context.hints?.first ?? [];
    const hints = [...first];
    if (/cancelled/i.test(message) && first.length === 0)
        hints.push(/nothing was (sent|started)/i.test(message)
            ? 'The workflow was cancelled before anything was started: run it again when you need it.'
            : 'The workflow was cancelled. A job created before that keeps running on the service: find it in the dashboard, or wait for it with ' +
                `${code('job-id')}.`);
    if (/timeout-minutes|deadline|no answer|did not finish|timed out/i.test(message))
        hints.push(`A service did not answer in time. Check its status, then run again, or raise ${code('timeout-minutes')}.`);
    if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|certificate|fetch failed|socket/i.test(message))
        hints.push(`The API could not be reached: check ${code('base-url')} and this runner's network (behind a proxy, ${code('HTTPS_PROXY')} and ${code('NO_PROXY')}).`);
    if (/\b401\b|\b403\b|api-key/i.test(message))
        hints.push(`Check ${code('api-key')}: a current admin key (mint_…) with the scope this mode needs.`);
    if (/\b404\b|project-id/i.test(message))
        hints.push(`Check ${code('project-id')} and ${code('base-url')}.`);
    hints.push(...(context.hints?.last ?? []));
    if (hints.length === 0)
        hints.push(`The step's log has the details. ${code('project-id')}, ${code('api-key')} and ${code('base-url')} are the usual suspects.`);
    return hints;
}
function failureSummary(message, context = {}) {
    const title = context.title ?? 'Docs agent action';
    const hints = failureHints(message, context);
    return [
        `<h2>${title}: failed</h2>`,
        `<p><strong>What failed:</strong> ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(message, 4000)}</p>`,
        `<p><strong>What to check:</strong></p>`,
        `<ul>${hints.map(h => `<li>${h}</li>`).join('')}</ul>`,
        ''
    ].join('\n');
}


/***/ })

};
