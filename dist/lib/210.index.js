export const id = 210;
export const ids = [210];
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

/***/ 77076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ isJobTerminal),
/* harmony export */   Vs: () => (/* binding */ readAgentJob),
/* harmony export */   Yr: () => (/* binding */ jobOutcome),
/* harmony export */   ai: () => (/* binding */ watchedJob),
/* harmony export */   bX: () => (/* binding */ WrongJobError),
/* harmony export */   hx: () => (/* binding */ describeJob)
/* harmony export */ });
/* unused harmony export resumeHint */
/* harmony import */ var _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37770);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8763);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51618);



// An agent job as a thing to wait for and to judge: agent mode's job, and an automation run's job
// (read through the same endpoint). Its identity, statuses and log words for the one wait
// (wait.ts), and whether it fails the step per `fail-on` (outcome.ts).
/** A record of another job than the one the run named: a broken contract, never a job to follow. */
class WrongJobError extends Error {
    jobId;
    otherId;
    constructor(message, 
    /** The job the run named. */
    jobId, 
    /** The job the record was of. */
    otherId) {
        super(message);
        this.jobId = jobId;
        this.otherId = otherId;
        this.name = 'WrongJobError';
    }
}
function isJobTerminal(job) {
    return _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATUSES */ .CM.has(job.status);
}
/** The job's status (and pull request) for a log line: every outside value through forLog. */
function describeJob(job) {
    const pr = job.prLink ? `, pull request ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.prLink)}` : '';
    return `${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status)}${pr}`;
}
/** The job `jobId` as the one wait follows it. */
function watchedJob(jobId) {
    const shown = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return {
        id: jobId,
        idOf: job => job.id,
        statusOf: job => job.status,
        isKnownStatus: _api_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnownStatus */ .ih,
        isTerminal: isJobTerminal,
        name: `job ${shown}`,
        describe: describeJob,
        unknownStatus: job => `Job ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)} has a status the action does not know, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.status, 64)}: taking it as still running and waiting for a known final status or the timeout.`,
        wrongRecord: job => new WrongJobError(`The API answered for job ${shown} with a record of another job, ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job.id)}: a broken contract. ` +
            `The action keeps to job ${shown}, the one this run named, and does not follow the other.`, jobId, job.id),
        readFailed: (error, retryIn) => `Reading job ${shown} failed (${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(error.message)}); polling again in ${retryIn}`
    };
}
/**
 * The one way any mode reads an agent job (`GET .../job/{id}`): the record must be of the job asked
 * for. A record of another id is a broken contract (WrongJobError), never that job's state.
 */
async function readAgentJob(client, projectId, jobId, call) {
    const job = await client.getJob(projectId, jobId, call);
    if (job.id !== jobId)
        throw watchedJob(jobId).wrongRecord(job);
    return job;
}
function resumeHint(jobId) {
    return `It keeps running on the service; to wait for it again, run with \`job-id: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId)}\` and no \`prompt\`.`;
}
/** What the user can do about a job that ended badly. */
function nextSteps(jobId) {
    const id = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(jobId);
    return `Open the job in the Mintlify dashboard to see what the agent did; to ask for changes, send a follow-up with \`job-id: ${id}\` and a new \`prompt\`, or start a new job with \`prompt\` alone.`;
}
/** Whether the job's wait fails the step, per `fail-on` (`failed`, `archived`, `no-pr`, `timeout`). */
function jobOutcome(report, failOn) {
    const { job } = report;
    const jobId = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(report.jobId);
    const last = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(job?.status ?? 'unknown');
    const next = resumeHint(report.jobId);
    const unfinished = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .unfinishedOutcome */ .ii)(report, { what: `job ${jobId}`, last, next, stopped: 'polling' }, failOn);
    if (unfinished)
        return unfinished;
    if (report.outcome !== 'terminal' || !job)
        return {};
    let warning;
    if (job.status === 'failed' || job.status === 'archived') {
        const text = job.status === 'failed'
            ? `Job ${jobId} failed. ${nextSteps(report.jobId)}`
            : `Job ${jobId} was archived before it finished. ${nextSteps(report.jobId)}`;
        const judged = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .perFailOn */ .j3)(text, job.status, failOn);
        if (judged.failure)
            return judged;
        warning = judged.warning;
    }
    if (!job.prLink && failOn.has('no-pr'))
        return { failure: `Job ${jobId} finished as ${last} without a pull request (\`fail-on: no-pr\`).` };
    return { warning };
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

/***/ 14210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  automationMode: () => (/* binding */ automationMode)
});

