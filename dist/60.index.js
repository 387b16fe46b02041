export const id = 60;
export const ids = [60];
export const modules = {

/***/ 19060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyticsMode: () => (/* binding */ analyticsMode)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(70819);
// EXTERNAL MODULE: ./src/outputs.ts
var outputs = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/analytics/artifact.ts
/**
 * GHES check with @actions/artifact's own rule (github.com, *.ghe.com and *.localhost have the
 * service). Done up front because the library's GHES error comes with a long warning of its own; this
 * way the user sees one clear warning.
 */
function isGhes(serverUrl) {
    let host;
    try {
        host = new URL(serverUrl || 'https://github.com').hostname.toUpperCase();
    }
    catch {
        return false;
    }
    return host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
}
function artifactUrl(env, id) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = env;
    if (!server || !repo || !runId)
        return undefined;
    return `${server.replace(/\/+$/, '')}/${repo}/actions/runs/${encodeURIComponent(runId)}/artifacts/${id}`;
}
/**
 * Uploads, or warns once and returns undefined where no artifact service exists (outside a runner,
 * or on GHES): the files stay on disk and the step still succeeds. Any other upload error is thrown.
 */
async function uploadArtifactFiles(upload, warn, env = process.env) {
    const keptHint = `The files stay in ${upload.rootDirectory}.`;
    if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
        warn(`Not uploading the artifact: no artifact service here (ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL is not set, so this is not a GitHub Actions runner). ${keptHint}`);
        return undefined;
    }
    if (isGhes(env.GITHUB_SERVER_URL)) {
        warn(`Not uploading the artifact: GitHub Enterprise Server (${env.GITHUB_SERVER_URL}) does not support this artifact service. ${keptHint} Upload them with actions/upload-artifact@v3 for GHES.`);
        return undefined;
    }
    const { DefaultArtifactClient, GHESNotSupportedError } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645)]).then(__webpack_require__.bind(__webpack_require__, 9645));
    try {
        const result = await new DefaultArtifactClient().uploadArtifact(upload.name, upload.files, upload.rootDirectory, upload.retentionDays === undefined ? {} : { retentionDays: upload.retentionDays });
        if (result.id === undefined)
            throw new Error('the artifact service returned no artifact id');
        return { id: result.id, url: artifactUrl(env, result.id) };
    }
    catch (error) {
        if (error instanceof GHESNotSupportedError) {
            warn(`Not uploading the artifact: ${error.message} ${keptHint}`);
            return undefined;
        }
        throw error;
    }
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/retry-policy.ts
var retry_policy = __webpack_require__(71101);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/failures.ts
var failures = __webpack_require__(24320);
;// CONCATENATED MODULE: ./src/analytics/rows.ts
// One compact row per path while pages arrive. An export can reach hundreds of thousands of rows, so
// the raw responses are dropped at once, the counts live in growable typed arrays (8 bytes per
// number), and paths are found through an open-addressing table of row indices (a Uint32Array, about
// 8 bytes a row) rather than a Map, whose entries cost several times that at 300k rows.
const INITIAL_CAPACITY = 1024;
const EMPTY = 0xffffffff;
/** FNV-1a over UTF-16 code units: cheap, and spreads similar paths (`/docs/page-1`, `-2`, …) well. */
function hashOf(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return hash >>> 0;
}
class RowStore {
    paths = [];
    /** Row index per slot, EMPTY when free; kept at most half full so probes stay short. */
    slots = new Uint32Array(INITIAL_CAPACITY * 2).fill(EMPTY);
    // Float64 rather than Uint32: a popular page over a long range may pass 2^32 views.
    human = new Float64Array(INITIAL_CAPACITY);
    ai = new Float64Array(INITIAL_CAPACITY);
    total = new Float64Array(INITIAL_CAPACITY);
    get size() {
        return this.paths.length;
    }
    /** Adds a row; returns false (keeping the first row) when the path is already stored. */
    add(row) {
        const slot = this.slotOf(row.path);
        if (this.slots[slot] !== EMPTY)
            return false;
        const i = this.paths.length;
        this.slots[slot] = i;
        this.paths.push(row.path);
        if (i === this.total.length)
            this.grow();
        this.human[i] = row.human;
        this.ai[i] = row.ai;
        this.total[i] = row.total;
        return true;
    }
    row(i) {
        return {
            path: this.paths[i],
            human: this.human[i],
            ai: this.ai[i],
            total: this.total[i]
        };
    }
    /**
     * Row indices by `total` descending, then `path` in UTF-16 code-unit order (not localeCompare, whose
     * result depends on the runtime's ICU data), so the same rows always give the same file bytes.
     */
    sortedIndices() {
        const order = new Uint32Array(this.paths.length);
        for (let i = 0; i < order.length; i++)
            order[i] = i;
        const { total, paths } = this;
        return order.sort((a, b) => {
            const byTotal = total[b] - total[a];
            if (byTotal !== 0)
                return byTotal;
            const pa = paths[a];
            const pb = paths[b];
            return pa < pb ? -1 : pa > pb ? 1 : 0;
        });
    }
    /** The first `count` rows of an order from sortedIndices(), for the summary's top list. */
    rowsAt(order, count) {
        return Array.from(order.subarray(0, count), i => this.row(i));
    }
    /** The slot holding `path`, or the free slot where it belongs (linear probing). */
    slotOf(path) {
        const mask = this.slots.length - 1;
        for (let slot = hashOf(path) & mask;; slot = (slot + 1) & mask) {
            const i = this.slots[slot];
            if (i === EMPTY || this.paths[i] === path)
                return slot;
        }
    }
    /** Grows by half, not double: at 300k rows doubling leaves up to 6 MB of counts unused. */
    grow() {
        const capacity = Math.ceil(this.total.length * 1.5);
        // The table stays a power of two (for masking) of at least twice the rows.
        let tableSize = this.slots.length;
        while (tableSize < capacity * 2)
            tableSize *= 2;
        if (tableSize !== this.slots.length) {
            this.slots = new Uint32Array(tableSize).fill(EMPTY);
            for (let i = 0; i < this.paths.length; i++)
                this.slots[this.slotOf(this.paths[i])] = i;
        }
        const widen = (from) => {
            const to = new Float64Array(capacity);
            to.set(from);
            return to;
        };
        this.human = widen(this.human);
        this.ai = widen(this.ai);
        this.total = widen(this.total);
    }
}

