export const id = 986;
export const ids = [986];
export const modules = {

/***/ 64885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ describeAdminFailure)
/* harmony export */ });
/* unused harmony export automationRefusal */
/* harmony import */ var _admin_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6977);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99947);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95419);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83781);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51618);





const WHAT = {
    deploy: 'Triggering the deployment',
    preview: 'Creating the preview deployment',
    automation: 'Triggering the automation',
    status: 'Reading the deployment status'
};
/**
 * Which of the documented 400 cases of an automation trigger the API's answer names: a malformed id,
 * an inactive automation, or one not on a custom schedule. The wording of the real service is not
 * documented, so an answer that names none of them gets all three.
 */
function automationRefusal(apiMessage) {
    const text = apiMessage ?? '';
    if (/malformed|invalid|format|hex|objectid|cast/i.test(text))
        return 'The automation id is malformed: check `automation-id` (copy it from the automation’s page in the dashboard).';
    if (/inactive|not active|disabled|paused|turned off/i.test(text))
        return 'The automation that `automation-id` names is not active: turn it on in the dashboard, then run again.';
    if (/schedule|custom/i.test(text))
        return 'The automation that `automation-id` names is not on a custom schedule, and only those can be triggered through the API: give it one in the dashboard, or name another.';
    return 'The API refuses a trigger when the id is malformed, the automation is inactive, or it is not on a custom schedule: check `automation-id` and the automation in the dashboard.';
}
/** The hints of these endpoints; the ones every endpoint shares come from the kernel (accessHint). */
function hint(error, operation) {
    const message = error.apiMessage ?? '';
    switch (error.status) {
        case 400:
            if (operation === 'automation')
                return automationRefusal(error.apiMessage);
            return operation === 'preview'
                ? 'The API refused the branch: check `branch` (it must name a branch of the docs repository).'
                : '';
        case 403:
            if (operation === 'preview' && !/scope|allowlist|ip\b|address|read-only/i.test(message))
                return "The organization's plan has no preview deployments: the API answers 403 for that. If the plan does include them, check that the key has the `write` scope and no IP allowlist that excludes this runner.";
            break;
        case 404:
            if (operation === 'status')
                return 'The API no longer knows this deployment status id; the deployment itself may have gone on: see the dashboard.';
            break;
        case 429:
            return operation === 'preview'
                ? 'The preview rate limit was reached (5 preview deployments per minute per organization), and it did not free up in time. Try again later.'
                : 'The trigger rate limit was reached (10 requests per 10 s per organization, shared by deployments and automations), and it did not free up in time. Try again later.';
    }
    const check = operation === 'automation'
        ? 'Check `automation-id` (from the automation’s page in the dashboard) and `project-id`.'
        : _failures_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECK_PROJECT */ .X5;
    return (0,_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .accessHint */ .ux)(error, operation === 'status' ? 'read' : 'write', {
        check,
        names: /project|automation|workflow/i
    });
}
/** What a trigger that may have reached the service means for a re-run. */
const MAY_HAVE_STARTED = {
    deploy: 'The request may have reached the service, so it was not sent again: the deployment may have started. Check the deployments in the dashboard before re-running.',
    preview: 'The request may have reached the service, so it was not sent again: the preview may be building. Re-running is safe: a preview of the same branch is redeployed.',
    automation: 'The request may have reached the service, so it was not sent again: a repeat could start a second run, which uses the organization’s credits. Check the automation’s runs in the dashboard before re-running.',
    status: ''
};
function describeAdminFailure(error, operation, context = {}) {
    if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(error))
        return `${WHAT[operation]} failed: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)((0,_error_message_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error))}`;
    const ids = error instanceof _admin_js__WEBPACK_IMPORTED_MODULE_0__/* .AdminContractError */ .EZ ? error.ids : {};
    const named = Object.entries(ids).map(([name, id]) => `${name} ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(id, 200)}`);
    const salvaged = named.length === 0
        ? undefined
        : `The answer was a success that named ${named.join(', ')}, so the ${operation === 'automation' ? 'run' : 'deployment'} probably started: ${named.length === 1 ? 'it is' : 'they are'} reported in the outputs.`;
    return (0,_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .apiFailureMessage */ .WN)(error, {
        what: WHAT[operation],
        hint: hint(error, operation),
        salvaged,
        mayHaveReached: MAY_HAVE_STARTED[operation]
    }, context);
}


/***/ }),

