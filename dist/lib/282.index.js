export const id = 282;
export const ids = [282];
export const modules = {

/***/ 73560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ BodyTooLargeError),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Nd: () => (/* binding */ contractProblems),
/* harmony export */   WS: () => (/* binding */ salvageJobId),
/* harmony export */   b6: () => (/* binding */ mayHoldReaderText),
/* harmony export */   dm: () => (/* binding */ quotedBody),
/* harmony export */   mf: () => (/* binding */ readBodyText),
/* harmony export */   rU: () => (/* binding */ apiMessageOf)
/* harmony export */ });
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37770);


// What an error may say of a body. The answers of the analytics endpoints (and of the discovery
// search, asked with a gap's wording) hold what readers typed, so an error about one never quotes it:
// a contract break names each field and what was wrong with it (expected number, got string), never
// its value, and a body that is not JSON is named by its size. The API's own error message (`error`,
// `details[].message`) is kept, its reader-text shapes redacted (the runtime gate). Other admin
// answers (agent jobs, deployments, automations) hold ids, statuses, branch names and URLs that the
// workflow or the service made, never what readers typed: an excerpt of them is kept, as it helps
// most (the loop's prompt, the one reader-derived text sent there, is redacted before it is sent).
class BodyTooLargeError extends Error {
    limitBytes;
    constructor(limitBytes) {
        super(`response body exceeds ${limitBytes} bytes`);
        this.limitBytes = limitBytes;
        this.name = 'BodyTooLargeError';
    }
}
/** Reads a response body as UTF-8, refusing to buffer more than `limitBytes` (a hostile or broken server must not OOM us). */
async function readBodyText(body, limitBytes) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limitBytes) {
            body.destroy();
            throw new BodyTooLargeError(limitBytes);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size).toString('utf8');
}
/**
 * A short, single-line excerpt of a body for error messages. The key is redacted *before* the cut (a
 * cut key could no longer be recognised), then the text is made safe for a log line (forLog).
 */
function excerpt(text, max = 200) {
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text).replace(/\s+/g, ' ').trim(), max);
}
/** Whether answers of `path` (as sent, its segments encoded) may hold what readers typed. */
function mayHoldReaderText(path) {
    return /\/v1\/analytics\/|\/v1\/search\//.test(path);
}
/** A body in an error message: a short excerpt, or only its size when it may hold reader text. */
function quotedBody(path, text) {
    if (mayHoldReaderText(path))
        return `a body of ${Buffer.byteLength(text)} bytes (not quoted: it may hold what readers typed)`;
    return `"${excerpt(text)}"`;
}
/**
 * A contract break, field by field: the path of each field and what was wrong with it (`hits: expected
 * number, got string`, `messages.0.role: missing`), never the value. Zod's messages name the expected
 * and the received type, not the input.
 */
function contractProblems(error) {
    const problems = error.issues.map(issue => {
        const what = issue.message
            .replace(/^Invalid input: expected (.+), received undefined$/, 'missing (expected $1)')
            .replace(/^Invalid input: expected (.+), received (.+)$/, 'expected $1, got $2');
        return `${issue.path.map(String).join('.') || '(root)'}: ${what}`;
    });
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(problems.join('; '), 600);
}
/**
 * The API's own error message, from either error shape, or a short excerpt of a non-JSON body. From a
 * path whose answers may hold reader text, the message passes the runtime gate and a body that is not
 * the error shape is not quoted.
 */
