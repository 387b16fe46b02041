export const id = 123;
export const ids = [123,405];
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
/* harmony export */   dm: () => (/* binding */ quotedBody),
/* harmony export */   mf: () => (/* binding */ readBodyText),
/* harmony export */   rU: () => (/* binding */ apiMessageOf)
/* harmony export */ });
/* unused harmony export mayHoldReaderText */
/* harmony import */ var _publish_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53054);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37770);



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
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text).replace(/\s+/g, ' ').trim(), max);
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
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(problems.join('; '), 600);
}
/**
 * The API's own error message, from either error shape, or a short excerpt of a non-JSON body. From a
 * path whose answers may hold reader text, the message passes the runtime gate and a body that is not
 * the error shape is not quoted.
 */
function apiMessageOf(text, path = '') {
    const readers = mayHoldReaderText(path);
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .apiErrorBodySchema */ .gh.safeParse(JSON.parse(text));
        if (parsed.success) {
            const details = (parsed.data.details ?? []).map(d => d.message).filter(Boolean);
            const message = [parsed.data.error, ...details].filter(Boolean).join(': ');
            if (message)
                return excerpt(readers ? (0,_publish_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .untypedAs */ .ci)(message, 'redact') : message, 500);
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
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isUsableJobId */ .Xb)(candidate) && (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(candidate) === candidate ? candidate : undefined;
}


/***/ }),

/***/ 53054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ openGate),
/* harmony export */   ci: () => (/* binding */ untypedAs),
/* harmony export */   l_: () => (/* binding */ asSentForDatasetFiles)
/* harmony export */ });
/* unused harmony exports shownAs, isPrivateAudience, modeForPlace */
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83781);
/* harmony import */ var _reader_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16405);
/* harmony import */ var _places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26897);
/* harmony import */ var _reader_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32440);




/** Text as `mode` lets it out. */
function shownAs(text, mode) {
    if (mode === 'keep')
        return text;
    if (mode === 'omit')
        return text.trim() === '' ? text : _reader_text_js__WEBPACK_IMPORTED_MODULE_0__/* .OMITTED_TEXT */ .b$;
    return (0,_reader_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactReaderText */ .ys)(text);
}
/** Untyped text before a place of `mode`: as it is only when the workflow said `keep`. */
function untypedAs(text, mode) {
    return mode === 'keep' ? text : (0,_reader_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactReaderText */ .ys)(text);
}
function isPrivateAudience(settings) {
    return (settings.frontEnd === 'operator' ||
        settings.visibility === 'private' ||
        settings.visibility === 'internal');
}
const STRICTNESS = ['keep', 'redact', 'omit'];
const strictest = (modes) => modes.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a), 'keep');
/** What `place` may carry under `settings`. */
function modeForPlace(place, settings) {
    const { asked } = settings;
    if (asked === 'keep')
        return 'keep';
    switch (_places_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACES */ .l[place]) {
        case 'prompt':
            return asked;
        case 'sealed':
            return 'redact';
        case 'service':
            return 'keep';
        case 'repository':
            return isPrivateAudience(settings) ? asked : 'omit';
    }
}
/** The gate of one run. */
function openGate(settings) {
    const modes = new Map();
    const modeFor = (place) => {
        let mode = modes.get(place);
        if (mode === undefined)
            modes.set(place, (mode = modeForPlace(place, settings)));
        return mode;
    };
    const modeIn = (places) => strictest(places.map(modeFor));
    // The one place reader text becomes a string again: a phantom type, so the string is the value.
    const showAs = (text, mode) => shownAs(text, mode);
    const show = (text, place) => showAs(text, modeFor(place));
    return {
        settings,
        isPublic: !isPrivateAudience(settings),
        modeFor,
        modeIn,
        show,
        showIn: (text, places) => showAs(text, modeIn(places)),
        keptIn: (rows, places) => modeIn(places) === 'keep' ? rows : undefined,
        sealed: text => (0,_reader_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asReaderText */ .TV)(show(text, 'sealed')),
        showMaybe: (text, place) => (text === null || text === undefined ? text : show(text, place)),
        showCaught: (error, place) => untypedAs((0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error), modeFor(place)),
        showUntyped: (text, place) => untypedAs(text, modeFor(place))
    };
}
/**
 * The dataset files of the artifact, written as the API sent them: what the artifact may hold on a
 * public repository is the artifact's own rule (modes/analytics/files/), not this one's.
 */
