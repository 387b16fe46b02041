export const id = 902;
export const ids = [902];
export const modules = {

/***/ 24304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ admittedFromComment)
/* harmony export */ });
/* harmony import */ var _io_message_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96471);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51618);
/* harmony import */ var _trigger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31633);



/**
 * Whether the run may go on. When it may not, the log, the `skipped-reason` output and the summary
 * (headed `title`) say why; `what` names what was not started ("the docs deployment").
 */
async function admittedFromComment(run, inputs, subject) {
    const { trigger, budget } = run;
    // Only a comment's run loads the checks (and Octokit): the other events need none.
    if (!(0,_trigger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isComment */ .Cn)(trigger))
        return true;
    const { AdmissionRepository, admitCommentAuthor } = await __webpack_require__.e(/* import() */ 584).then(__webpack_require__.bind(__webpack_require__, 75584));
    const { owner, name } = trigger.repository;
    const repo = new AdmissionRepository(inputs.githubToken, budget, owner, name, run.log);
    const nothingSent = 'Nothing was sent to the docs platform';
    const skipped = await admitCommentAuthor(trigger, inputs.admission, repo, {
        what: subject.what,
        nothingSent
    });
    if (skipped === undefined)
        return true;
    run.log.info(`Skipped: ${(0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(skipped, 300)}. ${nothingSent}.`);
    run.outputs.set('skipped-reason', skipped);
    run.summary.builder
        .addHeading(subject.title, 2)
        .addRaw(`Skipped: ${(0,_io_message_html_js__WEBPACK_IMPORTED_MODULE_0__/* .messageHtml */ .d)(skipped)}. ${nothingSent}.`, true);
    await run.summary.write();
    return false;
}


/***/ }),

/***/ 16510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ inputList),
/* harmony export */   Qm: () => (/* binding */ loginsOf),
/* harmony export */   Xp: () => (/* binding */ admissionRules),
/* harmony export */   oY: () => (/* binding */ ADMISSION_INPUTS)
/* harmony export */ });
/* unused harmony export MIN_PERMISSIONS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13798);

// Who may start a mode from a comment: `min-permission`, `allowed-users` and `allowed-bots`. Every
// mode that can run on a comment reads them (kernel/admission/ applies them), so a workflow
// that deploys, previews or triggers an automation on `issue_comment` is as guarded as the agent.
/** The inputs `admissionRules` reads, with action.yml's defaults: part of each mode's spec. */
const ADMISSION_INPUTS = {
    'min-permission': 'write',
    'allowed-users': undefined,
    'allowed-bots': undefined
};
/** The roles of the collaborator-permission endpoint a rule may ask for, weakest first. */
const MIN_PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'];
/** A comma- or line-separated list, blanks dropped. */
const inputList = (value) => value
    .split(/[,\n]/)
    .map(v => v.trim())
    .filter(Boolean);
/** GitHub logins of a list input (or `*`); a value that is not one is a problem naming the input. */
function loginsOf(r, name) {
    const values = inputList(r.raw(name));
    const bad = values.find(v => v !== '*' && !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(v));
    if (bad !== undefined)
        r.problems.push(`\`${name}\` must be GitHub logins separated by commas (or \`*\`); one is not a login`);
    return values;
}
function admissionRules(r) {
    const minPermission = r.parse('min-permission', zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(MIN_PERMISSIONS, { message: `must be one of ${MIN_PERMISSIONS.map(p => `\`${p}\``).join(', ')}` }));
    // A `??` only completes the type: a bad value has its problem recorded, and parsing throws.
    return {
        minPermission: minPermission ?? 'write',
        allowedUsers: loginsOf(r, 'allowed-users'),
        allowedBots: loginsOf(r, 'allowed-bots')
    };
}


/***/ }),

/***/ 98942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readRegularFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** The file's bytes, or why it cannot be read: not a regular file, over `maxBytes`, or an OS error. */
function readRegularFile(path, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile()) {
            const kind = stat.isDirectory()
                ? 'a folder'
                : stat.isFIFO()
                    ? 'a named pipe (FIFO)'
                    : 'a device or socket';
            return { problem: `is ${kind}, not a regular file` };
        }
        if (stat.size > maxBytes)
            return { problem: `is ${stat.size} bytes; the limit is ${maxBytes} bytes` };
        const bytes = Buffer.alloc(stat.size);
        let read = 0;
        while (read < stat.size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, read, stat.size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return { bytes: bytes.subarray(0, read) };
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        return { problem: `cannot be read (${code})`, code };
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 96471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ messageHtml)
/* harmony export */ });
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51618);

/**
 * A message for the job summary: escaped like any outside text (forMarkdown), then each `input-name`
 * span our messages use becomes `<code>`. Only spans of plain name characters are turned into code,
 * so an outside value cannot make markup this way. One rule for every mode's summary.
 */
function messageHtml(text) {
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text).replace(/&#96;([A-Za-z0-9_.:, -]{1,80})&#96;/g, '<code>$1</code>');
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

/***/ 6705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ outputSetter),
/* harmony export */   ST: () => (/* binding */ sharedOutputs),
/* harmony export */   n0: () => (/* binding */ setOutputs)
/* harmony export */ });
/* unused harmony export SHARED_OUTPUTS */
const fieldOf = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
/** Sets every output of `spec`, in the spec's order, from the field of `values` that names it. */
function setOutputs(out, spec, values) {
    const fields = values;
    for (const name of Object.keys(spec)) {
        const value = fields[fieldOf(name)];
        out.set(name, value === null || value === undefined ? undefined : typeof value === 'boolean' ? String(value) : value);
    }
}
/** The run's outputs, narrowed to the ones `spec` lists. */
function outputSetter(out, spec) {
    return (name, value) => {
        if (!(name in spec))
            throw new Error(`The output ${name} is not in the mode's output spec`);
        out.set(name, value);
    };
}
/**
 * The outputs more than one mode sets, each described once: a mode's spec takes the ones it sets
 * (sharedOutputs). `skipped-reason` is every mode's that a comment can start: the admission gate
 * (kernel/admission/gate.ts) sets it when the comment's author may not start the mode.
 */
