export const id = 54;
export const ids = [54];
export const modules = {

/***/ 53054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ openGate),
/* harmony export */   l_: () => (/* binding */ asSentForDatasetFiles),
/* harmony export */   untypedAs: () => (/* binding */ untypedAs)
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
        case 'public':
            return 'omit';
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
// - public: the place reaches the public whatever the repository's visibility (the page, which a
//   GitHub Pages site serves publicly even from a private repository; private Pages needs GitHub
//   Enterprise Cloud): no reader text unless the workflow says `keep`.
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
    /** The page (index.html in `output-dir` and on the history branch), which Pages may serve. */
    page: 'public',
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


/***/ })

};