const asSentForDatasetFiles = (text) => text;


/***/ }),

/***/ 26897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ REPORT_PLACES),
/* harmony export */   l: () => (/* binding */ PLACES)
/* harmony export */ });
// Every place the action writes, declared once with whose eyes it reaches. The publication gate
// (gate.ts) decides from this table alone what reader text each place may carry.
//
// - repository: the place is as public as the repository. A public repository's logs and job
//   summaries can be read by anyone, its artifacts downloaded by anyone signed in to GitHub; a
//   repository whose visibility is unknown counts as public. On the command line the files and the
//   terminal are the person's own, read as a private repository's.
// - prompt: the agent's prompt. The agent may quote it in a pull request of the docs repository,
//   whose visibility the action cannot see: it carries reader text as `reader-text` says (redacted by
//   default), whatever this repository's visibility; turning on `gaps-agent` is the workflow saying so.
// - service: a request to the docs platform's API, which the text came from (a gap's wording asked of
//   the discovery search): it is not published, and goes as the run holds it.
// - sealed: encrypted with a key derived from the API key (the loop's state, the history branch): no
//   reader of the repository can read it, so what the run needs to read back is kept there.
const PLACES = {
    /** The run's log (the step's log, the terminal's stderr). */
    log: 'repository',
    /** The job summary. */
    summary: 'repository',
    /** report.md in `output-dir`. */
    'report-file': 'repository',
    /** The report issue and its comments. */
    issue: 'repository',
    /** A pull request's comment. */
    'pr-comment': 'repository',
    /** A check run's title and summary. */
    'check-run': 'repository',
    /** The step's outputs (and --json on the command line). */
    output: 'repository',
    /** The files of the uploaded artifact: the datasets, gaps.json and gaps.csv, the checkpoint. */
    artifact: 'repository',
    /** The report's charts (SVG files and Mermaid blocks). */
    chart: 'repository',
    /** The agent's prompt. */
    prompt: 'prompt',
    /** The loop's encrypted state and the history branch. */
    sealed: 'sealed',
    /** A request to the docs platform's API. */
    api: 'service'
};
/** The places the report goes: the job summary, report.md and the report issue are one rendering. */
const REPORT_PLACES = ['summary', 'report-file', 'issue'];


/***/ }),

/***/ 32440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ compareReaderText),
/* harmony export */   Fg: () => (/* binding */ reworded),
/* harmony export */   TV: () => (/* binding */ asReaderText),
/* harmony export */   jh: () => (/* binding */ measured),
/* harmony export */   ol: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** The parse boundary: a string from an analytics body (or read back from our own sealed files). */
const asReaderText = (text) => text;
/** The string inside, for the work below; the gate (gate.ts) is the only way out. */
const textOf = (text) => text;
/** Reader text changed (trimmed, cut, normalised): still reader text. */
const reworded = (text, change) => asReaderText(change(textOf(text)));
/** A question about reader text whose answer holds none of it (empty? long? unanswered?). */
const measured = (text, measure) => measure(textOf(text));
/** UTF-16 code-unit order (not localeCompare, which depends on the runtime's ICU data). */
function compareReaderText(a, b) {
    const x = textOf(a);
    const y = textOf(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
/**
 * A stable key for reader text that holds none of it: the first `length` hex digits of the SHA-256
 * of the text as `normalise` leaves it; undefined when nothing is left of it.
 */
function digestOf(text, normalise, length = 12) {
    const normal = normalise(textOf(text));
    return normal ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(normal).digest('hex').slice(0, length) : undefined;
}


/***/ }),