const SHARED_OUTPUTS = {
    'job-id': "The agent job id (automation, the run's `jobId`). Set as soon as the job is known, before any polling.",
    status: 'The last status the API reported: `active`, `completed`, `archived` or `failed`. Deploy and preview: `queued`, `in_progress`, `success` or `failure`; empty when not read.',
    'pr-link': 'The pull request the agent opened; empty when none.',
    'comment-url': 'URL of the sticky pull request comment (agent or preview), when one was written.',
    'skipped-reason': "Why the step did nothing (agent mode: `action` is `skipped`): no command, no instruction, not a pull request, refused (in any mode a comment starts), the agent's own pull request, ..."
};
/** The shared outputs `names`, with their one description each. */
function sharedOutputs(...names) {
    return Object.fromEntries(names.map(name => [name, SHARED_OUTPUTS[name]]));
}


/***/ }),

/***/ 42378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ instantOf),
/* harmony export */   JX: () => (/* binding */ isPlainDate),
/* harmony export */   Ny: () => (/* binding */ previousRange),
/* harmony export */   du: () => (/* binding */ rangeDays),
/* harmony export */   hF: () => (/* binding */ daysOf),
/* harmony export */   qo: () => (/* binding */ clockTime),
/* harmony export */   sO: () => (/* binding */ DAY_MS),
/* harmony export */   t7: () => (/* binding */ resolveDate),
/* harmony export */   v_: () => (/* binding */ dayInWords)
/* harmony export */ });
// All date maths of the action: the analytics date inputs, the range sent to the API (`dateTo`
// exclusive), its days, the previous period and the words the report uses for it. Relative forms are
// resolved once, against one `now`, so the dates sent, logged and written are the same. No other file
// parses or formats a date of a range.
const DAY_MS = 24 * 60 * 60 * 1000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date-time with an explicit offset or Z, e.g. 2026-11-01T00:00:00Z.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAYS_AGO = /^-(\d{1,5})d$/;
const isPlainDate = (value) => PLAIN_DATE.test(value);
/** Midnight UTC of a real calendar day; undefined for `2026-02-30`, which Date.UTC would roll over. */
function plainDateInstant(value) {
    const [, y, m, d] = PLAIN_DATE.exec(value) ?? [];
    if (y === undefined)
        return undefined;
    const instant = Date.UTC(Number(y), Number(m) - 1, Number(d));
    return new Date(instant).toISOString().slice(0, 10) === value ? instant : undefined;
}
/** `YYYY-MM-DD` of the UTC day `daysBack` days before `now`. */
function utcDay(now, daysBack) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
    return day.toISOString().slice(0, 10);
}
/** Resolves `YYYY-MM-DD`, an ISO 8601 date-time, `today`, `yesterday` or `-Nd`; undefined when unparsable. */
function resolveDate(input, now) {
    const text = input.trim();
    const lower = text.toLowerCase();
    let value;
    if (lower === 'today')
        value = utcDay(now, 0);
    else if (lower === 'yesterday')
        value = utcDay(now, 1);
    else if (DAYS_AGO.test(lower))
        value = utcDay(now, Number(DAYS_AGO.exec(lower)?.[1]));
    else if (PLAIN_DATE.test(text))
        value = text;
    else {
        // The calendar day of a date-time must exist too: `2026-02-30T00:00:00Z` is not 2 March.
        const day = DATE_TIME.exec(text)?.[1];
        const instant = Date.parse(text);
        if (day === undefined || plainDateInstant(day) === undefined || Number.isNaN(instant))
            return undefined;
        return { value: text, instant };
    }
    const instant = plainDateInstant(value);
    return instant === undefined ? undefined : { value, instant };
}
/** The instant a bound stands for (a plain date is midnight UTC); NaN when it does not parse. */
function instantOf(value) {
    if (PLAIN_DATE.test(value))
        return plainDateInstant(value) ?? Number.NaN;
    return Date.parse(value);
}
/** An instant written back in the form of the range: a plain date, or a date-time in UTC. */
const asSent = (ms, plain) => plain ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString().replace('.000Z', 'Z');
/**
 * The days of a range, each `[dateFrom, dateTo)` as sent to the API. A range given as plain dates
 * gives plain dates; a date-time bound gives 24-hour slices from it, the last one cut at `dateTo`.
 */
function daysOf(range) {
    const from = instantOf(range.dateFrom);
    const to = instantOf(range.dateTo);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
        return [];
    const plain = PLAIN_DATE.test(range.dateFrom) && PLAIN_DATE.test(range.dateTo);
    const days = [];
    for (let start = from; start < to; start += DAY_MS) {
        const end = Math.min(start + DAY_MS, to);
        days.push({
            dateFrom: start === from ? range.dateFrom : asSent(start, plain),
            dateTo: end === to ? range.dateTo : asSent(end, plain)
        });
    }
    return days;
}
/** The range of the same length that ends where `range` starts. */
function previousRange(range) {
    const from = instantOf(range.dateFrom);
    const length = instantOf(range.dateTo) - from;
    const plain = PLAIN_DATE.test(range.dateFrom) && length % DAY_MS === 0;
    return { dateFrom: asSent(from - length, plain), dateTo: range.dateFrom };
}
/** The number of days the range spans (rounded to a tenth), or undefined when a bound does not parse. */
function rangeDays(range) {
    const days = (instantOf(range.dateTo) - instantOf(range.dateFrom)) / DAY_MS;
    return Number.isFinite(days) ? Math.round(days * 10) / 10 : undefined;
}
/** `HH:MM` in UTC of an instant. */
const clockTime = (at) => new Date(at).toISOString().slice(11, 16);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December'
];
/**
 * `Sunday, 1 November 2026`: the UTC day as en-GB writes it, byte for byte what Intl.DateTimeFormat
 * gives, without loading the runtime's ICU data (20–29 ms and 8 MB on first use) or depending on it.
 */
function dayInWords(at) {
    const d = new Date(at);
    return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}


/***/ }),

/***/ 85029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ MAX_WATERMARK_BYTES),
/* harmony export */   YS: () => (/* binding */ writeWatermark),
/* harmony export */   ZF: () => (/* binding */ WatermarkTracker),
/* harmony export */   g7: () => (/* binding */ watermarkFileSchema),
/* harmony export */   is: () => (/* binding */ WATERMARK_FILE),
/* harmony export */   uT: () => (/* binding */ newRowsFilter)
/* harmony export */ });
/* unused harmony exports watermarkFile, isEventDataset, eventTimeOf */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13798);
/* harmony import */ var _kernel_time_dates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42378);
/* harmony import */ var _input_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12319);