;// CONCATENATED MODULE: ./src/analytics/export.ts





/** Why the export stopped, with how far it got, so a re-run can be judged. */
class ExportFailure extends Error {
    rowsFetched;
    offset;
    requests;
    constructor(message, rowsFetched, offset, requests) {
        super(message);
        this.rowsFetched = rowsFetched;
        this.offset = offset;
        this.requests = requests;
        this.name = 'ExportFailure';
    }
}
/**
 * Waits between two tries of the same offset, after the client's own retries (up to 4, honouring
 * Retry-After) gave up. Longer than the client's: an hourly rate limit needs minutes, not seconds.
 */
const RESUME_POLICY = { maxRetries: Infinity, baseDelayMs: 1000, maxDelayMs: 5 * 60_000 };
const sameTotals = (a, b) => a.human === b.human && a.ai === b.ai && a.total === b.total;
const showTotals = (t) => `total ${t.total} (human ${t.human}, AI ${t.ai})`;
async function exportPageViews(request, deps) {
    const { client, signal, deadline, log } = deps;
    const sleep = deps.sleep ?? clock/* realClock */.d.sleep;
    const rows = new RowStore();
    let totals;
    let requests = 0;
    let duplicatesDropped = 0;
    let warnedTotals = false;
    let offset = 0;
    const progress = () => `fetched ${rows.size} rows, reached offset ${offset}`;
    const stop = (message) => new ExportFailure(message, rows.size, offset, requests);
    for (;;) {
        const page = await fetchWithResume();
        totals ??= page.totals;
        if (!warnedTotals && !sameTotals(totals, page.totals)) {
            warnedTotals = true;
            log.warning(`The page at offset ${offset} reported ${showTotals(page.totals)}, unlike the first page's ` +
                `${showTotals(totals)}; keeping the first page's totals. The data may have changed during the export.`);
        }
        let added = 0;
        for (const view of page.views) {
            if (rows.add(view)) {
                added++;
            }
            else if (duplicatesDropped++ === 0) {
                log.warning(`The path ${JSON.stringify(view.path)} appeared twice (again at offset ${offset}); keeping the first row for each path.`);
            }
        }
        log.info(`Offset ${offset}: ${page.views.length} rows (${rows.size} paths so far)`);
        if (!page.hasMore)
            break;
        // A server that says "more" but sends nothing new would page forever (and spend the hourly quota).
        if (added === 0) {
            log.warning(`The page at offset ${offset} said there was more but held ${page.views.length === 0 ? 'no rows' : 'only rows already seen'}; stopping the export here with ${rows.size} rows.`);
            break;
        }
        offset += request.pageSize;
    }
    if (duplicatesDropped > 1)
        log.warning(`${duplicatesDropped} duplicate rows were dropped in all.`);
    return { totals: totals ?? { human: 0, ai: 0, total: 0 }, rows, requests, duplicatesDropped };
    /** One page; after a transient failure, the same offset again, until it works or time runs out. */
    async function fetchWithResume() {
        const query = { dateFrom: request.dateFrom, dateTo: request.dateTo, limit: request.pageSize, offset };
        const call = { signal, deadline, onAttempt: () => void requests++ };
        for (let round = 1;; round++) {
            try {
                return await client.getPageViews(request.projectId, query, call);
            }
            catch (error) {
                if (signal.aborted)
                    throw stop(`The export was cancelled: ${progress()}.`);
                const why = (0,failures/* describeApiFailure */.g)(error, 'views');
                if (!(0,errors/* isApiError */.d)(error) || !error.retryable || error.kind === 'cancelled') {
                    throw stop(`${why} The export stopped: ${progress()}.`);
                }
                const delayMs = (0,retry_policy/* backoffDelay */.EY)(round, RESUME_POLICY, deps.random);
                if (Date.now() + delayMs >= deadline) {
                    throw stop(`The export did not finish within \`timeout-minutes\`: ${progress()}. Last error: ${why} ` +
                        'Re-run later or with a larger `timeout-minutes`.');
                }
                log.info(`Offset ${offset} failed (${error.message}); trying the same offset again in ${Math.ceil(delayMs / 1000)} s.`);
                await sleep(delayMs, signal);
                if (signal.aborted)
                    throw stop(`The export was cancelled: ${progress()}.`);
            }
        }
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/analytics/files.ts


// The export files. Both are written in row order from RowStore.sortedIndices(), in chunks, so a big
// export never becomes one giant string, and the same data always gives the same bytes (exportedAt
// aside).
//
// CSV: RFC 4180 — UTF-8 without a BOM, CRLF after every record (the header too), a field quoted when
// it holds a comma, a double quote, CR or LF, with inner quotes doubled. Paths can hold all of these.
// JSON: one object; each view on its own line, keys in the order path, human, ai, total.
const CSV_FILE = 'page-views.csv';
const JSON_FILE = 'page-views.json';
const CSV_HEADER = 'path,human,ai,total';
const CRLF = '\r\n';
const CHUNK_CHARS = 64 * 1024;
function csvField(value) {
    return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
/** Appends text to a file in chunks of about CHUNK_CHARS; `close()` flushes the rest. */
async function chunkedWriter(path) {
    const file = await (0,promises_.open)(path, 'w');
    let pending = '';
    return {
        async write(text) {
            pending += text;
            if (pending.length >= CHUNK_CHARS) {
                const chunk = pending;
                pending = '';
                await file.write(chunk);
            }
        },
        async close() {
            try {
                if (pending)
                    await file.write(pending);
            }
            finally {
                await file.close();
            }
        }
    };
}
async function writeCsv(path, rows, order) {
    const out = await chunkedWriter(path);
    try {
        await out.write(CSV_HEADER + CRLF);
        for (const i of order) {
            const row = rows.row(i);
            await out.write(`${csvField(row.path)},${row.human},${row.ai},${row.total}${CRLF}`);
        }
    }
    finally {
        await out.close();
    }
}
async function writeJson(path, meta, rows, order) {
    const out = await chunkedWriter(path);
    const { human, ai, total } = meta.totals;
    try {
        await out.write('{\n' +
            `  "dateFrom": ${JSON.stringify(meta.dateFrom)},\n` +
            `  "dateTo": ${JSON.stringify(meta.dateTo)},\n` +
            `  "exportedAt": ${JSON.stringify(meta.exportedAt)},\n` +
            `  "totals": ${JSON.stringify({ human, ai, total })},\n` +
            `  "views": [`);
        let first = true;
        for (const i of order) {
            const row = rows.row(i);
            const line = `{"path":${JSON.stringify(row.path)},"human":${row.human},"ai":${row.ai},"total":${row.total}}`;
            await out.write(`${first ? '\n' : ',\n'}    ${line}`);
            first = false;
        }
        await out.write(first ? ']\n}\n' : '\n  ]\n}\n');
    }
    finally {
        await out.close();
    }
}
/** Writes the chosen formats into `dir` (created if missing); returns the files written, in a fixed order. */
async function writeExportFiles(dir, formats, meta, rows, order = rows.sortedIndices()) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const written = [];
    if (formats.includes('csv')) {
        const path = (0,external_node_path_.join)(dir, CSV_FILE);
        await writeCsv(path, rows, order);
        written.push(path);
    }
    if (formats.includes('json')) {
        const path = (0,external_node_path_.join)(dir, JSON_FILE);
        await writeJson(path, meta, rows, order);
        written.push(path);
    }
    return written;
}

// EXTERNAL MODULE: ./src/step-summary.ts
var step_summary = __webpack_require__(97272);
// EXTERNAL MODULE: ./src/outside.ts
var outside = __webpack_require__(50188);
;// CONCATENATED MODULE: ./src/analytics/summary.ts



const TOP_PAGES = 10;
const count = (n) => n.toLocaleString('en-US');
/** Share of the total as a percentage with one decimal; a dash when there were no views. */
function share(part, total) {
    return total > 0 ? `${((part / total) * 100).toFixed(1)}%` : '—';
}
function artifactCell(report) {
    if (!report.artifactName)
        return 'not requested (`artifact-name` is empty)';
    const name = (0,outside/* forMarkdown */.Bm)(report.artifactName);
    if (!report.artifact)
        return `${name}: not uploaded${report.artifactNote ? ` — ${(0,outside/* forMarkdown */.Bm)(report.artifactNote)}` : ''}`;
    return report.artifact.url
        ? (0,outside/* markdownLink */.iQ)(report.artifact.url, report.artifactName)
        : `${name} (id ${report.artifact.id})`;
}
async function writeAnalyticsSummary(report) {
    const { totals } = report;
    core/* summary */.z
        .addHeading('Page views export', 2)
        .addRaw(`<p>From <code>${(0,outside/* forMarkdown */.Bm)(report.dateFrom)}</code> up to <code>${(0,outside/* forMarkdown */.Bm)(report.dateTo)}</code> (the end is exclusive).</p>`, true);
    core/* summary */.z.addTable([
        [
            { data: 'Field', header: true },
            { data: 'Value', header: true }
        ],
        ['Total views', totals ? count(totals.total) : '—'],
        ['Human views', totals ? `${count(totals.human)} (${share(totals.human, totals.total)})` : '—'],
        ['AI views', totals ? `${count(totals.ai)} (${share(totals.ai, totals.total)})` : '—'],
        ['Pages exported', count(report.rowsFetched)],
        ['Requests made', count(report.requests)],
        [
            'Files',
            report.files.length ? report.files.map(f => `<code>${(0,outside/* forMarkdown */.Bm)(f)}</code>`).join('<br>') : '—'
        ],
        ['Artifact', artifactCell(report)]
    ]);
    if (report.error)
        core/* summary */.z.addRaw(`<p><strong>Error:</strong> ${(0,outside/* forMarkdown */.Bm)(report.error)}</p>`, true);
    if (report.top.length > 0) {
        core/* summary */.z
            .addHeading(`Top ${Math.min(TOP_PAGES, report.top.length)} pages`, 3)
            .addTable([
            ['#', 'Path', 'Human', 'AI', 'Total'].map(data => ({ data, header: true })),
            ...report.top.map((row, i) => [
                String(i + 1),
                `<code>${(0,outside/* forMarkdown */.Bm)(row.path)}</code>`,
                count(row.human),
                count(row.ai),
                count(row.total)
            ])
        ]);
    }
    await (0,step_summary/* writeStepSummary */.o)();
}

;// CONCATENATED MODULE: ./src/analytics/mode.ts






/**
 * Runs the page-views export end to end: fetch every page, write the files, upload the artifact.
 * Returns the reason the step fails, if it does. A failed fetch writes no files: a partial export
 * sorted by views would look complete and mislead.
 */
async function analyticsMode(inputs, client, budget) {
    const { deadline, cancel: signal } = budget;
    const { dateFrom, dateTo } = inputs;
    core/* info */.pq(`Exporting page views from ${dateFrom} up to ${dateTo} (exclusive), ${inputs.pageSize} rows per request`);
    const base = { dateFrom, dateTo, files: [], top: [], artifactName: inputs.artifactName };
    let exported;
    try {
        exported = await core/* group */.Os('Fetching page views', () => exportPageViews({ projectId: inputs.projectId, dateFrom, dateTo, pageSize: inputs.pageSize }, { client, signal, deadline, log: { info: core/* info */.pq, warning: core/* warning */.$e } }));
    }
    catch (error) {
        if (!(error instanceof ExportFailure))
            throw error;
        await writeAnalyticsSummary({
            ...base,
            rowsFetched: error.rowsFetched,
            requests: error.requests,
            error: error.message
        });
        return error.message;
    }
    const { rows, totals, requests } = exported;
    core/* info */.pq(`Fetched the views of ${rows.size} pages in ${requests} request(s).`);
    const order = rows.sortedIndices();
    const files = await core/* group */.Os('Writing files', async () => {
        const meta = { dateFrom, dateTo, exportedAt: new Date().toISOString(), totals };
        const written = await writeExportFiles(inputs.outputDir, inputs.formats, meta, rows, order);
        for (const file of written)
            core/* info */.pq(`Wrote ${file}`);
        return written;
    });
    let artifact;
    let artifactNote;
    let error;
    if (inputs.artifactName) {
        const name = inputs.artifactName;
        try {
            artifact = await core/* group */.Os('Uploading the artifact', () => uploadArtifactFiles({ name, files, rootDirectory: inputs.outputDir, retentionDays: inputs.retentionDays }, message => {
                artifactNote = message.replace(/^Not uploading the artifact: /, '');
                core/* warning */.$e(message);
            }));
            if (artifact)
                core/* info */.pq(`Uploaded artifact ${name} (id ${artifact.id})${artifact.url ? `: ${artifact.url}` : ''}`);
        }
        catch (failure) {
            const why = failure instanceof Error ? failure.message : String(failure);
            error = `Uploading the artifact "${name}" failed: ${why}. The files stay in ${inputs.outputDir}.`;
        }
    }
    (0,outputs/* setAnalyticsOutputs */.lK)({
        totalViews: totals.total,
        humanViews: totals.human,
        aiViews: totals.ai,
        pageCount: rows.size,
        exportDir: inputs.outputDir,
        artifactId: artifact?.id,
        artifactUrl: artifact?.url
    });
    await writeAnalyticsSummary({
        ...base,
        totals,
        rowsFetched: rows.size,
        requests,
        top: rows.rowsAt(order, TOP_PAGES),
        exportDir: inputs.outputDir,
        files,
        artifact,
        artifactNote,
        error
    });
    return error;
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isApiError),
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
class ApiError extends Error {
    kind;
    method;
    path;
    status;
    apiMessage;
    retryAfterMs;
    retryable;
    mayHaveReachedServer;
    constructor(message, details) {
        super(message, details.cause === undefined ? undefined : { cause: details.cause });
        this.name = 'ApiError';
        this.kind = details.kind;
        this.method = details.method;
        this.path = details.path;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
        this.retryAfterMs = details.retryAfterMs;
        this.retryable = details.retryable;
        this.mayHaveReachedServer = details.mayHaveReachedServer;
    }
}
function isApiError(error) {
    return error instanceof ApiError;
}


/***/ }),