/***/ 16405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b$: () => (/* binding */ OMITTED_TEXT),
  Dq: () => (/* binding */ READER_TEXT_MODES),
  ys: () => (/* binding */ redactReaderText)
});

;// CONCATENATED MODULE: ./src/kernel/redaction/rule.ts
// What a redaction rule is: a pattern over the matching copy (normalise.ts) and what a match of it
// becomes. A rule that keeps its match (a date, a time, a price) takes it out of reach of the rules
// after it, which would otherwise read it as a phone number or an id.
const EMAIL_LABEL = '[email]';
const PHONE_LABEL = '[phone]';
const NUMBER_LABEL = '[number]';
const KEY_LABEL = '[key]';
const URL_LABEL = '[url with credentials]';
/** A rule whose every match is replaced by `label`. */
const always = (pattern, label, hint) => ({
    pattern,
    replace: () => label,
    hint
});
/** A rule whose matches are kept as they are, out of reach of the rules after it. */
const keep = (pattern) => ({ pattern });

;// CONCATENATED MODULE: ./src/kernel/redaction/addresses.ts

// Addresses over the matching copy (`＠` is `@` there, `．` and `。` are `.`): URLs that carry a user
// and password, e-mail addresses in any script, and addresses spelt out to dodge a filter
// (`jane [at] example [dot] com`, `jane at example dot com`).
const URL_WITH_CREDENTIALS = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s/@]+@[^\s]*/gi;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const LOCAL = String.raw `(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw `[\p{L}\p{N}-]+`;
const BRACKETED = (word) => String.raw `\s*[\[({<]\s*${word}\s*[\])}>]\s*`;
const SPELT_DOT = String.raw `(?:${BRACKETED('dot')}|\s+dot\s+)`;
const ANY_DOT = String.raw `(?:${SPELT_DOT}|\.)`;
const END = String.raw `(?![\p{L}\p{N}])`;
/** `jane [at] example.com`, `jane (at) example [dot] com`: the at in brackets. */
const BRACKETED_AT = new RegExp(String.raw `${LOCAL}${BRACKETED('at')}${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}\p{L}{2,}${END}`, 'giu');
/** `jane at example dot com`: a bare at counts only with a dot spelt out too. */
const SPELT_AT = new RegExp(String.raw `${LOCAL}\s+at\s+${LABEL}(?:${ANY_DOT}${LABEL})*${SPELT_DOT}\p{L}{2,}${END}`, 'giu');
/** The address rules, in the order they run. */
const ADDRESS_RULES = [
    always(URL_WITH_CREDENTIALS, URL_LABEL, /:\/\/[^\s]*@/),
    always(EMAIL, EMAIL_LABEL, /@/),
    always(BRACKETED_AT, EMAIL_LABEL, /[[({<]\s*at\s*[\])}>]/i),
    always(SPELT_AT, EMAIL_LABEL, /\sdot\s|[[({<]\s*dot/i)
];

;// CONCATENATED MODULE: ./src/kernel/redaction/normalise.ts
// The copy of a text that redaction matches against: what a reader sees, in one form. Compatibility
// forms and widths are folded (NFKC: `＠` is `@`, `１` is `1`), every dash is `-`, every decimal digit
// of any script is its ASCII digit, every space is ` `, and characters nobody sees (zero-width,
// soft hyphen, bidi controls, variation selectors, fillers) are gone. Each character of the copy
// knows the span of the original it came from, so a match is cut out of the original text.
/** Characters that show nothing: format characters (Cf), variation selectors, joiners and fillers. */
const INVISIBLE = /^(?:\p{Cf}|\p{Variation_Selector}|\u034f|\u17b4|\u17b5|[\u115f\u1160\u3164\uffa0])$/u;
const DASH = /^[\p{Pd}\u2212\u2796\ufe63\uff0d]$/u;
const DIGIT = /^\p{Nd}$/u;
const SPACE = /^\s$/u;
/** Full stops that read as a dot in an address typed on a CJK keyboard. */
const FULL_STOPS = new Set(['\u3002', '\uff61', '\uff0e']);
/**
 * The ASCII digit a decimal digit stands for. Unicode encodes each script's digits 0 to 9 in one
 * contiguous run, so a digit's value is its distance from the start of its run, modulo 10.
 */
function asciiDigit(char) {
    const code = char.codePointAt(0);
    let start = code;
    while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1)))
        start--;
    return String((code - start) % 10);
}
/** What one character of the original becomes in the copy ('' for a character nobody sees). */
function fold(char) {
    // Printable ASCII reads as itself (the most of any text): no lookup.
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code < 0x7f)
        return char;
    if (INVISIBLE.test(char))
        return '';
    if (FULL_STOPS.has(char))
        return '.';
    const compatible = char.normalize('NFKC');
    let out = '';
    for (const c of compatible) {
        if (SPACE.test(c))
            out += ' ';
        else if (DASH.test(c))
            out += '-';
        else if (c > '\u007f' && DIGIT.test(c))
            out += asciiDigit(c);
        else if (INVISIBLE.test(c))
            continue;
        else
            out += c;
    }
    return out;
}
/** The copy of `text` that redaction matches, and the original span of each of its characters. */
function matchingCopy(text) {
    let folded = '';
    const starts = [];
    const ends = [];
    let at = 0;
    for (const char of text) {
        const end = at + char.length;
        const out = fold(char);
        for (let i = 0; i < out.length; i++) {
            starts.push(at);
            ends.push(end);
        }
        folded += out;
        at = end;
    }
    return { text: folded, starts, ends };
}

;// CONCATENATED MODULE: ./src/kernel/redaction/numbers.ts

// Numbers that identify someone, over the matching copy (every digit ASCII, every dash `-`):
// payment cards (13 to 19 digits passing the Luhn check, with spaces or dashes), IBANs (mod-97
// checked), US Social Security numbers (`123-45-6789`), UK National Insurance numbers
// (`QQ 12 34 56 C`), Chinese resident identity numbers (18 characters with a birth date), and phone
// numbers in national and international layouts. Dates, times and prices are set aside first so no
// later rule reads them as a number.
const digitsOf = (text) => text.replace(/\D/g, '');
function luhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
        let d = Number(digits[digits.length - 1 - i]);
        if (i % 2 === 1)
            d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
    }
    return sum % 10 === 0;
}
/** ISO 13616: the country and check digits moved to the end, letters as 10 to 35, the whole mod 97 is 1. */
function ibanChecks(iban) {
    const compact = iban.replace(/ /g, '');
    const moved = compact.slice(4) + compact.slice(0, 4);
    let rest = 0;
    for (const c of moved) {
        const value = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
        for (const d of value)
            rest = (rest * 10 + Number(d)) % 97;
    }
    return rest === 1;
}
const CARD = /(?<![\p{N}])\d(?:[ -]?\d){12,18}(?![\p{N}])/gu;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g;
const US_SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g;
const UK_NI = /(?<![\p{L}\p{N}])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/giu;
const CN_RESIDENT_ID = /(?<!\d)\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\p{L}\p{N}])/gu;
/** Dates, date-times and clock times: no personal data, though their digits run long. */
const DATES_AND_TIMES = [
    /(?<!\d)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?!\d)/g,
    /(?<!\d[./-]?)(?:19|20)\d{2}([./-])[01]?\d\1[0-3]?\d(?![./-]?\d)/g,
    /(?<!\d[./-]?)[0-3]?\d([./-])[0-3]?\d\1(?:19|20)\d{2}(?![./-]?\d)/g,
    /(?<![\d:])\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?![\d:])/g,
    /(?<![\p{L}\p{N}])v\d+(?:\.\d+)+/gu
];
/** A price: a currency sign beside a number written with thousands separators. */
const PRICE = /\p{Sc}\s?\d{1,3}(?:[ ,.]\d{3})*(?:[.,]\d{1,2})?(?!\d)|(?<![\d.,])\d{1,3}(?:[ ,.]\d{3})*(?:[.,]\d{1,2})?\s?\p{Sc}/gu;
/** Digits with at most two separators between them: phone numbers, account and other ids. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().\-/]{0,2}\d)+/g;
function digitRun(run) {
    const digits = digitsOf(run).length;
    if (digits < 7)
        return undefined;
    // A phone number: a leading +, or 7 to 15 digits written with separators, as people write them.
    const phoneLike = run.startsWith('+') || /[\s().-]/.test(run);
    return phoneLike && digits <= 15 ? PHONE_LABEL : NUMBER_LABEL;
}
/** The number rules, in the order they run. */
const NUMBER_RULES = [
    { pattern: IBAN, replace: m => (ibanChecks(m) ? NUMBER_LABEL : undefined) },
    { pattern: CN_RESIDENT_ID, replace: () => NUMBER_LABEL },
    { pattern: UK_NI, replace: () => NUMBER_LABEL },
    { pattern: US_SSN, replace: () => NUMBER_LABEL },
    { pattern: CARD, replace: m => (luhn(digitsOf(m)) ? NUMBER_LABEL : undefined) },
    ...DATES_AND_TIMES.map(keep),
    keep(PRICE),
    { pattern: DIGIT_RUN, replace: digitRun }
];

;// CONCATENATED MODULE: ./src/kernel/redaction/secrets.ts

// Secrets as people paste them: keys and tokens of known shapes, private-key blocks, HTTP
// authorization headers, and `NAME=value`, `"name": "value"` or `name: value` pairs whose name says
// secret, password, token, key, credential or auth (any case, any separator inside the name:
// DB_PASSWORD, client-secret, accessToken, x-api-key).
/** Keys and tokens of well-known shapes (the prefix says what they are). */
const KNOWN_KEYS = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
    /\b(?:mint|sk|pk|rk)_[A-Za-z0-9_]{6,}/g,
    /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}/g,
    /\bgh[pousr]_[A-Za-z0-9]{16,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{16,}/g,
    /\bglpat-[A-Za-z0-9_-]{20,}/g,
    /\bnpm_[A-Za-z0-9]{30,}/g,
    /\bAIza[0-9A-Za-z_-]{30,}/g,
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /\bx(?:ox[abprs]|app)-[A-Za-z0-9-]{8,}/g,
    /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
];
/**
 * A run of 24 or more letters, digits, `_` and `-` with a piece of 12 or more that mixes letters and
 * digits: a token more often than a word (a page path's words are short pieces between dashes).
 */
const LONG_TOKEN = /(?<![\p{L}\p{N}_-])[A-Za-z0-9_-]{24,}(?![\p{L}\p{N}_-])/gu;
const looksRandom = (run) => run.split(/[_-]/).some(p => p.length >= 12 && /\d/.test(p) && /[A-Za-z]/.test(p));
/** An HTTP authorization header, or a credential scheme with its credentials. */
const AUTH_PARAM = String.raw `[A-Za-z][\w-]*=(?:"[^"\n]*"|[^\s"',;]+)`;
const AUTH_HEADER = new RegExp(String.raw `(?<![\p{L}\p{N}_-])(?:proxy-)?authori[sz]ation["']?\s*[:=]\s*["']?(?:(?:basic|bearer|digest|token|negotiate|ntlm|apikey|aws4-hmac-sha256)\s+)?(?:${AUTH_PARAM}|[^\s"',;]+)(?:\s*,\s*${AUTH_PARAM})*["']?`, 'giu');
/** `Basic <base64>` and `Bearer <token>`: the credentials mix digits, symbols or cases, unlike a word. */
const BASIC = /\b(?:Basic|BASIC|basic)\s+(?=[A-Za-z0-9+/]*(?:[0-9+/=]|[a-z][A-Z]))[A-Za-z0-9+/]{8,}={0,2}/g;
const BEARER = /\b(?:Bearer|BEARER|bearer)\s+(?=[A-Za-z0-9._~+/-]*(?:[0-9._~+/]|[a-z][A-Z]))[A-Za-z0-9._~+/-]{8,}=*/g;
const BT = '`';
const SEPARATOR = String.raw `\s*(?::=|=>|[:=])\s*`;
const VALUE = String.raw `(?:"[^"\n]*"|'[^'\n]*'|${BT}[^${BT}\n]*${BT}|[^\s"'${BT},;}\]<>&]+(?:&(?![\p{L}_][\p{L}\p{N}_.-]*=)[^\s"'${BT},;}\]<>&]*)*)`;
/** `"name": value` and `'name' = value`: a quoted name, as JSON, YAML or a dictionary writes it. */
const QUOTED_PAIR = new RegExp(String.raw `(["'${BT}])([^"'${BT}\n]{1,64})\1${SEPARATOR}${VALUE}`, 'gu');
/** `NAME=value`, `name: value`, `name => value`: a bare name (environment, query string, YAML, header). */
const BARE_PAIR = new RegExp(String.raw `(?<![\p{L}\p{N}_.-])([\p{L}_][\p{L}\p{N}_.-]{0,63})${SEPARATOR}${VALUE}`, 'gu');
/** Words that name a secret whatever stands beside them. */
const SECRET_WORD = /^(?:secrets?|passwords?|passwd|pwd|passphrase|credentials?|creds|apikeys?|accesskeys?|secretkeys?|privatekeys?|signingkeys?|clientsecret|accesstoken|refreshtoken|authtoken|sessiontoken|пароль|passwort|kennwort|contraseña|senha|密码|密碼|パスワード|비밀번호)$/u;
/** Words that name a secret inside a longer name (`api_key`, `access_token`) but alone may be a word. */
const GENERIC_WORD = /^(?:keys?|tokens?|auth|pass)$/;
const partsOf = (name) => name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** A value that cannot be an ordinary word: long, or holding a digit or a symbol. */
const secretLike = (value) => value.length >= 16 || (value.length >= 6 && /[^\p{L}]/u.test(value));
function namesSecret(name, value, quoted) {
    const parts = partsOf(name);
    if (parts.some(p => SECRET_WORD.test(p) || p.includes('password') || p.includes('secret')))
        return true;
    if (!parts.some(p => GENERIC_WORD.test(p)))
        return false;
    return parts.length > 1 || quoted || secretLike(value.replace(/^["'`]|["'`]$/g, ''));
}
const QUOTED_PARTS = new RegExp(String.raw `^(["'${BT}])([^"'${BT}\n]{1,64})\1${SEPARATOR}([\s\S]*)$`, 'u');
const BARE_PARTS = new RegExp(String.raw `^([\p{L}_][\p{L}\p{N}_.-]{0,63})${SEPARATOR}([\s\S]*)$`, 'u');
function pairRule(pattern, quoted) {
    return {
        pattern,
        replace: match => {
            const m = (quoted ? QUOTED_PARTS : BARE_PARTS).exec(match);
            if (!m)
                return undefined;
            const [name, value] = quoted ? [m[2], m[3]] : [m[1], m[2]];
            return value !== '' && namesSecret(name, value, quoted) ? KEY_LABEL : undefined;
        }
    };
}
/** The secret rules, in the order they run. */
const SECRET_RULES = [
    always(AUTH_HEADER, KEY_LABEL),
    always(BASIC, KEY_LABEL),
    always(BEARER, KEY_LABEL),
    pairRule(QUOTED_PAIR, true),
    pairRule(BARE_PAIR, false),
    ...KNOWN_KEYS.map(key => always(key, KEY_LABEL))
];
/** Long random-looking runs, after every rule that knows a shape. */
const LONG_TOKEN_RULE = {
    pattern: LONG_TOKEN,
    replace: run => (looksRandom(run) ? KEY_LABEL : undefined)
};

;// CONCATENATED MODULE: ./src/kernel/redaction/redact.ts




// Redaction of reader text, a best effort: the rules match a folded copy of the text (normalise.ts),
// so what a reader typed in full width, another script's digits or with characters nobody sees is
// matched as what it reads; each match is cut out of the original text and a bracketed word put in
// its place. Rules run in order, each over the copy with the matches of the rules before masked.
const [URL_RULE, ...EMAIL_RULES] = ADDRESS_RULES;
/** Every rule, in the order it runs: the most specific shapes first, bare digit runs last. */
const RULES = [
    URL_RULE,
    ...SECRET_RULES,
    ...EMAIL_RULES,
    LONG_TOKEN_RULE,
    ...NUMBER_RULES
];
/** Stands for a matched character in the copy: no rule's pattern reads it as part of a shape. */
const MASK = '\u0000';
/** Runs one rule over the copy: what it matched (labelled '' where it keeps the match), in order. */
function matchesOf(rule, copy) {
    if (rule.hint && !rule.hint.test(copy))
        return [];
    // The rule's own pattern: global, so exec walks the copy from lastIndex; reset for each copy.
    const pattern = rule.pattern;
    pattern.lastIndex = 0;
    const matched = [];
    for (let m = pattern.exec(copy); m; m = pattern.exec(copy)) {
        const start = m.index;
        const end = start + m[0].length;
        const label = end === start ? undefined : rule.replace ? rule.replace(m[0]) : '';
        // Not the shape after all: look again from the next character, where a shorter match may start.
        if (label === undefined)
            pattern.lastIndex = start + 1;
        else
            matched.push({ start, end, label });
    }
    return matched;
}
/** The copy with `spans` masked, so no later rule reads them. */
function masked(copy, spans) {
    let out = '';
    let from = 0;
    for (const s of spans) {
        out += copy.slice(from, s.start) + MASK.repeat(s.end - s.start);
        from = s.end;
    }
    return out + copy.slice(from);
}
/** Spans in order, overlapping ones made one (a pair whose value held an address is one secret). */
function merged(spans) {
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const out = [];
    for (const span of spans) {
        const last = out[out.length - 1];
        if (last && span.start < last.end)
            last.end = Math.max(last.end, span.end);
        else
            out.push({ ...span });
    }
    return out;
}
/** `text` with e-mail addresses, phone numbers, card and id numbers, keys and credentials replaced. */
function redactPersonalData(text) {
    const copy = matchingCopy(text);
    let work = copy.text;
    const found = [];
    for (const rule of RULES) {
        const matched = matchesOf(rule, work);
        if (matched.length === 0)
            continue;
        work = masked(work, matched);
        if (rule.replace)
            found.push(...matched);
    }
    if (found.length === 0)
        return text;
    let out = '';
    let from = 0;
    for (const span of merged(found)) {
        out += text.slice(from, copy.starts[span.start]) + span.label;
        from = copy.ends[span.end - 1];
    }
    return out + text.slice(from);
}

;// CONCATENATED MODULE: ./src/kernel/reader-text.ts
// Reader text: what the public typed into the docs site (search queries, assistant questions and their
// transcripts, feedback comments). It may hold personal data: the publication gate (kernel/publish/)
// decides, per place the action writes, which of these modes that place gets.
// `redact` replaces personal data and secrets as people type them (kernel/redaction/: addresses,
// numbers, keys and credential pairs) by a bracketed word, and breaks `@mentions` and `#refs` so
// nobody is pinged, a best effort; `omit`
// leaves no reader text at all; `keep` passes it as it is. The sinks of safe-text.ts still escape it.

const READER_TEXT_MODES = ['redact', 'omit', 'keep'];
/** What stands in for reader text that was left out (`omit`). */
const OMITTED_TEXT = '[reader text omitted]';
const MENTION = /(^|[^\p{L}\p{N}_`])@(?=[A-Za-z0-9])/gu;
const REF = /(^|[^\p{L}\p{N}_&])#(?=\d)|\b(GH)-(?=\d)/gu;
/** Reader text with personal data and pings taken out (the `redact` mode). */
function redactReaderText(text) {
    // A full-width sign reads the same and notifies nobody, in Markdown, a prompt or a pull request.
    return redactPersonalData(text)
        .replace(MENTION, '$1\uff20')
        .replace(REF, (_, before = '', gh) => (gh ? 'GH\u2011' : `${before}\uff03`));
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


/***/ })

};