function apiMessageOf(text, path = '', redactUntyped) {
    const readers = mayHoldReaderText(path);
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .apiErrorBodySchema */ .gh.safeParse(JSON.parse(text));
        if (parsed.success) {
            const details = (parsed.data.details ?? []).map(d => d.message).filter(Boolean);
            const message = [parsed.data.error, ...details].filter(Boolean).join(': ');
            if (message && !readers)
                return excerpt(message, 500);
            // Without the runtime gate at hand, an answer that may hold reader text keeps its message to itself.
            if (message && redactUntyped)
                return excerpt(redactUntyped(message), 500);
        }
    }
    catch {
        // not JSON: fall through to the excerpt
    }
    if (readers)
        return text.trim() ? `(${quotedBody(path, text)})` : undefined;
    const short = excerpt(text);
    return short ? `"${short}"` : undefined;
}
/** A job id in plain text: a `job_…` token, or a whole body that is one id-like token (letters and digits). */
const JOB_TOKEN = /\bjob_[A-Za-z0-9_-]{1,120}\b/;
const ID_LIKE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{6,128}$/;
/**
 * The job id in a 2xx body that broke the contract (`{"id":"job_77","status":"queued"}`, `{"id":"x"}`,
 * plain text), if a plausible one is there. A 2xx to a create means the job may exist, so its id must
 * not be lost. Undefined when there is none, or when it is not plausible or holds the key.
 */
function salvageJobId(text) {
    let candidate;
    try {
        const json = JSON.parse(text);
        candidate = typeof json === 'object' && json !== null ? json.id : undefined;
    }
    catch {
        const trimmed = text.trim();
        candidate = ID_LIKE.test(trimmed) ? trimmed : JOB_TOKEN.exec(trimmed)?.[0];
    }
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb)(candidate) && (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(candidate) === candidate ? candidate : undefined;
}


/***/ }),

/***/ 76282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* reexport */ AttemptRefusedError),
  DocsApiClient: () => (/* binding */ DocsApiClient)
});

// UNUSED EXPORTS: DEFAULT_BASE_URL

// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/secrets.ts
var secrets = __webpack_require__(30880);
// EXTERNAL MODULE: ./src/kernel/time/run-budget.ts
var run_budget = __webpack_require__(13398);
// EXTERNAL MODULE: ./src/kernel/api/body.ts
var body = __webpack_require__(73560);
// EXTERNAL MODULE: ./src/kernel/api/retry-policy.ts
var retry_policy = __webpack_require__(73571);
;// CONCATENATED MODULE: ./src/kernel/api/exchange.ts


function httpError({ method, path, fail }, response, text, redactUntyped) {
    const status = response.statusCode;
    const apiMessage = (0,body/* apiMessageOf */.rU)(text, path, redactUntyped);
    const retryAfter = response.headers['retry-after'];
    return fail('http', `${status}${apiMessage ? ` ${apiMessage}` : ''}`, {
        status,
        apiMessage,
        retryAfterMs: (0,retry_policy/* parseRetryAfter */.mu)(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, Date.now()),
        retryable: status === 429 || status >= 500,
        // A 4xx was refused by the API; a 5xx may have been handled before it failed.
        mayHaveReachedServer: method === 'POST' && status >= 500
    });
}
/** A 2xx body: JSON, and what `schema` says it must be. */
function parseBody({ method, path, fail }, status, text, schema) {
    // A 2xx to a POST means the job may exist: keep any id the body names, whatever else is wrong.
    const jobId = method === 'POST' ? (0,body/* salvageJobId */.WS)(text) : undefined;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw fail('invalid-body', `${status} with a body that is not JSON: ${(0,body/* quotedBody */.dm)(path, text)}`, {
            status,
            jobId
        });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
        const problems = (0,body/* contractProblems */.Nd)(parsed.error);
        throw fail('contract', `response breaks the API contract (${problems}): ${(0,body/* quotedBody */.dm)(path, text)}`, {
            status,
            retryable: false,
            mayHaveReachedServer: true,
            jobId
        });
    }
    return parsed.data;
}

// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./node_modules/undici/lib/dispatcher/dispatcher.js
var dispatcher = __webpack_require__(30883);
var dispatcher_default = /*#__PURE__*/__webpack_require__.n(dispatcher);
// EXTERNAL MODULE: ./node_modules/undici/lib/api/index.js
var api = __webpack_require__(56615);
// EXTERNAL MODULE: ./node_modules/undici/lib/dispatcher/env-http-proxy-agent.js
var env_http_proxy_agent = __webpack_require__(53137);
var env_http_proxy_agent_default = /*#__PURE__*/__webpack_require__.n(env_http_proxy_agent);
// EXTERNAL MODULE: ./node_modules/undici/lib/interceptor/retry.js
var retry = __webpack_require__(92026);
var retry_default = /*#__PURE__*/__webpack_require__.n(retry);
;// CONCATENATED MODULE: ./src/kernel/api/undici-parts.ts