// The warehouse output's watermark: per dataset, an ISO instant up to which an export wrote its
// NDJSON events, so a later run given it (`since-watermark`) writes only what is new. For the datasets
// whose rows are events with their own time (feedback, assistant turns) it is the latest event time
// written; for the range aggregates (views, visitors, searches, feedback by page) it is the end of the
// latest range written. The map is the same shape as the history's `watermarks` (dataset -> ISO time).
const WATERMARK_FILE = 'watermark.json';
const watermarkFile = (dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, WATERMARK_FILE);
const WATERMARK_VERSION = 1;
/** A watermark file over this is not one: refused before it is parsed. */
const MAX_WATERMARK_BYTES = 64 * 1024;
const instant = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .max(40)
    .refine(v => !Number.isNaN(Date.parse(v)), { message: 'must be an ISO 8601 time' });
const watermarkFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(WATERMARK_VERSION),
    project: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(200),
    watermarks: zod__WEBPACK_IMPORTED_MODULE_2__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_input_types_js__WEBPACK_IMPORTED_MODULE_3__/* .DATASETS */ .yC), instant)
});
/** The time of an event row: feedback's `createdAt`, an assistant turn's `timestamp`; else none. */
const EVENT_TIME = {
    feedback: (r) => r.createdAt,
    assistant: (r) => r.timestamp
};
/** Whether a dataset's rows are events with their own time (else they aggregate the range). */
const isEventDataset = (name) => name in EVENT_TIME;
/** The row's event time in milliseconds; NaN when it has none (or none that parses). */
function eventTimeOf(name, row) {
    const time = EVENT_TIME[name]?.(row);
    return time ? Date.parse(time) : Number.NaN;
}
/**
 * Which rows of a dataset an incremental run writes. An event is new when it is later than the
 * watermark; an event without a time cannot be placed and is always written (its eventId dedupes it).
 * A range aggregate is new when its range ends after the watermark.
 */
function newRowsFilter(name, range, since) {
    const mark = since?.[name];
    if (mark === undefined)
        return () => true;
    const markMs = Date.parse(mark);
    if (!isEventDataset(name)) {
        const isNew = (0,_kernel_time_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .instantOf */ .B9)(range.dateTo) > markMs;
        return () => isNew;
    }
    return row => {
        const time = eventTimeOf(name, row);
        return Number.isNaN(time) || time > markMs;
    };
}
/** Follows the rows one dataset writes, for its next watermark. */
class WatermarkTracker {
    name;
    range;
    latest = Number.NaN;
    constructor(name, range) {
        this.name = name;
        this.range = range;
    }
    /** A row written. */
    wrote(row) {
        const time = isEventDataset(this.name) ? eventTimeOf(this.name, row) : (0,_kernel_time_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .instantOf */ .B9)(this.range.dateTo);
        if (!Number.isNaN(time) && !(time <= this.latest))
            this.latest = time;
    }
    /** The later of the previous mark and what was written, as an ISO instant. */
    next(previous) {
        const before = previous === undefined ? Number.NaN : Date.parse(previous);
        if (Number.isNaN(this.latest))
            return previous;
        return new Date(Number.isNaN(before) ? this.latest : Math.max(before, this.latest)).toISOString();
    }
}
/** Writes watermark.json: the marks in the order of DATASETS, so the same marks give the same bytes. */
async function writeWatermark(dir, project, marks) {
    const ordered = {};
    for (const name of _input_types_js__WEBPACK_IMPORTED_MODULE_3__/* .DATASETS */ .yC)
        if (marks[name] !== undefined)
            ordered[name] = marks[name];
    const file = { version: WATERMARK_VERSION, project, watermarks: ordered };
    const path = watermarkFile(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, JSON.stringify(file, null, 2) + '\n');
    return path;
}


/***/ }),

/***/ 63910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ heldPeriods),
/* harmony export */   K2: () => (/* binding */ periodLength),
/* harmony export */   Mg: () => (/* binding */ periodsThisRun),
/* harmony export */   Uw: () => (/* binding */ periodsInSpan),
/* harmony export */   Xy: () => (/* binding */ BACKFILL_MAX_PERIODS),
/* harmony export */   lc: () => (/* binding */ backfillCursor),
/* harmony export */   nC: () => (/* binding */ cursorAfter)
/* harmony export */ });
/* unused harmony exports backfillUntil, periodsBack, isHeld */

// The backfill's plan, before any request: the earlier periods `history-backfill` asks for (each as
// long as the run's own period, stepping back from it, newest first), the cursor index.json keeps
// across runs, and how many of the periods still to fetch this run's budget can finish.
const DAY_MS = 86_400_000;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The most periods a cursor holds (index.json's schema bounds it). */
const BACKFILL_MAX_PERIODS = 1000;
const instantOf = (date) => Date.parse(PLAIN_DATE.test(date) ? `${date}T00:00:00Z` : date);
/** A period's length in ms. */
const periodLength = (period) => instantOf(period.dateTo) - instantOf(period.dateFrom);
/** The earliest date the backfill reaches: `span` before the start of `own`. */
function backfillUntil(own, span) {
    return formatLike(own.dateFrom, instantOf(own.dateFrom) - span.days * DAY_MS);
}
/** How many periods as long as `own` fit in `span` before it. */
function periodsInSpan(own, span) {
    const length = periodLength(own);
    return length > 0 ? Math.floor((span.days * DAY_MS) / length) : 0;
}
/** A date written as `like` is: a plain date when `like` is one and `ms` is a day's start. */
function formatLike(like, ms) {
    const iso = new Date(ms).toISOString();
    return PLAIN_DATE.test(like) && ms % DAY_MS === 0 ? iso.slice(0, 10) : iso;
}
/** The periods from `own` back to `until` (each starting at or after it), newest first. */
function periodsBack(own, until) {
    const length = periodLength(own);
    const start = instantOf(own.dateFrom);
    const stop = instantOf(until);
    const periods = [];
    if (!(length > 0))
        return periods;
    for (let from = start - length; from >= stop && periods.length < BACKFILL_MAX_PERIODS; from -= length) {
        periods.push({ dateFrom: formatLike(own.dateFrom, from), dateTo: formatLike(own.dateTo, from + length) });
    }
    return periods;
}
const keyOf = (period) => `${period.dateFrom}_${period.dateTo}`;
/** The periods the index holds whole: a backfill never fetches them again. */
function heldPeriods(index) {
    return new Set((index?.periods ?? []).filter(p => p.complete).map(keyOf));
}
const isHeld = (held, period) => held.has(keyOf(period));
/**
 * The cursor this run works from: the index's, while it reaches as far back as `span` asks from the
 * run's own period (later runs' periods move forward; the cursor stays); a new one when there is none
 * or `span` asks further back. Periods the index holds whole are dropped either way.
 */
function backfillCursor(index, own, span) {
    const held = heldPeriods(index);
    const until = backfillUntil(own, span);
    const kept = index?.backfill;
    if (kept && instantOf(kept.until) <= instantOf(until)) {
        return {
            cursor: { until: kept.until, remaining: kept.remaining.filter(p => !isHeld(held, p)) },
            started: false
        };
    }
    return {
        cursor: { until, remaining: periodsBack(own, until).filter(p => !isHeld(held, p)) },
        started: true
    };
}
/**
 * The periods this run fetches: the newest of `remaining` not held, as many as `budget` requests
 * finish at `perPeriod` each. A period the budget cannot finish is not started.
 */
function periodsThisRun(cursor, held, perPeriod, budget) {
    const fits = perPeriod > 0 ? Math.max(0, Math.floor(budget / perPeriod)) : 0;
    return cursor.remaining.filter(p => !isHeld(held, p)).slice(0, fits);
}
/** The cursor once `done` is in the history: the same `until`, the rest still newest first. */
function cursorAfter(cursor, done) {
    const key = keyOf(done);
    return { until: cursor.until, remaining: cursor.remaining.filter(p => keyOf(p) !== key) };
}


/***/ }),

