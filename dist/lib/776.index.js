export const id = 776;
export const ids = [776,261];
export const modules = {

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsStepIo: () => (/* binding */ actionsStepIo)
/* harmony export */ });
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55188);
/* harmony import */ var _step_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37267);
/* harmony import */ var _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22956);



const actionsSummary = async () => (await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(119), __webpack_require__.e(659)]).then(__webpack_require__.bind(__webpack_require__, 91659))).summary;
function actionsStepIo(env = process.env) {
    const log = {
        info: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.info,
        warning: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.warning,
        debug: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.debug,
        group: _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.group
    };
    return {
        log,
        outputs: new _outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .t(_workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.setOutput),
        summary: new _step_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .StepSummary */ .B(actionsSummary, env.GITHUB_STEP_SUMMARY, _workflow_commands_js__WEBPACK_IMPORTED_MODULE_2__.warning)
    };
}


/***/ }),

/***/ 55188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ Outputs)
/* harmony export */ });
/* unused harmony export TOTAL_OUTPUT_BYTES */
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85442);

// The run's outputs. Every value passes forOutput on its way: redacted, one line, bounded. All outputs
// together are bounded too (the runner refuses oversized ones): a value that would take them past
// TOTAL_OUTPUT_BYTES is cut, with a visible note. Each mode names its own outputs in its outputs.ts; a
// front end says where they go (a GitHub Actions step's output file, a terminal's JSON).
/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
const TOTAL_OUTPUT_BYTES = 256 * 1024;
class Outputs {
    write;
    /** Each output's value as written (an output set twice counts once, at its last value). */
    values = new Map();
    constructor(write) {
        this.write = write;
    }
    set(name, value) {
        let text = (0,_outside_js__WEBPACK_IMPORTED_MODULE_0__/* .forOutput */ .np)(value === undefined ? '' : String(value));
        let others = 0;
        for (const [other, written] of this.values)
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
        if (this.values.get(name) === text)
            return;
        this.values.set(name, text);
        this.write(name, text);
    }
    /** The value an output was last set to in this run (as written), if it was set. */
    get(name) {
        return this.values.get(name);
    }
}
/** The longest prefix within `maxBytes` of UTF-8, never splitting a character. */
function utf8Cut(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    let end = maxBytes;
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}


/***/ }),

/***/ 37267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ StepSummary)
/* harmony export */ });
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34261);

// The run's job summary: a builder that modes add to (the subset of @actions/core's summary they use,
// so a GitHub Actions step builds exactly @actions/core's HTML), and one write that turns it into text
// and appends it to the summary file within the runner's limits (summary-file.ts).

/**
 * What modes add to, kept as a list of calls: the front end's builder (@actions/core's summary in a
 * GitHub Actions step) loads only when the summary is written, after the work, and replays them.
 */
class SummaryCalls {
    calls = [];
    addHeading(text, level) {
        this.calls.push(b => b.addHeading(text, level));
        return this;
    }
    addTable(rows) {
        this.calls.push(b => b.addTable(rows));
        return this;
    }
    addRaw(text, addEOL) {
        this.calls.push(b => b.addRaw(text, addEOL));
        return this;
    }
    addDetails(label, content) {
        this.calls.push(b => b.addDetails(label, content));
        return this;
    }
}
class StepSummary {
    loadBuilder;
    file;
    calls = new SummaryCalls();
    constructor(
    /** Loads the front end's builder, which turns what modes added into the summary's text. */
    loadBuilder, file, warn) {
        this.loadBuilder = loadBuilder;
        this.file = new _summary_file_js__WEBPACK_IMPORTED_MODULE_0__.SummaryFile(file, warn);
    }
    /** What modes add to; nothing is written until `write`. */
    get builder() {
        return this.calls;
    }
    /** Whether this run wrote any summary (main.ts writes a short one on failure if not). */
    get written() {
        return this.file.written;
    }
    /** Appends `markdown` (if given) to what was built, then writes it all out. */
    async write(markdown) {
        if (markdown !== undefined)
            this.calls.addRaw(markdown, true);
        const calls = this.calls.calls.splice(0);
        const builder = await this.loadBuilder();
        builder.emptyBuffer();
        for (const call of calls)
            call(builder);
        const text = builder.stringify();
        builder.emptyBuffer();
        this.file.append(text);
    }
    /** Writes `text` as it is, past the builder (a failure summary after a half-built one was dropped). */
    append(text) {
        this.file.append(text);
    }
    /** Drops what was built and not written: a failed mode's half-built summary. */
    discard() {
        this.calls.calls.length = 0;
    }
}


/***/ }),