// The parts of undici the client uses, required one by one. undici's index loads every part (fetch,
// WebSocket, caches, mocks, HTTP/2) and, through them, the undici bundled inside Node: about half of
// the start-up before the first request (BENCHMARKS.md). A unit test checks that these are the very
// objects undici's index exports, so an upgrade that moves them fails the tests, not a run.
// What undici's index does on load: every dispatcher gets request, connect (a proxy's CONNECT), stream,
// pipeline and upgrade. The same functions, so loading the index later changes nothing.
Object.assign((dispatcher_default()).prototype, api);


// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
;// CONCATENATED MODULE: ./src/kernel/api/transport.ts






/**
 * An agent that honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as the GitHub calls do, so a self-hosted
 * runner behind a proxy reaches the API too. A malformed proxy variable is reported without its value
 * (it may hold credentials).
 */
function proxyAwareAgent() {
    try {
        return new (env_http_proxy_agent_default())({ connect: { timeout: limits/* API_CONNECT_TIMEOUT_MS */.Bz } });
    }
    catch {
        throw new Error('HTTPS_PROXY, HTTP_PROXY or NO_PROXY holds a value that is not a valid proxy URL.');
    }
}
/** A call whose attempt its gate refused: nothing was sent. */
class AttemptRefusedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AttemptRefusedError';
    }
}
/** Asks the call's gate for the next attempt and counts it: undefined when it may be sent, else why not. */
function attemptAsker(call) {
    return () => {
        const refusal = call.gate?.admit();
        if (refusal)
            return refusal.message;
        call.onAttempt?.();
        return undefined;
    };
}
/** Bridges undici's RetryHandler to the pure policy in retry-policy.ts, with abortable waits. */
function retryCallback(bridge) {
    const { method, path, deadline, signal, policy, onRetry, sendNext, between } = bridge;
    return (err, { state }, done) => {
        const { statusCode, code, headers } = err;
        const isStatus = code === 'UND_ERR_REQ_RETRY' && statusCode !== undefined;
        const retryAfter = headers?.['retry-after'];
        const decision = (0,retry_policy/* decideRetry */.tE)({
            method,
            attempt: state.counter,
            statusCode: isStatus ? statusCode : undefined,
            errorCode: isStatus ? undefined : code,
            retryAfterHeader: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter
        }, { now: Date.now(), deadline, options: policy });
        if (!decision.retry || signal.aborted)
            return done(err);
        onRetry?.({
            method,
            path,
            attempt: state.counter,
            delayMs: decision.delayMs,
            cause: (0,safe_text/* forLog */.Ig)(isStatus ? `status ${statusCode}` : (code ?? err.message), 200)
        });
        if (between)
            between.waiting = true;
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            if (between)
                between.waiting = false;
            // A retry the caller's budget refuses is not sent: the call ends with the last failure.
            done(sendNext?.() === undefined ? null : err);
        }, decision.delayMs);
        const onAbort = () => {
            clearTimeout(timer);
            done(err);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    };
}
/** A transport failure as an ApiError: cancelled, out of time, or a network error (sent or not). */
function transportError(error, callerSignal, signal, fail, 
/** Stopped while waiting to retry: no attempt was accepted. */
betweenAttempts = false) {
    if (error instanceof errors/* ApiError */.hD)
        return error;
    const code = error.code;
    const neverSent = (0,retry_policy/* requestNeverSent */.Oz)(code);
    const unaccepted = betweenAttempts ? { mayHaveReachedServer: false, noAttemptAccepted: true } : {};
    if (callerSignal?.aborted)
        return fail('cancelled', betweenAttempts ? 'cancelled while waiting to retry' : 'cancelled', {
            cause: error,
            retryable: false,
            ...unaccepted
        });
    if (signal.aborted)
        return fail('timeout', betweenAttempts ? 'the deadline came while waiting to retry' : 'no answer before the deadline', { cause: error, ...unaccepted });
    const detail = (0,safe_text/* forLog */.Ig)((0,error_message/* errorMessage */.g)(error), 300);
    const isTimeout = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
    return fail(isTimeout ? 'timeout' : 'network', `${code ? `${code}: ` : ''}${detail}`, {
        cause: error,
        mayHaveReachedServer: !neverSent
    });
}