/***/ 14902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analytics: () => (/* binding */ analytics)
});

// EXTERNAL MODULE: ./src/kernel/admission/gate.ts
var gate = __webpack_require__(24304);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(13798);
// EXTERNAL MODULE: ./src/kernel/time/dates.ts
var dates = __webpack_require__(42378);
// EXTERNAL MODULE: ./src/kernel/inputs/parser.ts
var parser = __webpack_require__(57164);
// EXTERNAL MODULE: ./src/kernel/inputs/admission.ts
var admission = __webpack_require__(16510);
// EXTERNAL MODULE: ./src/modes/analytics/input-types.ts
var input_types = __webpack_require__(12319);
// EXTERNAL MODULE: ./src/kernel/safe-text.ts
var safe_text = __webpack_require__(51618);
// EXTERNAL MODULE: ./src/kernel/reader-text.ts + 6 modules
var reader_text = __webpack_require__(16405);
;// CONCATENATED MODULE: ./src/modes/analytics/gaps/inputs.ts





// The docs-gap loop's inputs: `gaps`, `gaps-agent`, `reader-text`, `assistant-api-key`, `docs-domain`,
// `score-threshold`, `previous-api-key` and `history-dir`. Every mistake is an input error naming its input, before
// any request.
const GAPS_INPUTS = {
    gaps: 'false',
    'gaps-agent': '0',
    'reader-text': 'redact',
    'assistant-api-key': undefined,
    'docs-domain': undefined,
    'score-threshold': '0.5',
    'previous-api-key': undefined,
    'history-dir': undefined
};
/** The most gaps one agent job is asked to close: a prompt a person can still review as one change. */
const MAX_GAPS_AGENT = 20;
/** A domain identifier: one label of letters, digits and dashes, as in `{domain}.mintlify.site`. */
const IDENTIFIER = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** The hosts Mintlify serves a site at: their first label is the identifier. */
const MINTLIFY_HOST = /^([^.]+)\.mintlify\.(?:site|app)$/i;
function gapsInputs(r) {
    const readerText = r.parse('reader-text', schemas/* enum */.k5n(reader_text/* READER_TEXT_MODES */.Dq, { message: 'must be `redact`, `omit` or `keep`' })) ??
        'redact';
    const agentText = r.value('gaps-agent');
    let gapsAgent = 0;
    if (!/^\d+$/.test(agentText) || Number(agentText) > MAX_GAPS_AGENT) {
        r.problems.push(`\`gaps-agent\` must be a whole number from 0 (off) to ${MAX_GAPS_AGENT}: how many of the top gaps one agent job is asked to close, got ${JSON.stringify(agentText)}`);
    }
    else
        gapsAgent = Number(agentText);
    const historyDir = historyDirOf(r);
    if (gapsAgent > 0 && !r.raw('report-issue') && !r.raw('history-dir')) {
        r.problems.push('`gaps-agent` needs `report-issue` or `history-dir`: the issue (or the folder) records the job, so a re-run for the same period does not create a second one. Set `report-issue` to a title (e.g. "Docs gaps: weekly"), or `history-dir` to a folder that stays from run to run');
    }
    const assistantKey = assistantApiKey(r);
    const docsDomain = docsDomainOf(r);
    if (assistantKey && !docsDomain)
        r.problems.push("`assistant-api-key` needs `docs-domain`: the domain identifier of the docs site the search checks, the last part of the dashboard's URL (app.mintlify.com/{organization}/{domain})");
    const scoreThreshold = r.parse('score-threshold', schemas/* string */.YjP()
        .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/, 'must be a number from 0 to 1, such as 0.5')
        .transform(Number));
    return {
        // `gaps-agent` asks for the gaps: it cannot close gaps it did not find.
        gaps: r.flag('gaps') || gapsAgent > 0,
        gapsAgent,
        readerText: readerText,
        assistantApiKey: assistantKey,
        docsDomain,
        scoreThreshold: scoreThreshold ?? 0.5,
        previousApiKey: previousApiKey(r),
        historyDir
    };
}
/** `history-dir`: a folder (made when missing), never a file; relative to the working directory. */
function historyDirOf(r) {
    const text = r.raw('history-dir');
    if (!text)
        return undefined;
    const dir = (0,external_node_path_.resolve)(text);
    if ((0,external_node_fs_.existsSync)(dir) && !(0,external_node_fs_.statSync)(dir).isDirectory()) {
        r.problems.push(`\`history-dir\` must be a folder (it is made when missing), got the file ${JSON.stringify(text)}`);
        return undefined;
    }
    return dir;
}
/** `previous-api-key`: the key `api-key` replaced, whose seal on the loop's state still opens. */
function previousApiKey(r) {
    const key = r.raw('previous-api-key');
    if (!key)
        return undefined;
    (0,safe_text/* registerSecret */.cl)(key);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(key)) {
        r.problems.push('`previous-api-key` contains a line break or another control character: copy the old key again into the secret, on one line');
        return undefined;
    }
    return key;
}
/** `assistant-api-key`: an assistant key (`mint_dsc_…`), never the admin key. */
function assistantApiKey(r) {
    const key = r.raw('assistant-api-key');
    if (!key)
        return undefined;
    (0,safe_text/* registerSecret */.cl)(key);
    if (key.startsWith('mint_dsc_'))
        return key;
    if (key.startsWith('mint_'))
        r.problems.push('`assistant-api-key` is an admin key (mint_…); the search endpoint needs an assistant key (mint_dsc_…) from the API keys page. Keep the admin key in `api-key`');
    else
        r.problems.push('`assistant-api-key` must be an assistant key, which starts with mint_dsc_ (from the API keys page of the dashboard)');
    return undefined;
}
/**
 * `docs-domain`: the domain identifier the discovery API takes (`acme`), the last part of the
 * dashboard's URL; `acme.mintlify.site` and `acme.mintlify.app` give their first label. A custom host
 * (docs.example.com) is refused: the search knows the site by its identifier, not by its host.
 */
