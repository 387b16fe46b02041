export const id = 848;
export const ids = [848,261];
export const modules = {

/***/ 2848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli)
});

// UNUSED EXPORTS: EXIT

// EXTERNAL MODULE: ./src/kernel/version.ts
var version = __webpack_require__(94929);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/kernel/inputs/registry.ts
var registry = __webpack_require__(24880);
// EXTERNAL MODULE: ./src/modes/lazy.ts
var lazy = __webpack_require__(71632);
;// CONCATENATED MODULE: ./src/cli/commands.ts


// The commands and their flags, from the same input registry as the action: one command per mode, and
// each flag is an input's name, so the action and the command line cannot drift. The inputs that only
// make sense in a GitHub workflow (comments, admission, the artifact, the report issue) are left out,
// with the value the command line reads for them.
const COMMANDS = ['agent', 'analytics', 'deploy', 'preview', 'automation'];
/** What each command does, for the top-level help. */
const COMMAND_TITLES = {
    agent: 'start an agent job (or follow one up) and wait for it',
    analytics: 'export analytics (CSV/JSON files and report.md)',
    deploy: 'trigger a docs deployment and wait for it',
    preview: 'trigger a preview deployment of a branch and wait for it',
    automation: 'run an automation and wait for it'
};
/**
 * The inputs a GitHub workflow alone can use, and what the command line reads for each: '' is the
 * registry's default. Pull request comments and the admission rules need a GitHub event; the artifact
 * and the report issue need the runner and a token.
 */