// EXTERNAL MODULE: ./src/kernel/wait/agent-job.ts
var agent_job = __webpack_require__(77076);
// EXTERNAL MODULE: ./src/kernel/api/admin.ts
var admin = __webpack_require__(6977);
// EXTERNAL MODULE: ./src/kernel/api/errors.ts
var errors = __webpack_require__(99947);
// EXTERNAL MODULE: ./src/kernel/api/failures.ts
var failures = __webpack_require__(95419);
// EXTERNAL MODULE: ./src/modes/automation/outputs.ts
var outputs = __webpack_require__(56024);
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/wait/outcome.ts
var outcome = __webpack_require__(8763);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/wait/wait.ts
var wait = __webpack_require__(78930);
// EXTERNAL MODULE: ./src/kernel/api/admin-failures.ts
var admin_failures = __webpack_require__(64885);
// EXTERNAL MODULE: ./src/kernel/io/message-html.ts
var message_html = __webpack_require__(96471);
// EXTERNAL MODULE: ./src/kernel/wait/wait-note.ts
var wait_note = __webpack_require__(7895);
;// CONCATENATED MODULE: ./src/modes/automation/summary.ts




// The job summary of automation mode. Every value from the API passes safe-text.ts on its way into the
// Markdown.
const cell = (value, max = 500) => (value ? (0,safe_text/* forMarkdown */.Bm)(value, max) : '—');
const code = (value) => `<code>${(0,safe_text/* forMarkdown */.Bm)(value, 200)}</code>`;
async function writeAutomationSummary(summary, report, error) {
    const { job, followed } = report;
    const how = !followed
        ? '—'
        : followed.readable
            ? 'through the agent job endpoint'
            : `not followed: ${(0,safe_text/* forMarkdown */.Bm)(followed.why, 1000)}`;
    summary.builder.addHeading('Docs automation', 2).addTable([
        [
            { data: 'Field', header: true },
            { data: 'Value', header: true }
        ],
        ['Automation', code(report.schemaId ?? report.automationId)],
        ['Run (instance id)', report.instanceId ? code(report.instanceId) : '—'],
        ['Job id', report.jobId ? code(report.jobId) : '—'],
        ['Waited', how],
        ['Status', cell(job?.status, 100)],
        ['Pull request', (0,safe_text/* markdownLink */.iQ)(job?.prLink) || '—'],
        ['Elapsed', (0,failures/* formatWait */.Du)(report.elapsedMs)]
    ]);
    // An unreadable run was not waited for, whatever `wait` says: the paragraph below tells why.
    const parts = [followed?.readable === false ? '' : (0,wait_note/* waitNote */.C)(report.outcome, 'run')];
    if (followed && !followed.readable)
        parts.push('<p>The API documents no status for an automation run: follow it in the dashboard, with the ids above.</p>');
    if (error)
        parts.push(`<p><strong>Error:</strong> ${(0,message_html/* messageHtml */.d)(error)}</p>`);
    summary.builder.addRaw(parts.filter(Boolean).join('\n'), true);
    await summary.write();
}

;// CONCATENATED MODULE: ./src/modes/automation/mode.ts











