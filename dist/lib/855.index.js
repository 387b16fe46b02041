export const id = 855;
export const ids = [855];
export const modules = {

/***/ 84855:
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
    // The data branch needs a token: the command line writes the same layout to --history-dir.
    history: 'false',
    'history-branch': '',
    // The docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue,
    // or, where the mode reads `history-dir`, in that folder (githubOnlyOf).
    'gaps-agent': '0',
    'assistant-api-key': '',
    'docs-domain': '',
    'score-threshold': ''
};
/** The docs-gap loop's inputs: flags when the mode keeps the loop's memory in a folder. */
const LOOP_INPUTS = ['gaps-agent', 'assistant-api-key', 'docs-domain', 'score-threshold'];
/** The GitHub-only inputs of a mode: the loop's are flags when it reads `history-dir`. */
function githubOnlyOf(modeInputs) {
    if (!('history-dir' in modeInputs))
        return GITHUB_ONLY;
    // The folder's state opens with the key `api-key` replaced, too.
    const flags = [...LOOP_INPUTS, 'previous-api-key'];
    return Object.fromEntries(Object.entries(GITHUB_ONLY).filter(([name]) => !flags.includes(name)));
}
const PULL_REQUESTS = 'the command line knows no GitHub event: it does not comment on pull requests or read their comments';
const LOOP = "the docs-gap loop keeps its memory (the period's job, last period's gaps) in the report issue, which the command line does not write; on the command line it needs a folder for it (--history-dir), which this version does not have";
/** Why each GitHub-only input is not a flag, for the error that refuses it. */
const WHY_NOT_A_FLAG = {
    mode: 'the command names the mode: docs-agent-action <command>',
    'github-token': 'the command line makes no GitHub call',
    ...Object.fromEntries([
        'comment-on-pr',
        'event-context',
        'pr-updates',
        'previous-api-key',
        'command',
        'allow-edited-comments',
        'agent-authors',
        'skip-paths',
        'reply-when-done',
        'min-permission',
        'allowed-users',
        'allowed-bots'
    ].map(name => [name, PULL_REQUESTS])),
    'check-run': 'there is no pull request to put a check on: use the exit code (and --fail-on)',
    'artifact-name': 'the command line uploads no artifact: the files stay in --output-dir',
    'retention-days': 'the command line uploads no artifact: the files stay in --output-dir',
    'report-issue': 'the command line writes no report issue: report.md is in --output-dir',
    history: 'the command line writes no branch: --history-dir writes the same layout to a folder',
    'history-branch': 'the command line writes no branch: --history-dir writes the same layout to a folder',
    ...Object.fromEntries(LOOP_INPUTS.map(name => [name, LOOP]))
};
/** Where the key and the project id come from when no flag gives them. */
const ENV_FALLBACKS = {
    'api-key': 'MINTLIFY_API_KEY',
    'project-id': 'MINTLIFY_PROJECT_ID',
    // The loop's proof, once its flags are offered (githubOnlyOf).
    'assistant-api-key': 'MINTLIFY_ASSISTANT_API_KEY',
    'previous-api-key': 'MINTLIFY_PREVIOUS_API_KEY'
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
    const githubOnly = githubOnlyOf(modeInputs);
    return Object.entries(all)
        .filter(([name]) => !(name in githubOnly))
        .map(([name, fallback]) => ({
        name,
        fallback,
        boolean: fallback === 'true' || fallback === 'false'
    }));
}
async function loadCommand(name) {
    const definition = await (0,table/* loadMode */.ON)(name);
    const flags = inputFlags(definition.inputs);
    const reportDirFlag = !flags.some(f => f.name === 'output-dir');
    return { name, definition, flags, reportDirFlag, githubOnly: githubOnlyOf(definition.inputs) };
}
const isCommand = (name) => COMMANDS.includes(name ?? '');

;// CONCATENATED MODULE: ./src/cli/suggest.ts
// "Did you mean …?" for an unknown command or flag: the known word nearest by edit distance
// (Levenshtein: insertions, deletions, substitutions), when it is near enough to be a typo.
/** The number of single-character edits that turn `a` into `b`. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}
/**
 * The word of `known` nearest to `word`, if at most a third of its letters, rounded up (at most
 * three) differ, or if one starts with the other (`--max` for `--max-requests`).
 */