// EXTERNAL MODULE: ./src/kernel/api/schemas.ts
var schemas = __webpack_require__(37770);
;// CONCATENATED MODULE: ./src/kernel/api/client.ts












// The admin API client. It knows nothing of GitHub Actions: it reports retries through `onRetry`
// and failures as ApiError, so a CLI or a test can use it as well as the action.
const DEFAULT_BASE_URL = 'https://api.mintlify.com';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
class DocsApiClient {
    options;
    origin;
    basePath;
    dispatcher;
    ownsDispatcher;
    /** The secrets its calls redact: the run's, or (outside any run) its own, its key among them. */
    secrets;
    constructor(options) {
        this.options = options;
        const url = new URL(options.baseUrl ?? DEFAULT_BASE_URL);
        this.origin = url.origin;
        this.basePath = url.pathname.replace(/\/+$/, '');
        this.ownsDispatcher = options.dispatcher === undefined;
        // The client redacts its own key from everything it reports, whoever else registered it.
        this.secrets = (0,secrets/* currentRunSecrets */.iy)() ?? new secrets/* RunSecrets */.lH();
        this.secrets.add(options.apiKey);
        // throwOnError: false lets a response the policy declines to retry (a 404, the last 503) reach us
        // with its body, so errors can quote the API's own message.
        this.dispatcher = options.dispatcher ?? proxyAwareAgent().compose(retry_default()({ throwOnError: false }));
    }
    createJob(projectId, prompt, call) {
        return this.send('POST', ['v2', 'agent', projectId, 'job'], { prompt }, schemas/* agentJobSchema */.cs, call);
    }
    sendMessage(projectId, jobId, prompt, call) {
        const path = ['v2', 'agent', projectId, 'job', jobId, 'message'];
        return this.send('POST', path, { prompt }, schemas/* agentJobSchema */.cs, call);
    }
    getJob(projectId, jobId, call) {
        return this.send('GET', ['v2', 'agent', projectId, 'job', jobId], undefined, schemas/* agentJobSchema */.cs, call);
    }
    /**
     * Any analytics endpoint: `GET /v1/analytics/{projectId}/{...endpoint}?query`, parsed with `schema`.
     * Undefined query values are left out. Each dataset brings its own schema (src/kernel/api/analytics-schemas.ts).
     */
    getAnalytics(projectId, endpoint, query, schema, call) {
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query))
            if (value !== undefined)
                search.set(name, String(value));
        const path = ['v1', 'analytics', projectId, ...endpoint];
        return this.send('GET', path, undefined, schema, call, search.toString());
    }
    /**
     * Any endpoint, as `GET` or `POST /{...segments}`, parsed with `schema`: for the modules that add a
     * group of endpoints on top of this client (admin.ts), with the same retries, limits and errors.
     */
    request(method, segments, body, schema, call) {
        return this.send(method, segments, body, schema, call);
    }
    async close() {
        if (this.ownsDispatcher)
            await this.dispatcher.close();
    }
    /** Every call goes through here, with the client's secrets (its run's) in force. */
    send(method, segments, body, schema, call, query) {
        return (0,secrets/* withRunSecrets */.Xg)(this.secrets, () => this.sendNow(method, segments, body, schema, call, query));
    }
    async sendNow(method, segments, body, schema, call = {}, query = '') {
        // Every segment is encoded on its own: an id holding `/`, `?` or `..` stays one segment.
        const path = `${this.basePath}/${segments.map(encodeURIComponent).join('/')}`;
        const shown = (0,errors/* shownPath */.pS)(segments, this.basePath);
        const deadline = call.deadline ?? Date.now() + (this.options.callBudgetMs ?? limits/* API_CALL_BUDGET_MS */.nz);
        const fail = (kind, message, extra = {}) => new errors/* ApiError */.hD((0,safe_text/* redact */.E$)(`${method} ${shown}: ${message}`), {
            kind,
            method,
            path,
            retryable: kind === 'network' || kind === 'timeout' || kind === 'invalid-body',
            mayHaveReachedServer: method === 'POST',
            ...extra
        });
        const remaining = deadline - Date.now();
        if (call.signal?.aborted)
            throw fail('cancelled', 'cancelled before sending', { mayHaveReachedServer: false });
        if (remaining <= 0)
            throw fail('timeout', 'deadline passed before sending', { mayHaveReachedServer: false });
        // A plain timer (not AbortSignal.timeout inside AbortSignal.any, which can fail to fire on Node 20).
        const bounded = (0,run_budget/* timeoutSignal */._)(remaining, call.signal);
        try {
            return await this.attempt({ method, path, shown, query, body, call, deadline, signal: bounded.signal, fail }, schema);
        }
        finally {
            bounded.dispose();
        }
    }
    /** The request (undici retries it as the policy says), its body read, its status and JSON checked. */
    async attempt(exchange, schema) {
        const response = await this.dispatch(exchange);
        const text = await this.readText(response, exchange);
        const status = response.statusCode;
        if (status < 200 || status > 299)
            throw httpError(exchange, response, text, await gateFor(exchange.path));
        return parseBody(exchange, status, text, schema);
    }
    async dispatch({ method, path, shown, query, body, call, deadline, signal, fail }) {
        const requestTimeout = this.options.requestTimeoutMs ?? limits/* API_REQUEST_TIMEOUT_MS */.Wx;
        const between = { waiting: false };
        // Every attempt, the first and each retry, is asked for and counted before it is sent.
        const sendNext = attemptAsker(call);
        const refused = sendNext();
        if (refused !== undefined)
            throw new AttemptRefusedError(`${method} ${shown}: not sent: ${refused}`);
        try {
            return await this.dispatcher.request({
                origin: this.origin,
                path: query ? `${path}?${query}` : path,
                method,
                headers: {
                    authorization: `Bearer ${this.options.apiKey}`,
                    accept: 'application/json',
                    'user-agent': this.options.userAgent ?? 'docs-agent-action',
                    ...(body === undefined ? {} : { 'content-type': 'application/json' })
                },
                body: body === undefined ? undefined : JSON.stringify(body),
                signal,
                headersTimeout: requestTimeout,
                bodyTimeout: requestTimeout,
                retryOptions: {
                    throwOnError: false,
                    retry: retryCallback({
                        method,
                        path: shown,
                        deadline,
                        signal,
                        policy: call.retry ?? this.options.retry ?? retry_policy/* DEFAULT_RETRY_POLICY */.cO,
                        onRetry: this.options.onRetry,
                        sendNext,
                        between
                    })
                }
            });
        }
        catch (error) {
            throw transportError(error, call.signal, signal, fail, between.waiting);
        }
    }
    async readText(response, { call, signal, fail }) {
        try {
            return await (0,body/* readBodyText */.mf)(response.body, this.options.maxBodyBytes ?? MAX_BODY_BYTES);
        }
        catch (error) {
            if (error instanceof body/* BodyTooLargeError */.Au) {
                throw fail('too-large', error.message, { status: response.statusCode, retryable: false });
            }
            throw transportError(error, call.signal, signal, fail);
        }
    }
}
/**
 * The runtime gate for an error message of an answer that may hold reader text (analytics, the
 * discovery search), loaded only then: an agent, deploy or preview run never loads the redaction.
 */