/***/ 34261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SUMMARY_LIMIT_BYTES: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   SummaryFile: () => (/* binding */ SummaryFile),
/* harmony export */   truncateHtml: () => (/* binding */ truncateHtml)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// Appending to the job summary file within the runner's limits, without @actions/core: a run that
// fails before any mode starts (an input error) writes its short summary through here, and loading
// @actions/core only for that would cost more than the rest of the entry (BENCHMARKS.md, start-up).
//  - the runner drops a step's summary over 1 MiB (all of it, not the excess): the file is kept under
//    that, cut at a safe point with a visible note;
//  - some runners and emulators set no GITHUB_STEP_SUMMARY: a warning, once, and the step goes on.
/** The runner's limit per step, and what we keep to (a little under it, for the note). */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
const KEEP_BYTES = SUMMARY_LIMIT_BYTES - 4 * 1024;
/** One run's job summary file: what it appended, and whether it warned that there is none. */
class SummaryFile {
    file;
    warn;
    /** Whether any summary has been written in this run (main.ts writes a short one on failure if not). */
    written = false;
    warnedMissing = false;
    /** `file` is GITHUB_STEP_SUMMARY: undefined on runners and emulators that set none. */
    constructor(file, warn) {
        this.file = file;
        this.warn = warn;
    }
    /** Appends `text` (Markdown with inline HTML), cut to fit under the runner's limit. */
    append(text) {
        this.written = true;
        if (!this.file) {
            if (!this.warnedMissing)
                this.warn('No job summary: GITHUB_STEP_SUMMARY is not set on this runner. The outputs are set as usual.');
            this.warnedMissing = true;
            return;
        }
        const room = KEEP_BYTES - sizeOf(this.file);
        let kept = text;
        if (Buffer.byteLength(text, 'utf8') > room) {
            kept = truncateHtml(text, room);
            if (!kept)
                this.warn("The job summary is already at the runner's 1 MiB limit: this part of it was not written.");
        }
        if (kept)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(this.file, kept);
    }
}
function sizeOf(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size;
    }
    catch {
        return 0;
    }
}
// Elements with no closing tag, and the ones whose content is raw text.
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr', 'col', 'meta', 'link', 'source', 'area', 'base']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g;
/**
 * `html` cut to at most `maxBytes` of UTF-8 with a visible note: never inside a tag, an entity or a
 * character; tags left open are closed (in order), and so is a Markdown code fence.
 */
function truncateHtml(html, maxBytes) {
    const total = Buffer.byteLength(html, 'utf8');
    if (total <= maxBytes)
        return html;
    const note = (left) => `\n\n<p><strong>Summary cut here:</strong> the runner accepts at most 1 MiB per step, so ${left.toLocaleString('en-US')} bytes were left out. The full details are in the step's log and outputs.</p>\n`;
    // Room for the closing tags and the note; the note is counted with the largest possible number.
    const reserve = Buffer.byteLength(note(total), 'utf8') + 512;
    if (maxBytes <= reserve)
        return '';
    let kept = utf8Prefix(html, maxBytes - reserve);
    // Not inside a tag: drop a trailing `<…` that has no `>`.
    const open = kept.lastIndexOf('<');
    if (open > kept.lastIndexOf('>'))
        kept = kept.slice(0, open);
    // Not inside an entity: drop a trailing `&name` / `&#123` with no `;`.
    kept = kept.replace(/&#?[a-zA-Z0-9]{0,31}$/, '');
    // Prefer a line (block) boundary when one is near, so a table row or paragraph stays whole.
    const line = kept.lastIndexOf('\n');
    if (line >= 0 && kept.length - line < 2048)
        kept = kept.slice(0, line);
    const stack = [];
    for (const m of kept.matchAll(TAG)) {
        const name = m[2].toLowerCase();
        if (VOID.has(name) || m[3])
            continue;
        if (m[1]) {
            const at = stack.lastIndexOf(name);
            if (at >= 0)
                stack.length = at;
        }
        else
            stack.push(name);
    }
    const fences = kept.split('\n').filter(l => /^\s*(```|~~~)/.test(l)).length;
    const closing = (fences % 2 ? '\n```\n' : '') +
        stack
            .reverse()
            .map(n => `</${n}>`)
            .join('');
    const left = total - Buffer.byteLength(kept, 'utf8');
    const result = `${kept}${closing}${note(left)}`;
    return Buffer.byteLength(result, 'utf8') <= maxBytes ? result : `${note(left).trim()}\n`;
}
/** The longest prefix of `text` within `maxBytes` of UTF-8, never splitting a character. */
function utf8Prefix(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return text;
    let end = Math.max(0, maxBytes);
    // Back up to the start of a character (continuation bytes are 10xxxxxx).
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}


/***/ })

};