const GITHUB_ONLY = {
    mode: '',
    'github-token': '',
    'comment-on-pr': 'false',
    'event-context': 'false',
    'pr-updates': '',
    'previous-api-key': '',
    command: '',
    'allow-edited-comments': 'false',
    'agent-authors': '',
    'skip-paths': '',
    'reply-when-done': 'false',
    // A check run on the pull request's head: there is no pull request on the command line.
    'check-run': 'false',
    'min-permission': '',
    'allowed-users': '',
    'allowed-bots': '',
    // Read as given: empty means no upload.
    'artifact-name': '',
    'retention-days': '',
    'report-issue': '',
    // The docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue.
    'gaps-agent': '0',
    'assistant-api-key': '',
    'docs-domain': '',
    'score-threshold': ''
};
/** Where the key and the project id come from when no flag gives them. */
const ENV_FALLBACKS = {
    'api-key': 'MINTLIFY_API_KEY',
    'project-id': 'MINTLIFY_PROJECT_ID'
};
/** The command line's own flags, besides the inputs. */
const CLI_FLAGS = {
    json: 'print the outputs as one JSON object on stdout (nothing else goes to stdout)',
    quiet: 'no progress line: plain log lines only',
    verbose: 'also print the debug lines (each poll, each page)',
    help: 'show this help'
};
/** The flags of a command: the common inputs and its mode's, without the GitHub-only ones. */
function inputFlags(modeInputs) {
    const all = { ...registry/* COMMON_INPUTS */.s7, ...modeInputs };
    return Object.entries(all)
        .filter(([name]) => !(name in GITHUB_ONLY))
        .map(([name, fallback]) => ({
        name,
        fallback,
        boolean: fallback === 'true' || fallback === 'false'
    }));
}
async function loadCommand(name) {
    const definition = await lazy/* MODE_LOADERS */.N[name]();
    const flags = inputFlags(definition.inputs);
    return { name, definition, flags, reportDirFlag: !flags.some(f => f.name === 'output-dir') };
}
const isCommand = (name) => COMMANDS.includes(name ?? '');
const pad = (text, width) => text.padEnd(width);
/** `--help` of one command, generated from the registry. */
function commandHelp(spec) {
    const rows = spec.flags.map(flag => {
        const env = ENV_FALLBACKS[flag.name];
        const usage = flag.boolean ? `--${flag.name} / --no-${flag.name}` : `--${flag.name} <value>`;
        const notes = [
            flag.fallback !== undefined ? `default: ${flag.fallback}` : '',
            env ? `or ${env}` : ''
        ].filter(Boolean);
        return [usage, notes.join('; ')];
    });
    if (spec.reportDirFlag)
        rows.push(['--output-dir <dir>', 'write the report as report.md in this folder']);
    for (const [name, what] of Object.entries(CLI_FLAGS))
        rows.push([`--${name}`, what]);
    const width = Math.max(...rows.map(([usage]) => usage.length)) + 2;
    return [
        `Usage: docs-agent-action ${spec.name} [flags]`,
        '',
        `${spec.definition.title}: ${COMMAND_TITLES[spec.name]}.`,
        'Each flag is the action input of the same name (docs/reference.md says what each one does).',
        '',
        'Flags:',
        ...rows.map(([usage, notes]) => `  ${pad(usage, width)}${notes}`.trimEnd()),
        '',
        EXIT_CODES_HELP
    ].join('\n');
}
const EXIT_CODES_HELP = 'Exit codes: 0 success, 1 failure, 2 bad input, 130 cancelled (Ctrl-C: the job keeps running, fetched rows are kept).';
/** `--help` with no command. */
function topHelp(version) {
    const width = Math.max(...COMMANDS.map(c => c.length)) + 2;
    return [
        `docs-agent-action ${version}: the GitHub Action's modes, from a terminal or any CI system.`,
        '',
        'Usage: docs-agent-action <command> [flags]',
        '',
        'Commands:',
        ...COMMANDS.map(c => `  ${pad(c, width)}${COMMAND_TITLES[c]}`),
        '',
        'The API key comes from MINTLIFY_API_KEY, the project id from MINTLIFY_PROJECT_ID (or --project-id).',
        "Run 'docs-agent-action <command> --help' for a command's flags.",
        '',
        EXIT_CODES_HELP
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/args.ts


// A command's flags, read with Node's util.parseArgs. Strict parseArgs refuses a value that starts
// with `-` (`--date-from -7d`), so a string flag and the word after it are joined first
// (`--date-from=-7d`): a relative date works as written.
/** A flag the command line refuses: exit code 2. */
class UsageError extends Error {
}
function optionsOf(spec) {
    const options = {};
    for (const flag of spec.flags)
        options[flag.name] = { type: flag.boolean ? 'boolean' : 'string' };
    if (spec.reportDirFlag)
        options['output-dir'] = { type: 'string' };
    for (const name of Object.keys(CLI_FLAGS))
        options[name] = { type: 'boolean' };
    options.help = { type: 'boolean', short: 'h' };
    return options;
}
/** `--name value` as `--name=value` for every string flag, whatever the value starts with. */
function joinValues(args, options) {
    const joined = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
        const next = args[i + 1];
        if (name && options[name]?.type === 'string' && next !== undefined && !next.startsWith('--')) {
            joined.push(`${arg}=${next}`);
            i++;
        }
        else
            joined.push(arg);
    }
    return joined;
}
/** A sentence for parseArgs' own error, naming the flag as the command line spells it. */
function usageOf(error, spec) {
    const message = error instanceof Error ? error.message : String(error);
    const flag = /'(--?[^' ]+)/.exec(message)?.[1]?.replace(/^--no-/, '--');
    const name = flag?.replace(/^--/, '');
    if (name && name in GITHUB_ONLY)
        return new UsageError(`${flag} is an input of the GitHub Action only: the command line does not comment on pull requests, check permissions or upload artifacts.`);
    if (/Unknown option/.test(message))
        return new UsageError(`Unknown flag ${flag ?? ''}: see 'docs-agent-action ${spec.name} --help'.`);
    return new UsageError(`${message.replace(/\.$/, '')}: see 'docs-agent-action ${spec.name} --help'.`);
}
/** The flags of `spec` in `args`, the environment's fallbacks for the key and the project. */
function parseCommand(spec, args, env) {
    const options = optionsOf(spec);
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: joinValues(args, options),
            options,
            strict: true,
            allowPositionals: true,
            allowNegative: true
        });
    }
    catch (error) {
        throw usageOf(error, spec);
    }
    const { values, positionals } = parsed;
    if (positionals.length > 0)
        throw new UsageError(`Unexpected argument ${JSON.stringify(positionals[0])}: every value follows its flag, such as --prompt "…".`);
    const warnings = [];
    if (typeof values['api-key'] === 'string')
        warnings.push('--api-key puts the key in your shell history and the process list: set MINTLIFY_API_KEY instead.');
    const read = (name) => {
        if (name in GITHUB_ONLY)
            return name === 'mode' ? spec.name : GITHUB_ONLY[name];
        const value = values[name];
        if (typeof value === 'boolean')
            return String(value);
        if (typeof value === 'string')
            return value;
        const env_name = ENV_FALLBACKS[name];
        return (env_name && env[env_name]) || '';
    };
    const flag = (name) => values[name] === true;
    return {
        read,
        json: flag('json'),
        quiet: flag('quiet'),
        verbose: flag('verbose'),
        help: flag('help'),
        reportDir: spec.reportDirFlag ? values['output-dir'] : undefined,
        warnings
    };
}

// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/inputs/index.ts + 1 modules
var kernel_inputs = __webpack_require__(574);
// EXTERNAL MODULE: ./src/kernel/io/workflow-commands.ts
var workflow_commands = __webpack_require__(22956);
// EXTERNAL MODULE: ./src/kernel/outside.ts
var outside = __webpack_require__(85442);
// EXTERNAL MODULE: ./src/kernel/time/limits.ts
var limits = __webpack_require__(74235);
// EXTERNAL MODULE: ./src/kernel/time/run-budget.ts
var run_budget = __webpack_require__(13398);
// EXTERNAL MODULE: ./src/kernel/time/stops.ts
var stops = __webpack_require__(75246);
// EXTERNAL MODULE: ./src/kernel/trigger/index.ts
var trigger = __webpack_require__(12810);
;// CONCATENATED MODULE: ./src/cli/progress.ts

const CLEAR_LINE = '\r\x1b[2K';
const TICK_MS = 1000;
/** `1m 05s`, `12s`. */
function elapsedText(ms) {
    const seconds = Math.floor(ms / 1000);
    const minutes = Math.floor(seconds / 60);
    return minutes > 0 ? `${minutes}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}
/** The progress line's text, without control sequences. */
function progressText(state, elapsedMs) {
    const parts = [state.command];
    if (state.command === 'analytics') {
        if (state.dataset)
            parts.push(state.dataset);
        parts.push(`${(state.rows ?? 0).toLocaleString('en-US')} rows`);
        parts.push(state.budget === undefined
            ? `${state.requests} request(s)`
            : `${state.requests} of ${state.budget} requests`);
    }
    else {
        if (state.id)
            parts.push((0,outside/* forLog */.Ig)(state.id, 64));
        parts.push(state.status ? (0,outside/* forLog */.Ig)(state.status, 40) : 'starting');
    }
    parts.push(elapsedText(elapsedMs));
    return parts.join(' · ');
}
class ProgressLine {
    terminal;
    state;
    shown = false;
    timer;
    live;
    constructor(terminal, command, options = {}) {
        this.terminal = terminal;
        this.state = { command, requests: 0 };
        this.live = Boolean(terminal.isTTY) && !options.quiet;
        this.now = options.now ?? Date.now;
        this.started = this.now();
    }
    now;
    started;
    /** Starts redrawing each second (the elapsed time moves even when nothing else does). */
    start() {
        if (!this.live)
            return;
        this.draw();
        this.timer = setInterval(() => this.draw(), TICK_MS);
        this.timer.unref();
    }
    /** Changes what the line shows, and redraws it on a TTY. */
    update(change) {
        Object.assign(this.state, change);
        if (this.live)
            this.draw();
    }
    /** A log line: above the progress line on a TTY, which is drawn again under it. */
    line(text) {
        if (this.live && this.shown)
            this.terminal.write(CLEAR_LINE);
        this.terminal.write(`${text}\n`);
        if (this.live && this.shown)
            this.draw();
    }
    /** The final state, as a line that stays. */
    finish(outcome) {
        clearInterval(this.timer);
        const text = `${progressText(this.state, this.now() - this.started)} · ${outcome}`;
        if (this.live)
            this.terminal.write(`${CLEAR_LINE}${this.fit(text)}\n`);
        else
            this.terminal.write(`${text}\n`);
        this.shown = false;
    }
    fit(text) {
        const width = this.terminal.columns ?? 80;
        return text.length < width ? text : `${text.slice(0, Math.max(0, width - 2))}…`;
    }
    draw() {
        this.terminal.write(`${CLEAR_LINE}${this.fit(progressText(this.state, this.now() - this.started))}`);
        this.shown = true;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/kernel/io/outputs.ts
var io_outputs = __webpack_require__(55188);
// EXTERNAL MODULE: ./src/kernel/io/step-summary.ts
var step_summary = __webpack_require__(37267);
;// CONCATENATED MODULE: ./src/cli/terminal-io.ts





// A terminal's I/O for a run: the log as plain lines on stderr (through the progress line, which
// keeps itself under them), the outputs collected for --json, and the summary as report.md.
/** The log as plain lines: warnings prefixed, debug lines only with --verbose, a group as a header. */
function terminalSink(progress, verbose) {
    return {
        info: message => progress.line(message),
        warning: message => progress.line(`warning: ${message}`),
        debug: message => {
            if (verbose)
                progress.line(`debug: ${message}`);
        },
        startGroup: name => progress.line(`== ${name}`),
        endGroup: () => undefined
    };
}
/** The summary's HTML, as @actions/core builds it for the job summary: report.md renders it. */
class SummaryText {
    text = '';
    addHeading(text, level = 1) {
        const tag = `h${Math.min(Math.max(Number(level) || 1, 1), 6)}`;
        return this.addRaw(`<${tag}>${text}</${tag}>`, true);
    }
    addTable(rows) {
        const cell = (c) => {
            const { data, header } = typeof c === 'string' ? { data: c, header: false } : c;
            const tag = header ? 'th' : 'td';
            return `<${tag}>${data}</${tag}>`;
        };
        const body = rows.map(row => `<tr>${row.map(cell).join('')}</tr>`).join('');
        return this.addRaw(`<table>${body}</table>`, true);
    }
    addRaw(text, addEOL = false) {
        this.text += text + (addEOL ? '\n' : '');
        return this;
    }
    addDetails(label, content) {
        return this.addRaw(`<details><summary>${label}</summary>${content}</details>`, true);
    }
    stringify() {
        return this.text;
    }
    emptyBuffer() {
        this.text = '';
        return this;
    }
}
/** The run's log, outputs and summary; `values` holds the outputs as set. */
function terminalIo(reportDir) {
    const values = {};
    const log = {
        info: workflow_commands.info,
        warning: workflow_commands.warning,
        debug: workflow_commands.debug,
        group: workflow_commands.group
    };
    let reportFile;
    if (reportDir) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.resolve)(reportDir), { recursive: true });
        reportFile = (0,external_node_path_.join)((0,external_node_path_.resolve)(reportDir), 'report.md');
        (0,external_node_fs_.writeFileSync)(reportFile, '');
    }
    // Without a folder there is no report, and nothing to warn about (the job summary's warning is the runner's).
    const warn = (message) => {
        if (reportFile)
            workflow_commands.warning(message);
    };
    const summary = new step_summary/* StepSummary */.B(async () => new SummaryText(), reportFile, warn);
    const outputs = new io_outputs/* Outputs */.t((name, text) => (values[name] = text));
    return { log, outputs, summary, values, reportFile };
}

;// CONCATENATED MODULE: ./src/cli/watch.ts
/** Rows in a page: the length of each list in the answer (`views`, `searches`, `feedback`, ...). */
const rowsIn = (answer) => answer && typeof answer === 'object'
    ? Object.values(answer).reduce((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)
    : 0;
/** The status and id of an answer that has them (a job, a deployment, an automation run). */
function statusOf(answer) {
    if (!answer || typeof answer !== 'object')
        return {};
    const { status, id } = answer;
    return {
        ...(typeof status === 'string' ? { status } : {}),
        ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {})
    };
}
/** `client`, reporting what it does to `update`. */
function watchedClient(client, update, state) {
    const analytics = (method) => async (...args) => {
        const endpoint = args[1];
        const call = args[4] ?? {};
        update({ dataset: endpoint.join('/') });
        const counted = {
            ...call,
            onAttempt: () => {
                update({ requests: state.requests + 1 });
                call.onAttempt?.();
            }
        };
        const answer = await method(...args.slice(0, 4), counted);
        update({ rows: (state.rows ?? 0) + rowsIn(answer) });
        return answer;
    };
    const statuses = (method) => async (...args) => {
        const answer = await method(...args);
        update(statusOf(answer));
        return answer;
    };
    return new Proxy(client, {
        get(target, property) {
            const value = Reflect.get(target, property, target);
            if (typeof value !== 'function')
                return value;
            const method = value.bind(target);
            if (property === 'getAnalytics')
                return analytics(method);
            if (['createJob', 'sendMessage', 'getJob', 'request'].includes(String(property)))
                return statuses(method);
            return method;
        }
    });
}

;// CONCATENATED MODULE: ./src/cli/run.ts












// One command's run, as main.ts runs a GitHub Actions step: the same inputs parser, budget, signals
// and mode, with a terminal's I/O. Nothing but --json's object goes to stdout.
const EXIT = { ok: 0, failed: 1, badInput: 2, cancelled: 130 };
/** No GitHub event: a command line run is `other`, with no pull request, comment or payload. */
const COMMAND_LINE_TRIGGER = () => (0,trigger/* parseTrigger */.uc)({ eventName: '', env: {}, unreadable: 'the run was started from the command line' });
/**
 * Paths (`output-dir`, `prompt-file`) are the working folder's, and no runner variable reaches the
 * mode, even when the command runs inside a GitHub workflow.
 */
const withoutRunner = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB_|RUNNER_|ACTIONS_)/.test(name)));
const delay = (ms) => new Promise(resolve => setTimeout(resolve, ms).unref());
async function runCommand(spec, parsed, streams) {
    const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet });
    (0,workflow_commands.useLogSink)(terminalSink(progress, parsed.verbose));
    for (const name of ['api-key', 'previous-api-key'])
        (0,outside/* registerSecret */.cl)(parsed.read(name));
    const controller = new AbortController();
    let cutOff = () => undefined;
    const cutOffReached = new Promise((_, reject) => (cutOff = reject));
    cutOffReached.catch(() => undefined);
    const stopListening = (0,stops/* onCancellation */.P)(controller, m => progress.line(`warning: ${m}`), r => cutOff(r));
    let stopHardStop = () => undefined;
    let client;
    let io;
    let code = EXIT.ok;
    let failure;
    try {
        for (const warning of parsed.warnings)
            progress.line(`warning: ${warning}`);
        const env = withoutRunner(streams.env);
        const trigger = COMMAND_LINE_TRIGGER();
        const { inputs, warnings } = (0,kernel_inputs/* parseModeInputs */.U)([spec.definition], parsed.read, env, new Date(), trigger);
        for (const warning of warnings)
            progress.line(`warning: ${warning}`);
        const budget = (0,run_budget/* createRunBudget */.f)(inputs.timeoutMs, controller.signal, Date.now());
        stopHardStop = (0,stops/* atHardStop */.Xv)(budget.deadline, inputs.timeoutMs / 60_000, r => cutOff(r));
        io = terminalIo(parsed.reportDir);
        const run = { trigger, budget, log: io.log, outputs: io.outputs, summary: io.summary };
        const { DocsApiClient } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(111)]).then(__webpack_require__.bind(__webpack_require__, 65111));
        client = new DocsApiClient({
            baseUrl: inputs.baseUrl,
            apiKey: inputs.apiKey,
            userAgent: `docs-agent-action/${version/* VERSION */.x} (command line)`,
            onRetry: e => progress.line(`${e.method} ${e.path}: ${e.cause}; retry ${e.attempt} in ${Math.ceil(e.delayMs / 1000)} s`)
        });
        const maxRequests = inputs.maxRequests;
        progress.update({ budget: maxRequests });
        progress.start();
        const watched = watchedClient(client, change => progress.update(change), progress.state);
        failure = (await Promise.race([spec.definition.run(run, inputs, watched), cutOffReached])) || undefined;
    }
    catch (error) {
        failure = (0,error_message/* errorMessage */.g)(error);
        if (error instanceof kernel_inputs/* InputError */.dz)
            code = EXIT.badInput;
    }
    finally {
        stopListening();
        stopHardStop();
        await Promise.race([client?.close().catch(() => undefined), delay(limits/* CLIENT_CLOSE_WAIT_MS */.Sq)]);
    }
    if (controller.signal.aborted)
        code = EXIT.cancelled;
    else if (failure && code === EXIT.ok)
        code = EXIT.failed;
    finish(progress, streams, { code, failure, values: io?.values ?? {}, json: parsed.json });
    (0,workflow_commands.useLogSink)(undefined);
    return code;
}
const OUTCOMES = { 0: 'done', 1: 'failed', 2: 'bad input', 130: 'cancelled' };
/** The final state, the error, what a cancelled job left running, and the outputs. */
function finish(progress, streams, ending) {
    const { code, failure, values } = ending;
    if (code !== EXIT.badInput)
        progress.finish(OUTCOMES[code] ?? 'failed');
    if (failure)
        progress.line(`error: ${(0,outside/* redact */.E$)(failure)}`);
    const jobId = values['job-id'];
    if (code === EXIT.cancelled && jobId)
        progress.line(`The job ${jobId} keeps running on the service: to wait for it, run again with --job-id ${jobId} and no --prompt.`);
    if (ending.json) {
        streams.stdout.write(`${JSON.stringify(values)}\n`);
        return;
    }
    const shown = Object.entries(values).filter(([, value]) => value !== '');
    if (shown.length > 0)
        progress.line(shown.map(([name, value]) => `${name}: ${value}`).join('\n'));
}

;// CONCATENATED MODULE: ./src/cli/index.ts




// The command line's front end: `docs-agent-action <command> [flags]`, one command per mode. Reads
// the flags (args.ts), then runs the mode as the action does (run.ts). Returns the exit code.

const defaultStreams = () => ({
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env
});
async function cli(argv, streams = defaultStreams()) {
    const [name, ...args] = argv;
    const say = (text) => streams.stderr.write(`${text}\n`);
    if (name === '--version' || name === '-v') {
        streams.stdout.write(`${version/* VERSION */.x}\n`);
        return EXIT.ok;
    }
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        // Help asked for goes to stdout; help after a mistake goes to stderr.
        ;
        (name === undefined ? streams.stderr : streams.stdout).write(`${topHelp(version/* VERSION */.x)}\n`);
        return name === undefined ? EXIT.badInput : EXIT.ok;
    }
    if (!isCommand(name)) {
        say(`Unknown command ${JSON.stringify(name)}: run 'docs-agent-action --help' for the commands.`);
        return EXIT.badInput;
    }
    const spec = await loadCommand(name);
    try {
        const parsed = parseCommand(spec, args, streams.env);
        if (parsed.help) {
            streams.stdout.write(`${commandHelp(spec)}\n`);
            return EXIT.ok;
        }
        return await runCommand(spec, parsed, streams);
    }
    catch (error) {
        if (!(error instanceof UsageError))
            throw error;
        say(`error: ${error.message}`);
        return EXIT.badInput;
    }
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
