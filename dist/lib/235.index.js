export const id = 235;
export const ids = [235];
export const modules = {

/***/ 82235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishPreviewComment: () => (/* binding */ publishPreviewComment)
/* harmony export */ });
/* unused harmony export previewCommentBody */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42077);
/* harmony import */ var _kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3839);
/* harmony import */ var _kernel_github_api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67270);
/* harmony import */ var _kernel_github_comment_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24515);
/* harmony import */ var _kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77535);
/* harmony import */ var _kernel_github_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72661);
/* harmony import */ var _kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48054);







const markerOf = (workflow, job) => `<!-- docs-agent-action:preview ${encodeURIComponent(workflow)}/${encodeURIComponent(job)} -->`;
function previewCommentBody(marker, facts, runUrl) {
    const link = facts.previewUrl ? (0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(facts.previewUrl) : 'no preview URL yet';
    return [
        marker,
        '### Docs preview',
        '',
        `**${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(facts.state, 200)}**: ${link}`,
        '',
        `Branch <code>${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(facts.branch, 255)}</code> · status id <code>${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(facts.statusId, 128)}</code>${runUrl ? ` · ${(0,_kernel_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(runUrl, 'workflow run')}` : ''}`
    ].join('\n');
}
/** Writes or updates the preview comment; a failure is a warning, never the step's failure. */
async function publishPreviewComment(inputs, facts, budget, env = process.env) {
    if (!inputs.commentOnPr || !_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_5__/* .PULL_REQUEST_EVENTS */ .m_.has(env.GITHUB_EVENT_NAME ?? '') || !inputs.githubToken)
        return undefined;
    try {
        const { github, request } = await (0,_kernel_github_octokit_js__WEBPACK_IMPORTED_MODULE_6__/* .openGitHub */ .o)(inputs.githubToken, budget);
        const target = (0,_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_5__/* .pullRequestTarget */ .Sj)(github.context);
        if (!target)
            return undefined;
        const store = new _kernel_github_comment_store_js__WEBPACK_IMPORTED_MODULE_3__/* .CommentStore */ .j(request, target);
        const marker = markerOf(github.context.workflow || 'workflow', github.context.job || 'job');
        const comments = await store.list();
        const trusted = await store.trustedIdentities(comments);
        const existing = comments.find(c => c.body.startsWith(marker) && trusted.some(identity => (0,_kernel_github_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .sameAuthor */ .ov)(c.author, identity)));
        const written = await store.write(existing?.id, previewCommentBody(marker, facts, (0,_kernel_github_context_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowRunUrl */ .CX)(env, target)));
        return written?.url;
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning((0,_kernel_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubWarning */ .e5)('write the preview comment', error, true, 'The preview itself is unaffected: its link is in the outputs and the job summary.'));
        return undefined;
    }
}


/***/ })

};