function nearest(word, known) {
    const limit = Math.min(3, Math.max(1, Math.ceil(word.length / 3)));
    let best;
    for (const candidate of known) {
        const distance = editDistance(word.toLowerCase(), candidate);
        if (!best || distance < best.distance)
            best = { word: candidate, distance };
    }
    if (best && best.distance <= limit)
        return best.word;
    if (word.length >= 3)
        return known.find(candidate => candidate.startsWith(word.toLowerCase()));
    return undefined;
}
/** ` Did you mean …?` for `word` among `known` (as `show` spells them), or ''. */
function didYouMean(word, known, show = w => w) {
    const match = nearest(word, known);
    return match === undefined ? '' : ` Did you mean ${show(match)}?`;
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
function usageOf(error, spec, options) {
    const message = (0,error_message/* errorMessage */.g)(error);
    const flag = /'(--?[^' ]+)/.exec(message)?.[1]?.replace(/^--no-/, '--');
    const name = flag?.replace(/^--?/, '');
    const help = `see 'docs-agent-action ${spec.name} --help'`;
    if (name && name in spec.githubOnly)
        return new UsageError(`${flag} is an input of the GitHub Action only: ${WHY_NOT_A_FLAG[name] ?? 'the command line does not read it'}.`);
    if (/Unknown option/.test(message)) {
        const hint = name ? didYouMean(name, Object.keys(options), known => `--${known}`) : '';
        return new UsageError(`Unknown flag ${flag ?? ''}.${hint} (${help}.)`);
    }
    return new UsageError(`${message.replace(/\.$/, '')}: ${help}.`);
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
        throw usageOf(error, spec, options);
    }
    const { values, positionals } = parsed;
    if (positionals.length > 0)
        throw new UsageError(`Unexpected argument ${JSON.stringify(positionals[0])}: every value follows its flag, such as --prompt "…".`);
    const warnings = [];
    for (const key of ['api-key', 'assistant-api-key', 'previous-api-key'])
        if (typeof values[key] === 'string')
            warnings.push(`--${key} puts the key in your shell history and the process list: set ${ENV_FALLBACKS[key]} instead.`);
    const read = (name) => {
        if (name in spec.githubOnly)
            return name === 'mode' ? spec.name : spec.githubOnly[name];
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

;// CONCATENATED MODULE: ./src/kernel/inputs/names.ts
// How a front end names an input in what it prints. Messages are written in a workflow step's words
// (`resume-from`, `job-id: X`, ${{ secrets.MINTLIFY_API_KEY }}); each front end renders them in its
// own: the step as written, the command line as flags and environment variables (cli/names.ts).
// A name the front end does not render (an input it has no flag for) stays in the step's words.
/** A workflow step's names: every message as written. */
const STEP_NAMES = {
    input: () => undefined,
    setting: () => undefined,
    secret: () => undefined
};
/** `name` or `name: value` in backticks, where `name` looks like an input (lower case, dashes). */
const INPUT_MENTION = /`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?::[ \t]*([^`\n]*))?`/g;
const SECRET_MENTION = /\$\{\{\s*secrets\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/** `text` with every input and secret it mentions in `names`' words. */
function renderInputNames(text, names) {
    return text
        .replace(SECRET_MENTION, (whole, name) => names.secret(name) ?? whole)
        .replace(INPUT_MENTION, (whole, name, value) => (value === undefined ? names.input(name) : names.setting(name, value.trim())) ?? whole);
}

;// CONCATENATED MODULE: ./src/cli/flag-descriptions.ts
// Generated by scripts/flag-descriptions.ts from each sub-action's action.yml: do not edit.
// What each command's flags do, for `--help`.
const FLAG_DESCRIPTIONS = {
    agent: {
        'api-key': 'Admin API key (starts with `mint_`). Pass it from a secret; it is masked before anything else happens.',
        'project-id': 'Project id, from the API keys page of the dashboard.',
        prompt: 'Instruction for the agent. With `job-id`, it is sent to that job as a follow-up message.',
        'prompt-file': 'Instead of `prompt`: a file in the workspace holding the instruction (UTF-8, at most 256 KiB). Check the repository out first.',
        'job-id': 'An existing agent job. With `prompt`, send a follow-up; without `prompt`, wait for (or check) that job.',
        wait: '`true`: poll until the job (deploy, preview: the deployment) reaches a terminal status. `false`: return right after create / follow-up (or read the job once), or right after the trigger. Automation: `true` waits for the run only if the agent job endpoint can read its `job-id`.',
        'timeout-minutes': 'How long the step may wait for the job (or the export, or the deployment), in minutes. Decimals allowed.',
        'poll-interval-seconds': 'First polling interval, at least 1. The interval grows to 10% of the time waited so far, capped at the larger of this value and 120 s.',
        'fail-on': 'Comma list of outcomes that fail the step, out of `failed`, `archived`, `no-pr`, `timeout`; `none` for never. Deploy and preview: `failed` (the deployment failed) and `timeout` only.',
        'base-url': 'API base URL. Must be https, except loopback hosts (127.0.0.1, localhost, [::1]).',
        'event-context': 'Append what the event is about to the prompt: a pull request (title, branches, changed files; on a follow-up, the commits and files since the last run), a push (commits and files pushed) or a release (name, tag, notes, commits since the previous release).',
        'pr-updates': 'On a pull request whose comment already names an agent job: `follow-up` sends the prompt and what changed to that job (one job per pull request); `new-job` creates a job on every run. Following up needs `comment-on-pr: true`: the comment remembers the job.',
        'comment-on-pr': "On a pull request, keep one comment (per project) showing the progress. In agent mode it is where the pull request's job is remembered: `false` goes without it, and every run then creates a new job.",
        'check-run': 'Agent mode, on a pull request: show the job as a "Docs agent" check run on the head commit (in progress, then success, failure or neutral with the docs pull request), and label the pull request `docs-agent:waiting` while a job runs that no run waits for, so the sweep (`mode: sweep`) finishes both. Needs `checks: write`; without it, one warning and the comment as before. Only GitHub Apps (the workflow\'s GITHUB_TOKEN included) can create check runs: with a personal token the check is skipped with one line.',
        'previous-api-key': "After rotating `api-key`: the key it replaced, from a secret. State sealed with either key still opens (a pull request's, in agent mode and the sweep; the docs-gap loop's in the report issue, in analytics) and is sealed again with `api-key`; remove it once every open pull request and the report issue have had a run. Masked like `api-key`.",
        command: "The comment command (agent mode, on `issue_comment` and `pull_request_review_comment`): a comment that starts with it (any case, then a blank or a line break) sends the text after it to the pull request's job. Other comments end the step as `skipped`, with no request.",
        'allow-edited-comments': 'Also act on edited comments. Off by default, so that editing an old `/docs` comment does not run it again.',
        'min-permission': 'The least repository permission (read, triage, write, maintain, admin) the person who commented (or, in agent mode on forks and `pull_request_target`, opened the event) needs, read from GitHub. Others are refused with a short reply. Every mode a comment starts applies it.',
        'allowed-users': 'Logins (comma-separated) allowed to start the agent (or, from a comment, any mode) whatever their permission; `*` allows everyone.',
        'allowed-bots': 'Bot logins (comma-separated, such as `release-bot[bot]`) allowed to start the agent (or, from a comment, any mode); bots are refused otherwise. `*` allows every bot.',
        'agent-authors': "Pull requests opened by these logins (comma-separated) are the agent's own and are skipped, their runs and `/docs` comments alike, so the agent never works on its own docs pull request. Notify: the pull requests it announces.",
        'skip-paths': 'Path globs (comma- or line-separated, such as `docs/**`): a pull request whose changed files all match is skipped (one more GitHub request).',
        'reply-when-done': 'With a comment command, also post the final result as a reply that mentions the person who asked (an edited sticky comment notifies nobody).',
        'github-token': 'Token for the PR context and comment (needs `pull-requests: write` to comment), and for reading the permission of whoever starts a mode from a comment.'
    },
    analytics: {
        'api-key': 'Admin API key (starts with `mint_`). Pass it from a secret; it is masked before anything else happens.',
        'project-id': 'Project id, from the API keys page of the dashboard.',
        'timeout-minutes': 'How long the step may wait for the job (or the export, or the deployment), in minutes. Decimals allowed.',
        'base-url': 'API base URL. Must be https, except loopback hosts (127.0.0.1, localhost, [::1]).',
        'github-token': 'Token for the PR context and comment (needs `pull-requests: write` to comment), and for reading the permission of whoever starts a mode from a comment.',
        'date-from': 'Start of the range, inclusive. `YYYY-MM-DD`, ISO 8601 date-time, `today`, `yesterday` or `-Nd`.',
        'date-to': 'End of the range, exclusive. Same forms as `date-from`.',
        'page-size': "Rows per request (the API's `limit`), 1..250.",
        format: 'Comma list of `csv`, `json`, `ndjson` (gzip NDJSON events for a warehouse: docs/warehouse.md).',
        'output-dir': 'Folder for the files. Default: `page-views` under RUNNER_TEMP.',
        'artifact-name': 'Name of the uploaded artifact; empty for no upload.',
        'retention-days': 'Artifact retention, 1..90 days. Default: the repository setting.',
        compare: 'Analytics report: `previous-period` compares with the previous period of the same length, at one extra request per exported dataset with totals (views, visitors, searches); `none` fetches nothing more.',
        daily: 'Analytics report: `true` adds a per-day trend and `daily.csv`/`daily.json`, at one request per day of the range (two with visitors). Ranges over 92 days are refused.',
        'previous-export': "Analytics report: a previous export's `page-views.json`, or the folder holding it (as `actions/download-artifact` leaves it), for the pages that gained and lost most. Costs no request.",
        'since-watermark': "An earlier `format: ndjson` export's `watermark.json`, or the folder holding it: the NDJSON files hold only the rows after it.",
        'compare-pages': "Analytics report: with `compare: previous-period` and no `previous-export`, `true` fetches the previous period's per-page views for gainers and losers: ceil(pages / 250) more requests.",
        datasets: 'Comma list of `views`, `visitors`, `searches`, `feedback`, `feedback-by-page`, `assistant`; `all` for every one.',
        'include-contact': "`true` keeps feedback `contact` (readers' email addresses) in the files. Personal data: see docs/reference.md.",
        'feedback-source': 'Only feedback from this source, for both feedback datasets: `code_snippet`, `contextual`, `agent` or `thumbs_only` (one value; the API filters by one source). Empty: every source.',
        'feedback-status': 'Only feedback with these statuses, a comma list of `pending`, `in_progress`, `resolved` and `dismissed` (for example `pending,in_progress` for unresolved feedback). Empty: every status.',
        'report-issue': 'Keep a GitHub issue up to date with the latest report, and add one comment per run (the headline and a link to the run) as its history. An issue number (`42`), or a title: the open issue with that title that this action (its identity) created with the label `docs-agent-report` is updated (found in one request), or a new one is created; a transferred issue (301) is never written. Needs `issues: write`. Empty: no issue.',
        gaps: '`true` finds what readers could not find: searches without a click (ranked by hits), questions the assistant could not answer (with the top transcripts), pages with a thumbs-down and what readers wrote. Near-duplicates (case, spacing, punctuation, plural) are one gap. Writes `gaps.json` and `gaps.csv` and a "What readers could not find" section near the top of the report; adds `searches`, `feedback` and `assistant` to `datasets`.',
        'gaps-agent': 'One agent job for the top N gaps (0: off). The prompt lists them with their evidence, redacted; the job is recorded in `report-issue` or `history-dir` (one is required), so a re-run for the same period never creates a second one, and the next period links its pull request. Needs an admin key with write access.',
        'reader-text': "What happens to text readers typed (search queries, questions, transcripts, feedback comments) before it reaches the job summary, the report issue, the files or the agent's prompt: `redact` (a best effort: e-mail addresses, phone numbers, cards, national ids, keys, tokens and credential pairs, URLs with credentials are replaced, in any width or script; `@mentions` and `#refs` are broken so nobody is pinged), `omit` (no reader text) or `keep`. On a public repository (or one whose visibility is unknown) the summary, the issue and the files carry none unless this is `keep` (the files keep it sealed for `resume-from`); the command line's own files show it as a private repository's do.",
        'assistant-api-key': "An assistant key (`mint_dsc_…`, a second secret; never the admin key), for the discovery search that checks whether readers now find last period's gaps. Needs `docs-domain`. Empty: the report says what it could not check.",
        'docs-domain': "The docs site's domain identifier for the discovery search: the last part of the dashboard's URL, app.mintlify.com/{organization}/{domain} (such as `acme`; `acme.mintlify.site` and `acme.mintlify.app` give `acme`). A custom host such as docs.example.com is refused.",
        'previous-api-key': "After rotating `api-key`: the key it replaced, from a secret. State sealed with either key still opens (a pull request's, in agent mode and the sweep; the docs-gap loop's in the report issue, in analytics) and is sealed again with `api-key`; remove it once every open pull request and the report issue have had a run. Masked like `api-key`.",
        'score-threshold': "The discovery search's `scoreThreshold` (0 to 1): a gap counts as found now when its query returns a page at or above it.",
        'history-dir': "A folder that keeps the docs-gap loop's memory instead of `report-issue`, for the command line, a self-hosted runner or a folder a workflow caches: `periods/<date-from>_<date-to>/` holds `claim.json` (the run that creates the period's agent job) and `loop.json` (the job, last period's check, and the gaps' wording sealed with `api-key`), `index.json` the periods held. A re-run of a period finds its job; the next period checks its gaps. Each run also writes its period there in the data branch's layout (summary.json, pages.csv.gz, gaps.json, gaps.sealed; see docs/history.md). Made when missing. Empty: the report issue keeps the memory.",
        history: "Each run adds its period (totals, per-page aggregates, the gaps by key, the loop's job and proof; reader text only sealed) to the data branch `history-branch`, in one commit through the Git Data API. Needs `github-token` with `contents: write`; without it, or when a branch rule refuses the push, the run says so in one line and the export still succeeds. See docs/history.md.",
        'history-branch': 'The data branch `history: true` writes: an orphan branch holding only data (and `.nojekyll`), made on the first run. A Git branch name.',
        'history-backfill': "Fill the history with earlier periods back to this span before the run's period: `52w` (weeks) or `365d` (days). Each period is as long as the run's own, fetched newest first with the requests the run has left after its own (`max-requests`, and never more than the 100 an hour the organization shares), and written as soon as it is whole; index.json keeps where it stopped, so the next run goes on from there until the log says it is done (docs/backfill.md gives the runs it takes). Needs `history: true` or `history-dir`. Empty: no backfill.",
        'max-requests': "Stop cleanly, with a checkpoint, after this many requests (every attempt counts), leaving the rest of the hourly budget of 100 to other tools. Default: no limit but the API's.",
        'resume-from': "Path of an incomplete export's `export-checkpoint.json`, with that run's files beside it (as `actions/download-artifact` leaves them). Continues each dataset where it stopped.",
        'allow-incomplete': '`true` lets an export that stopped early (budget, rate limit, deadline, cancellation, error) succeed; it still writes its files and checkpoint.',
        'min-permission': 'The least repository permission (read, triage, write, maintain, admin) the person who commented (or, in agent mode on forks and `pull_request_target`, opened the event) needs, read from GitHub. Others are refused with a short reply. Every mode a comment starts applies it.',
        'allowed-users': 'Logins (comma-separated) allowed to start the agent (or, from a comment, any mode) whatever their permission; `*` allows everyone.',
        'allowed-bots': 'Bot logins (comma-separated, such as `release-bot[bot]`) allowed to start the agent (or, from a comment, any mode); bots are refused otherwise. `*` allows every bot.'
    },
    deploy: {
        'api-key': 'Admin API key (starts with `mint_`). Pass it from a secret; it is masked before anything else happens.',
        'project-id': 'Project id, from the API keys page of the dashboard.',
        wait: '`true`: poll until the job (deploy, preview: the deployment) reaches a terminal status. `false`: return right after create / follow-up (or read the job once), or right after the trigger. Automation: `true` waits for the run only if the agent job endpoint can read its `job-id`.',
        'timeout-minutes': 'How long the step may wait for the job (or the export, or the deployment), in minutes. Decimals allowed.',
        'poll-interval-seconds': 'First polling interval, at least 1. The interval grows to 10% of the time waited so far, capped at the larger of this value and 120 s.',
        'fail-on': 'Comma list of outcomes that fail the step, out of `failed`, `archived`, `no-pr`, `timeout`; `none` for never. Deploy and preview: `failed` (the deployment failed) and `timeout` only.',
        'base-url': 'API base URL. Must be https, except loopback hosts (127.0.0.1, localhost, [::1]).',
        'min-permission': 'The least repository permission (read, triage, write, maintain, admin) the person who commented (or, in agent mode on forks and `pull_request_target`, opened the event) needs, read from GitHub. Others are refused with a short reply. Every mode a comment starts applies it.',
        'allowed-users': 'Logins (comma-separated) allowed to start the agent (or, from a comment, any mode) whatever their permission; `*` allows everyone.',
        'allowed-bots': 'Bot logins (comma-separated, such as `release-bot[bot]`) allowed to start the agent (or, from a comment, any mode); bots are refused otherwise. `*` allows every bot.',
        'github-token': 'Token for the PR context and comment (needs `pull-requests: write` to comment), and for reading the permission of whoever starts a mode from a comment.'
    },
    preview: {
        'api-key': 'Admin API key (starts with `mint_`). Pass it from a secret; it is masked before anything else happens.',
        'project-id': 'Project id, from the API keys page of the dashboard.',
        wait: '`true`: poll until the job (deploy, preview: the deployment) reaches a terminal status. `false`: return right after create / follow-up (or read the job once), or right after the trigger. Automation: `true` waits for the run only if the agent job endpoint can read its `job-id`.',
        'timeout-minutes': 'How long the step may wait for the job (or the export, or the deployment), in minutes. Decimals allowed.',
        'poll-interval-seconds': 'First polling interval, at least 1. The interval grows to 10% of the time waited so far, capped at the larger of this value and 120 s.',
        'fail-on': 'Comma list of outcomes that fail the step, out of `failed`, `archived`, `no-pr`, `timeout`; `none` for never. Deploy and preview: `failed` (the deployment failed) and `timeout` only.',
        'base-url': 'API base URL. Must be https, except loopback hosts (127.0.0.1, localhost, [::1]).',
        'comment-on-pr': "On a pull request, keep one comment (per project) showing the progress. In agent mode it is where the pull request's job is remembered: `false` goes without it, and every run then creates a new job.",
        'github-token': 'Token for the PR context and comment (needs `pull-requests: write` to comment), and for reading the permission of whoever starts a mode from a comment.',
        branch: "The branch to preview. Default: the pull request's head branch on `pull_request` and `pull_request_target` events; required on any other event.",
        'matrix-leg': "In a matrix that runs the same project in several legs, this leg's name (such as `${{ matrix.docs }}`), so each leg keeps its own pull request comment. Empty: one comment per project. The comment is found only among this token's own comments for this repository, pull request, project and leg; another's is never adopted or overwritten.",
        'min-permission': 'The least repository permission (read, triage, write, maintain, admin) the person who commented (or, in agent mode on forks and `pull_request_target`, opened the event) needs, read from GitHub. Others are refused with a short reply. Every mode a comment starts applies it.',
        'allowed-users': 'Logins (comma-separated) allowed to start the agent (or, from a comment, any mode) whatever their permission; `*` allows everyone.',
        'allowed-bots': 'Bot logins (comma-separated, such as `release-bot[bot]`) allowed to start the agent (or, from a comment, any mode); bots are refused otherwise. `*` allows every bot.'
    },
    automation: {
        'api-key': 'Admin API key (starts with `mint_`). Pass it from a secret; it is masked before anything else happens.',
        'project-id': 'Project id, from the API keys page of the dashboard.',
        wait: '`true`: poll until the job (deploy, preview: the deployment) reaches a terminal status. `false`: return right after create / follow-up (or read the job once), or right after the trigger. Automation: `true` waits for the run only if the agent job endpoint can read its `job-id`.',
        'timeout-minutes': 'How long the step may wait for the job (or the export, or the deployment), in minutes. Decimals allowed.',
        'poll-interval-seconds': 'First polling interval, at least 1. The interval grows to 10% of the time waited so far, capped at the larger of this value and 120 s.',
        'fail-on': 'Comma list of outcomes that fail the step, out of `failed`, `archived`, `no-pr`, `timeout`; `none` for never. Deploy and preview: `failed` (the deployment failed) and `timeout` only.',
        'base-url': 'API base URL. Must be https, except loopback hosts (127.0.0.1, localhost, [::1]).',
        'automation-id': 'The id of the automation to trigger (one on a custom schedule), from its page in the dashboard.',
        'min-permission': 'The least repository permission (read, triage, write, maintain, admin) the person who commented (or, in agent mode on forks and `pull_request_target`, opened the event) needs, read from GitHub. Others are refused with a short reply. Every mode a comment starts applies it.',
        'allowed-users': 'Logins (comma-separated) allowed to start the agent (or, from a comment, any mode) whatever their permission; `*` allows everyone.',
        'allowed-bots': 'Bot logins (comma-separated, such as `release-bot[bot]`) allowed to start the agent (or, from a comment, any mode); bots are refused otherwise. `*` allows every bot.',
        'github-token': 'Token for the PR context and comment (needs `pull-requests: write` to comment), and for reading the permission of whoever starts a mode from a comment.'
    }
};

;// CONCATENATED MODULE: ./src/cli/names.ts

// The command line's names for inputs (kernel/inputs/names.ts): a flag for each input the command
// offers, the environment variable beside it where the command line reads one, and a secret as the
// environment variable it is read from. An input with no flag keeps the step's words.
/** The names `spec`'s messages use on a terminal. */
function commandLineNames(spec) {
    const flags = new Set(spec.flags.map(flag => flag.name));
    if (spec.reportDirFlag)
        flags.add('output-dir');
    const flagOf = (name) => (flags.has(name) ? `--${name}` : undefined);
    return {
        input: name => {
            const flag = flagOf(name);
            const env = ENV_FALLBACKS[name];
            return flag && env ? `${env} (or ${flag})` : flag;
        },
        setting: (name, value) => {
            if (name === 'mode' && COMMANDS.includes(value))
                return `docs-agent-action ${value}`;
            const flag = flagOf(name);
            if (!flag)
                return undefined;
            // A workflow expression as the example value: a terminal has none.
            if (value.includes('${{'))
                return `${flag} <value>`;
            const boolean = spec.flags.find(f => f.name === name)?.boolean;
            if (boolean && value === 'true')
                return flag;
            if (boolean && value === 'false')
                return `--no-${name}`;
            return `${flag} ${value}`;
        },
        secret: name => `${name} in the environment`
    };
}