function docsDomainOf(r) {
    const text = r.raw('docs-domain');
    if (!text)
        return undefined;
    const host = (/^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(text)?.[1] ?? text).replace(/\/+$/, '');
    const identifier = MINTLIFY_HOST.exec(host)?.[1] ?? host;
    if (IDENTIFIER.test(identifier))
        return identifier.toLowerCase();
    r.problems.push(`\`docs-domain\` must be the domain identifier, the last part of the dashboard's URL (app.mintlify.com/{organization}/{domain}), such as \`acme\` (\`acme.mintlify.site\` is accepted too); a custom host is not an identifier, got ${JSON.stringify(text)}`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(37428);
// EXTERNAL MODULE: ./src/kernel/inputs/regular-file.ts
var regular_file = __webpack_require__(98942);
// EXTERNAL MODULE: ./src/modes/analytics/files/watermark.ts
var watermark = __webpack_require__(85029);
;// CONCATENATED MODULE: ./src/modes/analytics/files/watermark-input.ts





// `since-watermark`: the watermark.json of an earlier `format: ndjson` export (or the folder holding
// it, as actions/download-artifact leaves it), read and checked with the other inputs, before any
// request: the incremental run writes only the rows after it.
const WAREHOUSE_INPUTS = { 'since-watermark': undefined };
/** The watermarks named by `since-watermark`; undefined when it is empty (or wrong: a problem is recorded). */
function sinceWatermarkOf(r, inWorkspace, { projectId, formatWords }) {
    const text = r.raw('since-watermark');
    if (!text)
        return undefined;
    const problem = (why) => {
        r.problems.push(`\`since-watermark\` ${JSON.stringify(text)} ${why}`);
        return undefined;
    };
    if (!formatWords.includes('ndjson')) {
        return problem('needs `format` to include ndjson: the watermark says which NDJSON events were written');
    }
    let path = inWorkspace(text);
    try {
        if ((0,external_node_fs_.statSync)(path).isDirectory())
            path = (0,external_node_path_.join)(path, watermark/* WATERMARK_FILE */.is);
    }
    catch {
        return problem(`does not exist: name a previous export's ${watermark/* WATERMARK_FILE */.is} or the folder holding it`);
    }
    const read = (0,regular_file/* readRegularFile */.X)(path, watermark/* MAX_WATERMARK_BYTES */.Ke);
    if ('problem' in read)
        return problem(`names ${path}, which ${read.problem}`);
    let json;
    try {
        json = JSON.parse(read.bytes.toString('utf8'));
    }
    catch {
        return problem(`names ${path}, which is not JSON`);
    }
    const parsed = watermark/* watermarkFileSchema */.g7.safeParse(json);
    if (!parsed.success)
        return problem(`names ${path}, which is not a watermark: ${errors/* prettifyError */.S1(parsed.error)}`);
    if (parsed.data.project !== projectId) {
        return problem(`is project ${JSON.stringify(parsed.data.project)}'s watermark, not \`project-id\` ${JSON.stringify(projectId)}'s`);
    }
    return parsed.data.watermarks;
}

;// CONCATENATED MODULE: ./src/modes/analytics/history/backfill-span.ts
// `history-backfill`'s value: how far back the history fills earlier periods.
/** The longest span `history-backfill` takes: ten years. */
const BACKFILL_MAX_DAYS = 3660;
/** `52w` or `365d` as a span, or why not (without the input's name: the caller adds it). */
function parseBackfillSpan(text) {
    const match = /^(\d{1,5})\s*([dw])$/i.exec(text.trim());
    const hint = 'use a number of weeks or days, such as 52w or 365d';
    if (!match)
        return { problem: `"${text}" is not a span: ${hint}` };
    const days = Number(match[1]) * (match[2]?.toLowerCase() === 'w' ? 7 : 1);
    if (days < 1 || days > BACKFILL_MAX_DAYS)
        return { problem: `"${text}" must be from 1d to ${BACKFILL_MAX_DAYS}d (ten years)` };
    return { text: text.trim(), days };
}

// EXTERNAL MODULE: ./src/modes/analytics/history/backfill-plan.ts
var backfill_plan = __webpack_require__(63910);
;// CONCATENATED MODULE: ./src/modes/analytics/history/backfill-input.ts

// `history-backfill`: how far back the history fills earlier periods (`52w`, `365d`). Checked with the
// run's own period before any request: a span, a history to fill, at least one period and not more
// periods than the index's cursor holds.
const BACKFILL_INPUTS = { 'history-backfill': undefined };
/** The span, or undefined when `history-backfill` is empty or wrong (its problem recorded). */
function historyBackfillInput(r, dateFrom, dateTo, history) {
    const historyOn = history.history || history.historyDir !== undefined;
    const own = dateFrom && dateTo ? { dateFrom, dateTo } : undefined;
    const text = r.raw('history-backfill').trim();
    if (!text)
        return undefined;
    const span = parseBackfillSpan(text);
    if ('problem' in span) {
        r.problems.push(`\`history-backfill\` ${span.problem}`);
        return undefined;
    }
    if (!historyOn) {
        r.problems.push('`history-backfill` fills earlier periods into the history: it needs `history: true` (the data branch) or `history-dir` (a folder)');
        return undefined;
    }
    if (!own || !((0,backfill_plan/* periodLength */.K2)(own) > 0))
        return span;
    const periods = (0,backfill_plan/* periodsInSpan */.Uw)(own, span);
    const days = (0,backfill_plan/* periodLength */.K2)(own) / 86_400_000;
    if (periods < 1) {
        r.problems.push(`\`history-backfill\` (${span.text}, ${span.days} days) is shorter than one period of the run (${own.dateFrom} to ${own.dateTo}, ${days} days): ask for at least ${Math.ceil(days)}d`);
    }
    else if (periods > backfill_plan/* BACKFILL_MAX_PERIODS */.Xy) {
        r.problems.push(`\`history-backfill\` (${span.text}) holds ${periods} periods of ${days} days, more than the ${backfill_plan/* BACKFILL_MAX_PERIODS */.Xy} one backfill tracks: use a shorter span or a longer period`);
    }
    return span;
}

;// CONCATENATED MODULE: ./src/modes/analytics/history/inputs.ts
// The history's inputs: `history` (each run adds its period to the data branch) and `history-branch`
// (which branch). The branch name is checked as Git checks one, before any request.
const HISTORY_INPUTS = {
    history: 'false',
    'history-branch': 'docs-analytics-history'
};
const DEFAULT_HISTORY_BRANCH = HISTORY_INPUTS['history-branch'];
/** Why `name` is not a branch name Git accepts (git check-ref-format), or undefined when it is. */
function branchNameProblem(name) {
    if (name.length > 200)
        return 'is longer than 200 characters';
    if (name.startsWith('refs/'))
        return 'names a ref, not a branch: leave out `refs/heads/`';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name))
        return 'holds a space, a control character or one of ~ ^ : ? * [ \\';
    if (name === '@' || name.includes('@{'))
        return 'holds `@{` (or is `@`)';
    if (name.includes('..'))
        return 'holds `..`';
    if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
        return 'has an empty part between slashes';
    if (name.startsWith('-'))
        return 'starts with `-`';
    if (name.endsWith('.'))
        return 'ends with `.`';
    const parts = name.split('/');
    if (parts.some(p => p.startsWith('.')))
        return 'has a part that starts with `.`';
    if (parts.some(p => p.endsWith('.lock')))
        return 'has a part that ends with `.lock`';
    return undefined;
}
function historyInputs(r) {
    const history = r.flag('history');
    const historyBranch = r.value('history-branch');
    const problem = branchNameProblem(historyBranch);
    if (problem)
        r.problems.push(`\`history-branch\` must be a Git branch name such as \`${DEFAULT_HISTORY_BRANCH}\`: ${JSON.stringify(historyBranch)} ${problem}`);
    return { history, historyBranch };
}

