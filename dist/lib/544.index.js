export const id = 544;
export const ids = [544];
export const modules = {

/***/ 76544:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMON_INPUTS: () => (/* reexport safe */ _kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__.s7),
/* harmony export */   MODES: () => (/* binding */ MODES),
/* harmony export */   MODE_DEFINITIONS: () => (/* binding */ MODE_DEFINITIONS),
/* harmony export */   MODE_INPUTS: () => (/* binding */ MODE_INPUTS),
/* harmony export */   MODE_NAMES: () => (/* reexport safe */ _table_js__WEBPACK_IMPORTED_MODULE_2__.Jc),
/* harmony export */   ignoredInputs: () => (/* binding */ ignoredInputs),
/* harmony export */   parseInputs: () => (/* binding */ parseInputs)
/* harmony export */ });
/* harmony import */ var _kernel_inputs_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(574);
/* harmony import */ var _kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24880);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50604);



const MODES = await (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .loadModes */ .jw)();
/** Each mode's definition by its name. */
const MODE_DEFINITIONS = Object.fromEntries(MODES.map(mode => [mode.name, mode]));
/** Parses the root action's inputs: the mode `mode` names, then its own inputs. */
function parseInputs(readInput, env = process.env, now = new Date()) {
    const { inputs, warnings } = (0,_kernel_inputs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseModeInputs */ .U)(MODES, readInput, env, now);
    return { inputs: inputs, warnings };
}
/** Each mode's own inputs (an input several modes read is listed under the first), for action.yml checks. */
const MODE_INPUTS = (0,_kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .ownedInputs */ .jW)(MODES);

/** The inputs `mode` does not read that were set to something other than their default. */
function ignoredInputs(mode, read) {
    return (0,_kernel_inputs_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .ignoredInputs */ .oV)(MODES, mode, read);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ })

};