;// CONCATENATED MODULE: ./src/cli/help.ts




// `--help`: the commands, and each command's flags with what they do (the sub-action's action.yml
// descriptions, generated into flag-descriptions.ts), their defaults and environment variables.
const WIDTH = 100;
const INDENT = '      ';
const pad = (text, width) => text.padEnd(width);
/** `text` in lines of at most WIDTH characters, each after INDENT. */
function wrapped(text) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && INDENT.length + line.length + 1 + word.length > WIDTH) {
            lines.push(INDENT + line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(INDENT + line);
    return lines;
}
/** `--help` of one command: each flag, then what it does, its default and its variable. */
function commandHelp(spec) {
    const names = commandLineNames(spec);
    const descriptions = FLAG_DESCRIPTIONS[spec.name] ?? {};
    const blocks = spec.flags.map(flag => {
        const env = ENV_FALLBACKS[flag.name];
        const usage = flag.boolean ? `--${flag.name} / --no-${flag.name}` : `--${flag.name} <value>`;
        const notes = [
            flag.fallback !== undefined && flag.fallback !== '' ? `Default: ${flag.fallback}.` : '',
            env ? `Or set ${env}.` : ''
        ].filter(Boolean);
        const what = renderInputNames(descriptions[flag.name] ?? '', names);
        return [`  ${usage}`, ...wrapped([what, ...notes].filter(Boolean).join(' '))];
    });
    if (spec.reportDirFlag)
        blocks.push(['  --output-dir <dir>', ...wrapped("Write the run's summary as report.md in this folder.")]);
    for (const [name, what] of Object.entries(CLI_FLAGS))
        blocks.push([`  --${name}`, ...wrapped(`${what[0]?.toUpperCase()}${what.slice(1)}.`)]);
    return [
        `Usage: docs-agent-action ${spec.name} [flags]`,
        '',
        `${spec.definition.title}: ${COMMAND_TITLES[spec.name]}.`,
        'Each flag is the action input of the same name (docs/reference.md).',
        '',
        'Flags:',
        ...blocks.flat(),
        '',
        EXIT_CODES_HELP
    ].join('\n');
}
const EXIT_CODES_HELP = 'Exit codes: 0 success, 1 failure, 2 bad input, 130 cancelled by Ctrl-C (SIGINT), 143 by SIGTERM (the job keeps running, fetched rows are kept).';
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/kernel/inputs/index.ts + 1 modules
var inputs = __webpack_require__(574);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/run/build.ts + 1 modules
var build = __webpack_require__(99227);
// EXTERNAL MODULE: ./src/kernel/trigger/index.ts + 1 modules
var trigger = __webpack_require__(31633);
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

;// CONCATENATED MODULE: ./src/cli/signals.ts


// Ctrl-C and SIGTERM on the command line. The kernel's run turns the first signal into its
// cancellation and a second into a cut-off (kernel/time/stops.ts); this watcher only remembers which
// signal came first (130 for SIGINT, 143 for SIGTERM) and keeps Node's default (exit without a word)
// away while the run writes its files. A signal while the command waits for them stops the wait: the
// folder keeps its marker.
/** The exit code a shell gives a process a signal ended: 128 + the signal's number. */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 };
function watchSignals() {
    let first;
    let waiting = [];
    const handler = (signal) => {
        first ??= signal;
        const wake = waiting;
        waiting = [];
        for (const resolve of wake)
            resolve();
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return {
        get first() {
            return first;
        },
        next: () => new Promise(resolve => waiting.push(resolve)),
        stop: () => {
            process.off('SIGINT', handler);
            process.off('SIGTERM', handler);
        }
    };
}
/** The file that marks a folder whose files a run may have left unfinished. */
const INCOMPLETE_MARKER = 'INCOMPLETE.txt';
const MARKER_TEXT = `The command that writes this folder was stopped before it finished writing its files, so any of
them may be cut short. Run the command again (with --resume-from pointing at the checkpoint, if one
is here). A run that finishes removes this file.
`;
/**
 * A marker in `dir` from the start of the run (its inputs valid) until its work ends: if the process
 * ends before, whatever stopped it, the marker stays beside the files.
 */
function incompleteMarker(dir) {
    const path = (0,external_node_path_.join)(dir, INCOMPLETE_MARKER);
    (0,external_node_fs_.writeFileSync)(path, MARKER_TEXT);
    return { path, remove: () => (0,external_node_fs_.rmSync)(path, { force: true }) };
}

// EXTERNAL MODULE: ./src/kernel/io/outputs.ts
var io_outputs = __webpack_require__(55188);
// EXTERNAL MODULE: ./src/kernel/io/step-summary.ts + 1 modules
var step_summary = __webpack_require__(60114);
;// CONCATENATED MODULE: ./src/cli/terminal-io.ts




// A terminal's I/O for a run: the log as plain lines on stderr (through the progress line, which
// keeps itself under them), the outputs collected for --json, and the summary as report.md.
/**
 * The log as plain lines: warnings prefixed, debug lines only with --verbose, a group as a header;
 * `render` names the inputs as the command line spells them.
 */
function terminalLog(progress, verbose, render = text => text) {
    return {
        info: message => progress.line(render(message)),
        warning: message => progress.line(`warning: ${render(message)}`),
        debug: message => {
            if (verbose)
                progress.line(`debug: ${render(message)}`);
        },
        group: (name, work) => {
            progress.line(`== ${render(name)}`);
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
// object goes to stdout, and nothing at all after bad input.
const EXIT = { ok: 0, failed: 1, badInput: 2, cancelled: 130, terminated: 143 };
/** How long a cancelled run may take to finish writing its files before the command exits without them. */
const FINISH_FILES_WAIT_MS = 30_000;
/** No GitHub event: a command line run is `other`, with no pull request, comment or payload. */
const COMMAND_LINE_TRIGGER = () => (0,trigger/* parseTrigger */.uc)({ eventName: '', env: {}, unreadable: 'the run was started from the command line' });
/**
 * Paths (`output-dir`, `prompt-file`) are the working folder's, and no runner variable reaches the
 * mode, even when the command runs inside a GitHub workflow.
 */
const withoutRunner = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB_|RUNNER_|ACTIONS_)/.test(name)));
/** The folder the command writes its files in, when the user named one. */
function filesDir(spec, parsed) {
    const dir = spec.reportDirFlag ? parsed.reportDir : parsed.read('output-dir').trim();
    return dir ? (0,external_node_path_.resolve)(dir) : undefined;
}
async function runCommand(spec, parsed, streams) {
    const signals = watchSignals();
    try {
        return await runWatched(spec, parsed, streams, signals);
    }
    finally {
        signals.stop();
    }
}
async function runWatched(spec, parsed, streams, signals) {
    const progress = new ProgressLine(streams.stderr, spec.name, { quiet: parsed.quiet });
    const names = commandLineNames(spec);
    const render = (text) => renderInputNames(text, names);
    const log = terminalLog(progress, parsed.verbose, render);
    let io;
    let marker;
    const dir = filesDir(spec, parsed);
    const frontEnd = {
        loadModes: async () => [spec.definition],
        readInput: parsed.read,
        env: withoutRunner(streams.env),
        trigger: COMMAND_LINE_TRIGGER(),
        log,
        openIo: () => {
            if (dir) {
                (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
                marker = incompleteMarker(dir);
            }
            return (io = terminalIo(log, parsed.reportDir));
        },
        userAgent: `docs-agent-action/${version/* VERSION */.x} (command line)`,
        // The files and the terminal are the person's own: reader text as a private repository's.
        audience: 'operator',
        clientForMode: (client, inputs) => {
            progress.update({ budget: inputs.maxRequests });
            progress.start();
            return watchedClient(client, change => progress.update(change), progress.state);
        }
    };
    for (const warning of parsed.warnings)
        log.warning(warning);
    return (0,build/* runMode */.r)(frontEnd, async (ended) => {
        const finished = await filesFinished(ended, signals, progress, dir);
        if (finished)
            marker?.remove();
        else if (marker)
            progress.line(`The files in ${dir} may be incomplete: ${marker.path} marks them. Run the command again${spec.name === 'analytics' ? ' (with --resume-from if a checkpoint is there)' : ''}.`);
        const code = exitCode(ended, signals);
        const failure = ended.failure === undefined ? undefined : render(ended.failure);
        finish(progress, streams, { code, failure, values: io?.values ?? {}, json: parsed.json });
        return code;
    });
}
/**
 * Whether the mode's work ended. After a cut-off (a second Ctrl-C, or the grace after the first)
 * it may still be writing its files: wait for it, up to FINISH_FILES_WAIT_MS or the next signal.
 */
async function filesFinished(ended, signals, progress, dir) {
    let settled = false;
    void ended.settled.then(() => (settled = true));
    await Promise.resolve();
    if (settled)
        return true;
    if (dir)
        progress.line(`Finishing the files in ${dir}: Ctrl-C again to stop now (the folder is then marked incomplete).`);
    let timer;
    const outOfTime = new Promise(done => (timer = setTimeout(done, FINISH_FILES_WAIT_MS)));
    await Promise.race([ended.settled, signals.next(), outOfTime]);
    clearTimeout(timer);
    return settled;
}
function exitCode(ended, signals) {
    if (ended.cancelled)
        return SIGNAL_EXIT[signals.first ?? 'SIGINT'] ?? EXIT.cancelled;
    if (ended.error instanceof inputs/* InputError */.dz)
        return EXIT.badInput;
    return ended.failure ? EXIT.failed : EXIT.ok;
}
const OUTCOMES = {
    0: 'done',
    1: 'failed',
    2: 'bad input',
    130: 'cancelled',
    143: 'cancelled (SIGTERM)'
};
/** The final state, the error, what a cancelled job left running, and the outputs. */
function finish(progress, streams, ending) {
    const { code, failure, values } = ending;
    if (code !== EXIT.badInput)
        progress.finish(OUTCOMES[code] ?? 'failed');
    if (failure)
        progress.line(`error: ${(0,safe_text/* redact */.E$)(failure)}`);
    // Bad input: the error alone, on stderr; stdout stays empty, even with --json.
    if (code === EXIT.badInput)
        return;
    const jobId = values['job-id'];
    if ((code === EXIT.cancelled || code === EXIT.terminated) && jobId)
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
        const hint = didYouMean(name, COMMANDS);
        say(`Unknown command ${JSON.stringify(name)}.${hint} (Run 'docs-agent-action --help' for the commands.)`);
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