const DASHBOARD = 'the API documents no status for automation runs; follow the run in the dashboard';
/** The run's job through the agent job endpoint: its first record, or why it cannot be read. */
async function firstRead(check, options) {
    const shown = (0,safe_text/* forLog */.Ig)(check.watched.id);
    let reads = 0;
    const read = call => {
        reads += 1;
        return options.read(call);
    };
    try {
        // The one wait, stopping at the first record: failed reads are retried until the deadline.
        const result = await (0,wait/* waitFor */.fm)(check, { ...options, read, stopAt: () => true });
        if (result.kind === 'cancelled')
            return { why: 'the workflow was cancelled', polls: result.polls, cancelled: true };
        if (result.kind === 'timeout')
            return {
                why: `no read of job ${shown} succeeded before \`timeout-minutes\``,
                polls: result.polls,
                timedOut: true
            };
        return { job: result.job, polls: result.polls };
    }
    catch (error) {
        if (error instanceof agent_job/* WrongJobError */.bX)
            return {
                why: `the agent job endpoint answered with another job (${(0,safe_text/* forLog */.Ig)(error.otherId)})`,
                polls: reads
            };
        const status = (0,errors/* isApiError */.d7)(error) && error.status ? `HTTP ${error.status}` : (0,error_message/* errorMessage */.g)(error);
        return {
            why: `the agent job endpoint could not read job ${shown} (${(0,safe_text/* forLog */.Ig)(status, 300)})`,
            polls: reads
        };
    }
}
/** Follows the run's job `jobId` when the agent job endpoint can read it, filling in `report`. */
async function followJob(inputs, client, { budget, log }, report, jobId, started) {
    const check = new wait/* RecordCheck */.qs((0,agent_job/* watchedJob */.ai)(jobId), log);
    const options = {
        log,
        read: (call) => (0,agent_job/* readAgentJob */.Vs)(client, inputs.projectId, jobId, call),
        deadline: budget.deadline,
        intervalMs: inputs.pollIntervalMs,
        signal: budget.cancel,
        clock: budget.clock,
        started
    };
    const first = await log.group(`Trying the agent job endpoint for job ${(0,safe_text/* forLog */.Ig)(jobId)}`, () => firstRead(check, options));
    report.polls = first.polls;
    if ('why' in first) {
        if (first.cancelled) {
            report.outcome = 'cancelled';
            return {
                cancelled: `Cancelled while reading the automation's job ${(0,safe_text/* forLog */.Ig)(jobId)}. The run goes on: follow it in the dashboard.`
            };
        }
        report.followed = { readable: false, why: first.why };
        // Reads that kept failing say nothing of the run: worth a warning, not a red step.
        const line = `Not waiting: ${first.why}; ${DASHBOARD}.`;
        if (first.timedOut)
            log.warning(line);
        else
            log.info(line);
        return {};
    }
    report.followed = { readable: true };
    report.job = first.job;
    log.info(`The automation's job ${(0,safe_text/* forLog */.Ig)(jobId)} can be read with the agent job endpoint (status ${(0,safe_text/* forLog */.Ig)(first.job.status)}): waiting for it as agent mode does.`);
    try {
        if ((0,agent_job/* isJobTerminal */.Os)(first.job))
            report.outcome = 'terminal';
        else {
            const result = await log.group(`Waiting for job ${(0,safe_text/* forLog */.Ig)(jobId)}`, () => (0,wait/* waitFor */.fm)(check, { ...options, initial: first.job }));
            Object.assign(report, {
                job: result.job ?? first.job,
                ...(0,outcome/* waitFields */.Bs)(result),
                polls: report.polls + result.polls
            });
        }
    }
    catch (failure) {
        const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
        return {
            error: failure instanceof agent_job/* WrongJobError */.bX ? failure.message : (0,failures/* describeApiFailure */.ge)(failure, 'get', context)
        };
    }
    return { judge: true };
}
/** Runs automation mode. Returns the reason the step fails, if it does; outputs are written either way. */
async function automationMode(run, inputs, client) {
    const { budget, log } = run;
    const started = budget.clock.now();
    const context = { timeoutMs: inputs.timeoutMs, deadline: budget.deadline };
    const call = { deadline: budget.deadline, signal: budget.cancel };
    const report = {
        automationId: inputs.automationId,
        outcome: 'not-waited',
        elapsedMs: 0,
        polls: 0
    };
    const finish = async (error) => {
        report.elapsedMs = budget.clock.now() - started;
        (0,outputs/* setAutomationOutputs */.Qq)(run.outputs, {
            ...report,
            status: report.job?.status,
            prLink: (0,safe_text/* httpsUrl */.N3)(report.job?.prLink)
        });
        await writeAutomationSummary(run.summary, report, error);
    };
    let ids;
    try {
        ids = await log.group(`Triggering automation ${(0,safe_text/* forLog */.Ig)(inputs.automationId)}`, () => (0,admin/* triggerAutomation */.sh)(client, inputs.projectId, inputs.automationId, call));
    }
    catch (error) {
        const message = (0,admin_failures/* describeAdminFailure */.V)(error, 'automation', context);
        const salvaged = error instanceof admin/* AdminContractError */.EZ ? error.ids : {};
        if (!salvaged.schemaId && !salvaged.instanceId && !salvaged.jobId)
            throw new Error(message, { cause: error });
        Object.assign(report, salvaged);
        await finish(message);
        return message;
    }
    // Reported before anything else: whatever happens next, the run can be found.
    Object.assign(report, { schemaId: ids.schemaId, instanceId: ids.instanceId, jobId: ids.jobId });
    (0,outputs/* setAutomationOutputs */.Qq)(run.outputs, ids);
    log.info(`Automation run started: schema ${(0,safe_text/* forLog */.Ig)(ids.schemaId ?? '—')}, instance ${(0,safe_text/* forLog */.Ig)(ids.instanceId ?? '—')}, job ${(0,safe_text/* forLog */.Ig)(ids.jobId ?? '—')}`);
    if (!inputs.wait) {
        await finish();
        return undefined;
    }
    if (!ids.jobId) {
        report.followed = { readable: false, why: "the trigger's answer named no job id" };
        log.info(`Not waiting: ${report.followed.why}; ${DASHBOARD}.`);
        await finish();
        return undefined;
    }
    const jobId = ids.jobId;
    const { error, cancelled, judge } = await followJob(inputs, client, run, report, jobId, started);
    await finish(error);
    if (!judge)
        return error ?? cancelled;
    // The job is an agent job: its outcome is decided as agent mode decides it.
    return (0,outcome/* stepFailure */.nK)((0,agent_job/* jobOutcome */.Yr)({ ...report, jobId, job: report.job }, inputs.failOn), message => log.warning(message));
}


/***/ })

};