;// CONCATENATED MODULE: ./src/modes/analytics/inputs.ts












/** Every input analytics mode reads besides the common ones, with action.yml's default. */
const ANALYTICS_INPUTS = {
    'date-from': '-7d',
    'date-to': 'today',
    'page-size': '250',
    format: 'csv,json',
    'output-dir': undefined,
    // An empty `artifact-name` means "no upload" (as action.yml says), so the parser reads it as given,
    // without this fallback.
    'artifact-name': 'page-views',
    'retention-days': undefined,
    compare: 'none',
    daily: 'false',
    'previous-export': undefined,
    'compare-pages': 'false',
    datasets: 'views',
    'include-contact': 'false',
    'feedback-source': undefined,
    'feedback-status': undefined,
    'max-requests': undefined,
    'resume-from': undefined,
    'allow-incomplete': 'false',
    'report-issue': undefined,
    // Who may start an export from a comment (kernel/admission/).
    ...admission/* ADMISSION_INPUTS */.oY,
    ...GAPS_INPUTS,
    ...WAREHOUSE_INPUTS,
    ...HISTORY_INPUTS,
    ...BACKFILL_INPUTS
};
// The analytics mode's inputs: the range, the files, the datasets and their budget, the report.
/** The characters @actions/artifact refuses in a name: caught here, before the export spends requests. */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** What `gaps: true` adds to `datasets`. */
const GAP_DATASETS = ['searches', 'feedback', 'assistant'];
/** The longest range `daily` accepts: 92 days cost 92 requests (184 with visitors) of the 100 per hour. */
const DAILY_MAX_DAYS = 92;
/** `date-from` and `date-to`, resolved against `now`: a problem each when missing, empty or in the future. */
function dateRangeOf(r, now) {
    const dateHint = ': use YYYY-MM-DD, an ISO 8601 date-time with a zone, today, yesterday or -Nd';
    const dateFromText = r.value('date-from');
    const dateToText = r.value('date-to');
    const dateFrom = (0,dates/* resolveDate */.t7)(dateFromText, now);
    const dateTo = (0,dates/* resolveDate */.t7)(dateToText, now);
    if (!dateFrom)
        r.problems.push(`\`date-from\` "${dateFromText}" is not a date${dateHint}`);
    if (!dateTo)
        r.problems.push(`\`date-to\` "${dateToText}" is not a date${dateHint}`);
    if (dateFrom && dateTo && dateFrom.instant >= dateTo.instant) {
        r.problems.push(`\`date-from\` (${dateFrom.value}) must be before \`date-to\` (${dateTo.value}); date-to is exclusive, so the range ${dateFrom.value} to ${dateTo.value} is empty`);
    }
    else if (dateFrom && dateTo && dateFrom.instant >= now.getTime()) {
        // A range with no day that has begun can only export zeros, and a scheduled report would post them.
        r.problems.push(`\`date-from\` and \`date-to\` give a range entirely in the future, ${dateFrom.value} to ${dateTo.value} (now ${now.toISOString()}): it has no data yet. Check \`date-from\` and \`date-to\` (\`-7d\` to \`today\` is the last 7 full days).`);
    }
    return { dateFrom, dateTo, dateFromText, dateToText };
}
function analyticsInputs(r, common, env, now) {
    const { dateFrom, dateTo, dateFromText, dateToText } = dateRangeOf(r, now);
    const pageSize = r.parse('page-size', schemas/* string */.YjP()
        .regex(/^\d+$/, 'must be a whole number from 1 to 250')
        .transform(Number)
        .pipe(schemas/* number */.aig().min(1, 'must be from 1 to 250').max(250, 'must be from 1 to 250')));
    const formatWords = (0,parser/* listOf */.c3)(r.value('format'));
    const badFormats = formatWords.filter(w => !input_types/* EXPORT_FORMATS */.UP.includes(w));
    if (badFormats.length > 0 || formatWords.length === 0) {
        r.problems.push(`\`format\` must be a comma list of csv, json, ndjson, got "${r.raw('format')}"`);
    }
    const retentionText = r.raw('retention-days');
    const retentionDays = retentionText
        ? r.parse('retention-days', schemas/* string */.YjP()
            .regex(/^\d+$/, 'must be a whole number from 1 to 90')
            .transform(Number)
            .pipe(schemas/* number */.aig().min(1, 'must be from 1 to 90').max(90, 'must be from 1 to 90')))
        : undefined;
    const artifactName = r.raw('artifact-name') || undefined;
    const forbidden = ARTIFACT_NAME_FORBIDDEN.filter(ch => artifactName?.includes(ch));
    if (forbidden.length > 0) {
        const list = forbidden.map(ch => JSON.stringify(ch)).join(', ');
        r.problems.push(`\`artifact-name\` must not contain ${list}, got ${JSON.stringify(artifactName)}`);
    }
    const inWorkspace = (path) => (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE ?? process.cwd(), path);
    const outputDirText = r.raw('output-dir');
    const outputDir = outputDirText
        ? inWorkspace(outputDirText)
        : (0,external_node_path_.join)(env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'page-views');
    const more = moreAnalyticsInputs(r);
    const resumeText = r.raw('resume-from');
    // A `??` below only completes the type: a value that failed has its problem recorded, and
    // parseInputs throws instead of returning this object. The defaults are in registry.ts.
    return {
        ...common,
        mode: 'analytics',
        dateFrom: dateFrom?.value ?? '',
        dateTo: dateTo?.value ?? '',
        dateInputs: { from: dateFromText.trim(), to: dateToText.trim() },
        pageSize: pageSize ?? 250,
        formats: input_types/* EXPORT_FORMATS */.UP.filter(f => formatWords.includes(f)),
        sinceWatermark: sinceWatermarkOf(r, inWorkspace, { projectId: common.projectId, formatWords }),
        outputDir,
        artifactName,
        retentionDays,
        ...more,
        historyBackfill: historyBackfillInput(r, dateFrom?.value, dateTo?.value, more),
        ...reportOptions(r, env, dateFrom?.value, dateTo?.value),
        resumeFrom: resumeText ? inWorkspace(resumeText) : undefined
    };
}
/** Which datasets, personal data, the request budget, incomplete exports. */
function moreAnalyticsInputs(r) {
    const words = (0,parser/* listOf */.c3)(r.value('datasets'));
    const known = (w) => w === 'all' || input_types/* DATASETS */.yC.includes(w);
    const unknown = words.filter(w => !known(w));
    if (unknown.length > 0 || words.length === 0) {
        r.problems.push(`\`datasets\` has unknown value(s) ${unknown.map(w => `"${w}"`).join(', ')}: use a comma list of ${input_types/* DATASETS */.yC.join(', ')}, or all`);
    }
    const gaps = gapsInputs(r);
    // The gaps come from these datasets: asking for the gaps asks for them.
    const asked = (d) => words.includes('all') || words.includes(d) || (gaps.gaps && GAP_DATASETS.includes(d));
    const datasets = input_types/* DATASETS */.yC.filter(asked);
    const maxText = r.raw('max-requests');
    const maxRequests = maxText
        ? r.parse('max-requests', schemas/* string */.YjP()
            .regex(/^\d+$/, 'must be a whole number of at least 1')
            .transform(Number)
            .pipe(schemas/* number */.aig().min(1, 'must be at least 1')))
        : undefined;
    return {
        ...gaps,
        ...historyInputs(r),
        datasets,
        maxRequests,
        includeContact: r.flag('include-contact'),
        feedbackFilter: feedbackFilter(r),
        reportIssue: reportIssue(r),
        githubToken: r.raw('github-token'),
        admission: (0,admission/* admissionRules */.Xp)(r),
        allowIncomplete: r.flag('allow-incomplete')
    };
}
/** `feedback-source` (one value) and `feedback-status` (a comma list): values the API documents. */
function feedbackFilter(r) {
    const pick = (name, allowed) => {
        const words = (0,parser/* listOf */.c3)(r.raw(name));
        const unknown = words.filter(w => !allowed.includes(w));
        if (unknown.length > 0)
            r.problems.push(`\`${name}\` has unknown value(s) ${unknown.map(w => JSON.stringify(w)).join(', ')}: use a comma list of ${allowed.join(', ')}, or leave it empty for all`);
        return allowed.filter(v => words.includes(v));
    };
    const sources = pick('feedback-source', input_types/* FEEDBACK_SOURCES */.VF);
    if (sources.length > 1)
        r.problems.push(`\`feedback-source\` takes one value (the API filters by one source at a time), got "${r.raw('feedback-source')}"`);
    return { source: sources[0], statuses: pick('feedback-status', input_types/* FEEDBACK_STATUSES */.np) };
}
/** GitHub's longest issue title. */
const MAX_ISSUE_TITLE = 256;
/** `report-issue`: `42` or `#42` names an issue; any other text is the title to find or create. */
function reportIssue(r) {
    const text = r.raw('report-issue').trim();
    if (!text)
        return undefined;
    const number = /^#?(\d{1,9})$/.exec(text);
    if (number) {
        if (Number(number[1]) >= 1)
            return { number: Number(number[1]) };
        r.problems.push('`report-issue` must be an issue number from 1, or a title');
        return undefined;
    }
    // Control and format characters: a title is one visible line.
    if (text.length > MAX_ISSUE_TITLE || /[\p{Cc}\p{Cf}]/u.test(text)) {
        r.problems.push(`\`report-issue\` must be an issue number or a title of at most ${MAX_ISSUE_TITLE} characters on one line`);
        return undefined;
    }
    return { title: text };
}
/** `compare`, `daily`, `previous-export` and `compare-pages` (the analytics report). */
function reportOptions(r, env, dateFrom, dateTo) {
    // Undefined compares with nothing, as `none` does: the problem is already recorded.
    const compare = r.parse('compare', schemas/* enum */.k5n(['previous-period', 'none'], { message: 'must be `previous-period` or `none`' })) ?? 'none';
    const daily = r.flag('daily');
    if (daily && dateFrom && dateTo) {
        const days = (0,dates/* daysOf */.hF)({ dateFrom, dateTo }).length;
        if (days > DAILY_MAX_DAYS) {
            r.problems.push(`\`daily\` costs one request per day of the range (two with the visitors dataset): ${days} days would cost ${days} or more of the 100 analytics requests per hour. Use a range of at most ${DAILY_MAX_DAYS} days, or set \`daily: false\``);
        }
    }
    const comparePages = r.flag('compare-pages');
    if (comparePages && compare !== 'previous-period') {
        r.problems.push('`compare-pages` needs `compare: previous-period` (it fetches that period per page)');
    }
    const previousText = r.raw('previous-export');
    let previousExport;
    if (previousText) {
        previousExport = (0,external_node_path_.isAbsolute)(previousText)
            ? previousText
            : (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE ?? process.cwd(), previousText);
        if (!(0,external_node_fs_.existsSync)(previousExport)) {
            r.problems.push(`\`previous-export\` "${previousText}" does not exist: name a previous export's page-views.json or the folder actions/download-artifact wrote it to`);
        }
    }
    return { compare, daily, previousExport, comparePages };
}