/***/ 71101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Oz: () => (/* binding */ requestNeverSent),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   tE: () => (/* binding */ decideRetry)
/* harmony export */ });
/**
 * The one retry policy of the API client, as a pure function so it can be tested without a server.
 *
 * Why POSTs are different: create and follow-up have no idempotency key, and v2 has no list-jobs
 * endpoint. A repeated create that the server had already accepted starts a second agent, and the
 * first job's id would be lost. So a POST is repeated only when the first attempt certainly did not
 * reach the server's handler:
 *  - 429: the server refused it (rate limit) without acting on it;
 *  - the connection was refused or never established (ECONNREFUSED, DNS failure, connect timeout).
 * A reset, a hang, a 5xx or a timeout after the request was sent may have been handled: never repeat.
 *
 * GETs are safe to repeat: network errors, 429 and 5xx are retried with capped exponential backoff
 * plus jitter, honouring Retry-After. Nothing waits past the caller's deadline: when the next wait
 * would end after it, the policy gives up at once rather than sleep uselessly.
 */
const DEFAULT_RETRY_POLICY = {
    maxRetries: 4,
    baseDelayMs: 1000,
    maxDelayMs: 30_000
};
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
/** Errors raised before a single byte of the request could reach the server. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT'
]);
/** Transport errors worth retrying for a GET. */
const RETRYABLE_NETWORK_CODES = new Set([
    ...NOT_SENT_CODES,
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'UND_ERR_SOCKET',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_CLOSED'
]);
function requestNeverSent(errorCode) {
    return errorCode !== undefined && NOT_SENT_CODES.has(errorCode);
}
/** Retry-After as milliseconds: delta-seconds or an HTTP date. Undefined when absent or unusable. */
function parseRetryAfter(value, now) {
    if (value === undefined || value.trim() === '')
        return undefined;
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.round(Number(trimmed) * 1000);
    const at = Date.parse(trimmed);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
/** Capped exponential backoff with "equal jitter": half fixed, half random, so waits never collapse to 0. */
function backoffDelay(attempt, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
function decideRetry(failure, context) {
    const options = context.options ?? DEFAULT_RETRY_POLICY;
    const isPost = failure.method !== 'GET' && failure.method !== 'HEAD';
    if (failure.statusCode !== undefined) {
        if (!RETRYABLE_STATUS.has(failure.statusCode))
            return { retry: false, reason: `status ${failure.statusCode}` };
        if (isPost && failure.statusCode !== 429) {
            return {
                retry: false,
                reason: `status ${failure.statusCode} on ${failure.method} may have been handled`
            };
        }
    }
    else {
        const code = failure.errorCode;
        if (code === undefined || !RETRYABLE_NETWORK_CODES.has(code)) {
            return { retry: false, reason: `error ${code ?? 'unknown'}` };
        }
        if (isPost && !requestNeverSent(code)) {
            return { retry: false, reason: `${code} on ${failure.method} may have reached the server` };
        }
    }
    if (failure.attempt > options.maxRetries)
        return { retry: false, reason: 'retries exhausted' };
    const retryAfter = parseRetryAfter(failure.retryAfterHeader, context.now);
    const delayMs = retryAfter ?? backoffDelay(failure.attempt, options, context.random);
    if (context.now + delayMs >= context.deadline) {
        return {
            retry: false,
            reason: `the next attempt (in ${Math.ceil(delayMs / 1000)} s) would pass the deadline`
        };
    }
    return { retry: true, delayMs };
}


/***/ }),