async function gateFor(path) {
    if (!(0,body/* mayHoldReaderText */.b6)(path))
        return undefined;
    const { untypedAs } = await __webpack_require__.e(/* import() */ 54).then(__webpack_require__.bind(__webpack_require__, 53054));
    return text => untypedAs(text, 'redact');
}


/***/ }),

/***/ 99947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   pS: () => (/* binding */ shownPath)
/* harmony export */ });
class ApiError extends Error {
    kind;
    method;
    path;
    status;
    apiMessage;
    retryAfterMs;
    jobId;
    retryable;
    mayHaveReachedServer;
    noAttemptAccepted;
    constructor(message, details) {
        super(message, details.cause === undefined ? undefined : { cause: details.cause });
        this.name = 'ApiError';
        this.kind = details.kind;
        this.method = details.method;
        this.path = details.path;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
        this.retryAfterMs = details.retryAfterMs;
        this.jobId = details.jobId;
        this.retryable = details.retryable;
        this.mayHaveReachedServer = details.mayHaveReachedServer;
        this.noAttemptAccepted = details.noAttemptAccepted === true;
    }
}
/**
 * A request's path as a message shows it: each segment as the caller wrote it (`Acme Docs`, not
 * `Acme%20Docs`, which reads as `Acme%2520Docs` once a log command escapes its `%`), with only what
 * would make it ambiguous or unprintable encoded (`/`, `?`, `#`, `%`, control characters).
 */
