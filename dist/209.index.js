export const id = 209;
export const ids = [209];
export const modules = {

/***/ 3209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   analyticsMode: () => (/* binding */ analyticsMode)
/* harmony export */ });
// Placeholder until the analytics export lands (issue 3).
async function analyticsMode(_inputs, _client, _signal) {
    return '`mode: analytics` is not supported yet.';
}


/***/ })

};