// EXTERNAL MODULE: ./src/modes/analytics/outputs.ts
var outputs = __webpack_require__(18521);
;// CONCATENATED MODULE: ./src/modes/analytics/index.ts



// Analytics mode as the kernel sees it: its inputs (with action.yml's defaults), its parser, its run
// (which, when a comment starts it, first admits the comment's author: kernel/admission/).
const analytics = {
    name: 'analytics',
    title: 'Analytics export',
    inputs: ANALYTICS_INPUTS,
    outputs: outputs/* ANALYTICS_OUTPUTS */.yF,
    parse: (r, { common, env, now }) => analyticsInputs(r, common, env, now),
    async run(run, inputs, client) {
        const subject = { title: 'Analytics export', what: 'the analytics export' };
        if (!(await (0,gate/* admittedFromComment */.y)(run, inputs, subject)))
            return undefined;
        const { analyticsMode } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(282), __webpack_require__.e(615)]).then(__webpack_require__.bind(__webpack_require__, 70615));
        return analyticsMode(run, inputs, client);
    }
};


/***/ }),

/***/ 12319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UP: () => (/* binding */ EXPORT_FORMATS),
/* harmony export */   VF: () => (/* binding */ FEEDBACK_SOURCES),
/* harmony export */   np: () => (/* binding */ FEEDBACK_STATUSES),
/* harmony export */   yC: () => (/* binding */ DATASETS)
/* harmony export */ });
// Analytics mode's typed inputs and the words they accept.
const EXPORT_FORMATS = ['csv', 'json', 'ndjson'];
/** The values of `datasets` (besides `all`); a run takes the ones asked for in this order. */
const DATASETS = [
    'views',
    'visitors',
    'searches',
    'feedback',
    'feedback-by-page',
    'assistant'
];
/** The feedback endpoints' documented `source` filter (analytics.openapi.json). */
const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
/** The feedback endpoints' `status` values; the API takes a comma-separated list. */
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'];