/***/ 91128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ln: () => (/* binding */ deploymentTriggerSchema),
/* harmony export */   N0: () => (/* binding */ automationTriggerSchema),
/* harmony export */   R2: () => (/* binding */ isKnownDeploymentStatus),
/* harmony export */   X: () => (/* binding */ deploymentStatusSchema),
/* harmony export */   w8: () => (/* binding */ previewTriggerSchema),
/* harmony export */   ww: () => (/* binding */ isDeploymentTerminal)
/* harmony export */ });
/* unused harmony exports DEPLOYMENT_STATUSES, DEPLOYMENT_TERMINAL, adminIdSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13798);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37770);


// Response schemas of the deployment, preview and automation endpoints. The official schema marks no
// field required and the service may add fields: unknown keys are dropped (zod's default) and a field
// of an unexpected type is dropped too (`.catch`). Only a trigger's answer without a usable id is
// refused: the id is the one handle on what the trigger started.
const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'];
const DEPLOYMENT_TERMINAL = new Set(['success', 'failure']);
/** An id: a string, or an integer written as one; plausible and free of the key, as job ids are. */
const adminIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative()])
    .transform(String)
    .pipe(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .jobIdSchema */ .s_);
const optionalId = adminIdSchema.optional().catch(undefined);
const text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish().catch(undefined);
const strings = (list) => list.filter((item) => typeof item === 'string');
/** A list of paths, or (leniently) a count of them. */
const fileList = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).transform(strings), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative()])
    .nullish()
    .catch(undefined);
const deploymentTriggerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ statusId: adminIdSchema });
const previewTriggerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ statusId: adminIdSchema, previewUrl: text });
const automationTriggerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ schemaId: optionalId, instanceId: optionalId, jobId: optionalId })
    .refine(ids => Boolean(ids.schemaId ?? ids.instanceId ?? ids.jobId), {
    message: 'none of schemaId, instanceId, jobId is a usable id'
});
const deploymentStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    _id: optionalId,
    projectId: text,
    createdAt: text,
    endedAt: text,
    /** `queued`, `in_progress`, `success`, `failure`; another word is kept, and read as still running. */
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100).nullish().catch(undefined),
    summary: text,
    logs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).transform(strings).nullish().catch(undefined),
    subdomain: text,
    screenshot: text,
    screenshotLight: text,
    screenshotDark: text,
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        name: text,
        avatarUrl: text,
        githubUserId: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]).nullish().catch(undefined)
    })
        .nullish()
        .catch(undefined),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        sha: text,
        ref: text,
        message: text,
        filesChanged: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ added: fileList, modified: fileList, removed: fileList })
            .nullish()
            .catch(undefined)
    })
        .nullish()
        .catch(undefined),
    source: text
});
function isDeploymentTerminal(status) {
    return DEPLOYMENT_TERMINAL.has(status.status ?? '');
}
function isKnownDeploymentStatus(word) {
    return DEPLOYMENT_STATUSES.includes(word ?? '');
}


/***/ }),

/***/ 6977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ AdminContractError),
/* harmony export */   Se: () => (/* binding */ triggerDeployment),
/* harmony export */   WP: () => (/* binding */ getDeploymentStatus),
/* harmony export */   lE: () => (/* binding */ triggerPreview),
/* harmony export */   sh: () => (/* binding */ triggerAutomation)
/* harmony export */ });
/* unused harmony exports TRIGGER_RETRY, PREVIEW_RETRY, salvageIds */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13798);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);
/* harmony import */ var _time_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74235);
/* harmony import */ var _admin_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91128);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73560);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99947);






