export const id = 848;
export const ids = [848];
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
// EXTERNAL MODULE: ./src/kernel/error-message.ts
var error_message = __webpack_require__(83781);
// EXTERNAL MODULE: ./src/kernel/inputs/registry.ts
var registry = __webpack_require__(24880);
// EXTERNAL MODULE: ./src/modes/table.ts
var table = __webpack_require__(50604);
;// CONCATENATED MODULE: ./src/cli/commands.ts


const offered = (mode) => 'command' in table/* MODE_TABLE */.TL[mode];
/** The commands, in the mode table's order. */
const COMMANDS = table/* MODE_NAMES */.Jc.filter(offered);
/** What each command does, for the top-level help. */
const COMMAND_TITLES = Object.fromEntries(COMMANDS.map(command => [command, table/* MODE_TABLE */.TL[command].command]));
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
    const definition = await (0,table/* loadMode */.ON)(name);
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
    const message = (0,error_message/* errorMessage */.g)(error);
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

// EXTERNAL MODULE: ./src/kernel/inputs/index.ts + 1 modules
var inputs = __webpack_require__(574);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/run/build.ts + 1 modules
var build = __webpack_require__(99227);
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
            parts.push((0,safe_text/* forLog */.Ig)(state.id, 64));
        parts.push(state.status ? (0,safe_text/* forLog */.Ig)(state.status, 40) : 'starting');
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
// EXTERNAL MODULE: ./src/kernel/io/step-summary.ts + 1 modules
var step_summary = __webpack_require__(60114);
;// CONCATENATED MODULE: ./src/cli/terminal-io.ts




// A terminal's I/O for a run: the log as plain lines on stderr (through the progress line, which
// keeps itself under them), the outputs collected for --json, and the summary as report.md.
/** The log as plain lines: warnings prefixed, debug lines only with --verbose, a group as a header. */
function terminalLog(progress, verbose) {
    return {
        info: message => progress.line(message),
        warning: message => progress.line(`warning: ${message}`),
        debug: message => {
            if (verbose)
                progress.line(`debug: ${message}`);
        },
        group: (name, work) => {
            progress.line(`== ${name}`);
            return work();
        }
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
/** The run's outputs and summary (report.md), warning on `log`; `values` holds the outputs as set. */
function terminalIo(log, reportDir) {
    const values = {};
    let reportFile;
    if (reportDir) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.resolve)(reportDir), { recursive: true });
        reportFile = (0,external_node_path_.join)((0,external_node_path_.resolve)(reportDir), 'report.md');
        (0,external_node_fs_.writeFileSync)(reportFile, '');
    }
    // Without a folder there is no report, and nothing to warn about (the job summary's warning is the runner's).
    const warn = (message) => {
        if (reportFile)
            log.warning(message);
    };
    const summary = new step_summary/* StepSummary */.B(async () => new SummaryText(), reportFile, warn);
    const outputs = new io_outputs/* Outputs */.t((name, text) => (values[name] = text));
    return { outputs, summary, values, reportFile };
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








// One command's run, built as main.ts builds a GitHub Actions step's (kernel/run/build.ts: the same
// secrets, inputs parser, budget, signals and mode), with a terminal's I/O. Nothing but --json's
// object goes to stdout.
const EXIT = { ok: 0, failed: 1, badInput: 2, cancelled: 130 };
/** No GitHub event: a command line run is `other`, with no pull request, comment or payload. */
const COMMAND_LINE_TRIGGER = () => (0,trigger/* parseTrigger */.uc)({ eventName: '', env: {}, unreadable: 'the run was started from the command line' });
/**
 * Paths (`output-dir`, `prompt-file`) are the working folder's, and no runner variable reaches the
 * mode, even when the command runs inside a GitHub workflow.
 */
const withoutRunner = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB_|RUNNER_|ACTIONS_)/.test(name)));
async function runCommand(spec, parsed, streams) {
    const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet });
    const log = terminalLog(progress, parsed.verbose);
    let io;
    const frontEnd = {
        loadModes: async () => [spec.definition],
        readInput: parsed.read,
        env: withoutRunner(streams.env),
        trigger: COMMAND_LINE_TRIGGER(),
        log,
        openIo: () => (io = terminalIo(log, parsed.reportDir)),
        userAgent: `docs-agent-action/${version/* VERSION */.x} (command line)`,
        clientForMode: (client, inputs) => {
            progress.update({ budget: inputs.maxRequests });
            progress.start();
            return watchedClient(client, change => progress.update(change), progress.state);
        }
    };
    for (const warning of parsed.warnings)
        log.warning(warning);
    return (0,build/* runMode */.r)(frontEnd, ended => {
        let code = EXIT.ok;
        if (ended.cancelled)
            code = EXIT.cancelled;
        else if (ended.error instanceof inputs/* InputError */.dz)
            code = EXIT.badInput;
        else if (ended.failure)
            code = EXIT.failed;
        const json = parsed.json;
        finish(progress, streams, { code, failure: ended.failure, values: io?.values ?? {}, json });
        return code;
    });
}
const OUTCOMES = { 0: 'done', 1: 'failed', 2: 'bad input', 130: 'cancelled' };
/** The final state, the error, what a cancelled job left running, and the outputs. */
function finish(progress, streams, ending) {
    const { code, failure, values } = ending;
    if (code !== EXIT.badInput)
        progress.finish(OUTCOMES[code] ?? 'failed');
    if (failure)
        progress.line(`error: ${(0,safe_text/* redact */.E$)(failure)}`);
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


/***/ })

};