function shownPath(segments, base = '') {
    // eslint-disable-next-line no-control-regex
    const shown = (s) => s.replace(/[%/?#\u0000-\u001f\u007f]/g, c => encodeURIComponent(c));
    return `${base}/${segments.map(shown).join('/')}`;
}
function isApiError(error) {
    return error instanceof ApiError;
}


/***/ }),

/***/ 73571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Oz: () => (/* binding */ requestNeverSent),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   tE: () => (/* binding */ decideRetry)
/* harmony export */ });
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74235);

const DEFAULT_RETRY_POLICY = {
    maxRetries: 4,
    baseDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .API_RETRY_BASE_MS */ .lV,
    maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .API_RETRY_MAX_MS */ .yM
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

/***/ 37770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   cs: () => (/* binding */ agentJobSchema),
/* harmony export */   gh: () => (/* binding */ apiErrorBodySchema),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   s_: () => (/* binding */ jobIdSchema)
/* harmony export */ });
/* unused harmony export JOB_STATUSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13798);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);


/** A status longer than this is not a status; it is refused as a broken contract. */
const MAX_STATUS_CHARS = 64;
// Response schemas. The official AgentJob schema marks no field required and the service may add
// fields, so everything but `id` and `status` is optional and unknown keys are dropped (zod's default).
// A missing `id` or `status` is a broken contract, which retrying cannot fix. A status the action does
// not know (one the service added) is taken as still running: the job is waited for until a known
// terminal status or the timeout.
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = new Set(['completed', 'archived', 'failed']);
/** Whether the action knows this status; an unknown one counts as still running. */
function isKnownStatus(status) {
    return JOB_STATUSES.includes(status);
}
const nullableString = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish();
/**
 * A job id is sent back in URLs (each path segment encoded), logged, set as an output and written into
 * comments. The official schema allows any string, so any id is taken that is bounded and has no
 * control character, and that holds no piece of the API key. The `job-id` input is held to the same rule.
 */
const jobIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine(id => (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isUsableJobId */ .Xb)(id), 'not a usable id (1 to 128 characters, no control characters)')
    .refine(id => (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(id) === id, 'holds part of the API key');
const agentJobSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: jobIdSchema,
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(MAX_STATUS_CHARS),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ repository: nullableString, ref: nullableString }).nullish().catch(undefined),
    model: nullableString.catch(undefined),
    prLink: nullableString.catch(undefined),
    createdAt: nullableString.catch(undefined),
    archivedAt: nullableString.catch(undefined)
});
/** Both error shapes: agent `{error}` and analytics `{error, details: [{message}]}`; neither is guaranteed. */
const apiErrorBodySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().catch(undefined),
    details: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).partial())
        .optional()
        .catch(undefined)
});


/***/ })

};