// The deployment, preview and automation endpoints, on top of the client's one request path (its
// retries, limits and errors). Like the client, this knows nothing of GitHub Actions.
//
// A trigger is a POST without an idempotency key: the client's retry policy repeats it only when the
// service certainly did not act on it (429, a connection never made). The policies below only give a
// refused trigger room to wait out the documented windows when no Retry-After says how long.
/** 10 per 10 s, shared by deployments and automations: waits of 1, 2, 4, 8, 10, 10 s (half of it at least). */
const TRIGGER_RETRY = {
    maxRetries: 6,
    baseDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .API_RETRY_BASE_MS */ .lV,
    maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .TRIGGER_WINDOW_MS */ .LT
};
/** 5 previews per minute: waits that grow to a minute, at least a minute in all. */
const PREVIEW_RETRY = {
    maxRetries: 7,
    baseDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .API_RETRY_BASE_MS */ .lV,
    maxDelayMs: _time_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PREVIEW_WINDOW_MS */ .he
};
/** A 2xx to a trigger whose JSON broke the contract: what started may exist, so its ids are kept. */
class AdminContractError extends _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD {
    ids;
    constructor(message, details, ids) {
        super(message, details);
        this.ids = ids;
        this.name = 'AdminContractError';
    }
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The names an id may go by in an answer that drifted: as documented, snake_case, and `id` / `_id`. */
const ALIASES = {
    statusId: ['statusId', 'status_id', 'id', '_id'],
    previewUrl: ['previewUrl', 'preview_url', 'url'],
    schemaId: ['schemaId', 'schema_id', 'workflowSchemaId'],
    instanceId: ['instanceId', 'instance_id'],
    jobId: ['jobId', 'job_id']
};
/**
 * The ids (and an https preview URL) an unexpected JSON answer names, at its top level or one level
 * down (`{"data": {...}}`). Only plausible ids without a piece of the key are kept.
 */
function salvageIds(json, wanted) {
    const objects = isObject(json) ? [json, ...Object.values(json).filter(isObject)] : [];
    const found = {};
    for (const name of wanted) {
        for (const object of objects) {
            const value = ALIASES[name].map(alias => object[alias]).find(v => v !== undefined && v !== null);
            const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
            const usable = name === 'previewUrl'
                ? (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(text)
                : (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlausibleId */ .V2)(text) && (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text) === text
                    ? text
                    : undefined;
            if (usable) {
                found[name] = usable;
                break;
            }
        }
    }
    return found;
}
async function trigger(client, segments, body, schema, ids, call) {
    const json = await client.request('POST', segments, body, zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J(), call);
    const parsed = schema.safeParse(json);
    if (parsed.success)
        return parsed.data;
    const path = `/${segments.map(encodeURIComponent).join('/')}`;
    const shown = (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .shownPath */ .pS)(segments);
    const problems = parsed.error.issues.map(i => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    const message = `POST ${shown}: response breaks the API contract (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(problems)}): ${(0,_body_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(JSON.stringify(json) ?? '')}`;
    throw new AdminContractError((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message), { kind: 'contract', method: 'POST', path, retryable: false, mayHaveReachedServer: true }, salvageIds(json, ids));
}
/** `POST /v1/project/update/{projectId}`: deploys the project's deployment branch. */
function triggerDeployment(client, projectId, call = {}) {
    const segments = ['v1', 'project', 'update', projectId];
    const options = { ...call, retry: call.retry ?? TRIGGER_RETRY };
    return trigger(client, segments, undefined, _admin_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentTriggerSchema */ .Ln, ['statusId'], options);
}
/** `POST /v1/project/preview/{projectId}` with `{branch}`: creates or refreshes the branch's preview. */
function triggerPreview(client, projectId, branch, call = {}) {
    const segments = ['v1', 'project', 'preview', projectId];
    const options = { ...call, retry: call.retry ?? PREVIEW_RETRY };
    return trigger(client, segments, { branch }, _admin_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .previewTriggerSchema */ .w8, ['statusId', 'previewUrl'], options);
}
/** `POST /v1/workflow/{projectId}/{automationId}/trigger`: runs an automation on a custom schedule. */
function triggerAutomation(client, projectId, automationId, call = {}) {
    const segments = ['v1', 'workflow', projectId, automationId, 'trigger'];
    const options = { ...call, retry: call.retry ?? TRIGGER_RETRY };
    const ids = ['schemaId', 'instanceId', 'jobId'];
    return trigger(client, segments, undefined, _admin_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .automationTriggerSchema */ .N0, ids, options);
}
/** `GET /v1/project/update-status/{statusId}`: a deployment's or a preview's status. */
function getDeploymentStatus(client, statusId, call = {}) {
    const segments = ['v1', 'project', 'update-status', statusId];
    return client.request('GET', segments, undefined, _admin_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentStatusSchema */ .X, call);
}


/***/ }),

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

/***/ 7895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ waitNote)
/* harmony export */ });
// How a job summary says that a wait did not see the end of what it waited for.
/** A paragraph for a wait that stopped early or never started; '' when it saw the end. */
function waitNote(outcome, what) {
    if (outcome === 'timeout')
        return `<p>Stopped waiting at <code>timeout-minutes</code>. The ${what} goes on on the service: follow it in the dashboard.</p>`;
    if (outcome === 'cancelled')
        return `<p>The workflow was cancelled. The ${what} goes on on the service: follow it in the dashboard.</p>`;
    if (outcome === 'not-waited')
        return `<p>Not waited for (<code>wait: false</code>).</p>`;
    return '';
}


/***/ }),

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