/***/ 99373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ realClock)
/* harmony export */ });
// Time, injectable: the poller and the export wait through this, so tests and the polling benchmark
// can run on a simulated clock instead of real waiting.
const realClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
    })
};


/***/ }),

/***/ 24320:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ describeApiFailure)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);

const WHAT = {
    create: 'Creating the agent job',
    'follow-up': 'Sending the follow-up message',
    get: 'Reading the agent job',
    views: 'Reading page views'
};
function hint(error, operation) {
    switch (error.status) {
        case 400:
            return operation === 'views'
                ? 'Check `date-from`, `date-to` and `page-size`.'
                : 'Check `prompt` (it must not be empty).';
        case 401:
            return 'The API key was refused: check that `api-key` holds a current admin key (mint_…), not an expired or revoked one.';
        case 403:
            return operation === 'get' || operation === 'views'
                ? 'The key lacks the `read` scope, or it has an IP allowlist that excludes this runner.'
                : 'The key lacks the `write` scope (read-only key?), or it has an IP allowlist that excludes this runner.';
        case 404:
            return operation === 'create' || operation === 'views'
                ? 'Check `project-id` (from the API keys page of the dashboard).'
                : 'Check `project-id` and `job-id`: the job must belong to that project.';
        case 429:
            return operation === 'views'
                ? 'The analytics rate limit was reached (100 requests per organization per hour, shared by all analytics endpoints). Try again later.'
                : 'The agent rate limit was reached (100 creates and follow-ups per project per hour). Try again later.';
        default:
            return '';
    }
}
function describeApiFailure(error, operation) {
    if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d)(error))
        return `${WHAT[operation]} failed: ${error instanceof Error ? error.message : String(error)}`;
    const parts = [`${WHAT[operation]} failed: ${error.message}.`];
    const extra = hint(error, operation);
    if (extra)
        parts.push(extra);
    if (error.kind === 'contract')
        parts.push('The API answered with data this action does not understand; retrying will not help.');
    if ((operation === 'create' || operation === 'follow-up') && error.mayHaveReachedServer) {
        parts.push(operation === 'create'
            ? 'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.'
            : 'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.');
    }
    return parts.join(' ');
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sm: () => (/* binding */ setCommentUrlOutput),
/* harmony export */   iz: () => (/* binding */ setAgentOutputs),
/* harmony export */   lK: () => (/* binding */ setAnalyticsOutputs),
/* harmony export */   wK: () => (/* binding */ setJobIdOutput)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70819);
/* harmony import */ var _outside_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50188);


// Every output the action sets is set here, and every value passes forOutput on its way: redacted,
// one line, bounded.
function output(name, value) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_outside_js__WEBPACK_IMPORTED_MODULE_1__/* .forOutput */ .np)(value === undefined ? '' : String(value)));
}
/** Set before any polling, so a job is never lost, even if the step then fails or is cancelled. */
function setJobIdOutput(jobId) {
    output('job-id', jobId);
}
function setAgentOutputs(report) {
    const { job } = report;
    output('job-id', report.jobId);
    output('status', job?.status ?? '');
    output('pr-link', job?.prLink ?? '');
    output('model', job?.model ?? '');
    output('job', job ? JSON.stringify(job) : '');
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
}


/***/ }),

/***/ 97272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70819);

// The one place the job summary is written. Everything else builds it with `core.summary` (or passes
// Markdown here) and calls writeStepSummary, so the runner's limits are enforced in one place.
/** Appends `markdown` (if given) to the summary being built, then writes it out. */
async function writeStepSummary(markdown) {
    if (markdown !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.write();
}


/***/ })

};