/***/ }),

/***/ 18521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lK: () => (/* binding */ setAnalyticsOutputs),
/* harmony export */   yF: () => (/* binding */ ANALYTICS_OUTPUTS)
/* harmony export */ });
/* unused harmony exports EXPORT_SET, GAPS_SET */
/* harmony import */ var _kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6705);

// Analytics mode's outputs: set from the specs below (kernel/run/outputs-spec.ts) through the run's
// Outputs (redacted, bounded).
/** What an export sets, in that order (setAnalyticsOutputs). */
const EXPORT_SET = {
    'total-views': 'Analytics: site-wide total views in the range.',
    'human-views': 'Analytics: site-wide human views in the range.',
    'ai-views': 'Analytics: site-wide AI views in the range.',
    'page-count': 'Analytics: rows (pages) exported.',
    'export-dir': 'Analytics: folder holding the exported files.',
    'artifact-id': 'Analytics: id of the uploaded artifact.',
    'artifact-url': 'Analytics: URL of the uploaded artifact.',
    'searches-total': 'Analytics: total searches in the range (`totalSearches`), when `searches` is exported.',
    'feedback-count': 'Analytics: feedback entries exported, when `feedback` is exported.',
    'assistant-conversations': 'Analytics: assistant conversations exported (distinct conversation ids), when `assistant` is exported.',
    'assistant-turns': 'Analytics: assistant turns exported (rows: one question and its answer each; a conversation may hold several), when `assistant` is exported.',
    datasets: 'Analytics: the datasets exported, comma-separated.',
    requests: 'Analytics: requests spent, every HTTP attempt counted (retries and refused ones too).',
    complete: 'Analytics: `true` when every dataset was fetched in full, `false` when the export stopped early.',
    checkpoint: 'Analytics: path of the checkpoint file when the export stopped early (pass it to `resume-from`); empty when complete.',
    'report-path': 'Analytics: path of `report.md`, the report also written to the job summary.',
    headline: "Analytics: the report's numbers on one line, for Slack or a commit message: `Docs analytics, 7 days from 2026-11-16: 26,728 views (+6.5%) · 30.5% of views by AI (+4.9 pp)`. Numbers, dates and fixed words only; ends with `(incomplete export)` when the export stopped early.",
    'report-issue-url': 'Analytics: the URL of the issue `report-issue` keeps, once written; empty otherwise.'
};
/** The docs-gap loop's counts (`gaps: true`), set after the export's. */
const GAPS_SET = {
    'gaps-count': 'Analytics: gaps found in the period (`gaps: true`); empty otherwise.',
    'gaps-asked': 'Analytics: gaps the agent job of this period was asked to close; 0 when `gaps-agent` is 0.',
    'gaps-job-id': "Analytics: the agent job asked to close this period's gaps (created now, or by an earlier run for the same period); empty when none.",
    'gaps-checked': "Analytics: last period's gaps checked through the discovery search; empty when nothing could be checked.",
    'gaps-found-now': 'Analytics: how many of the checked gaps now find a page; empty when nothing could be checked.'
};
/** Every output of analytics mode: the export's, why a comment's author was refused, the gaps'. */
const ANALYTICS_OUTPUTS = { ...EXPORT_SET, ...(0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedOutputs */ .ST)('skipped-reason'), ...GAPS_SET };
function setAnalyticsOutputs(out, outputs) {
    (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutputs */ .n0)(out, EXPORT_SET, outputs);
    (0,_kernel_run_outputs_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutputs */ .n0)(out, GAPS_SET, outputs.gaps ?? {});
}


/***/ })

};
