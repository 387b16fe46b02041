import { keep, NUMBER_LABEL, PHONE_LABEL, type Rule } from './rule.js'

// Numbers that identify someone, over the matching copy (every digit ASCII, every dash `-`):
// payment cards (13 to 19 digits passing the Luhn check, with spaces or dashes), IBANs (mod-97
// checked), US Social Security numbers (`123-45-6789`), UK National Insurance numbers
// (`QQ 12 34 56 C`), Chinese resident identity numbers (18 characters with a birth date), and phone
// numbers in national and international layouts. Dates, times and prices are set aside first so no
// later rule reads them as a number.

const digitsOf = (text: string) => text.replace(/\D/g, '')

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** ISO 13616: the country and check digits moved to the end, letters as 10 to 35, the whole mod 97 is 1. */
function ibanChecks(iban: string): boolean {
  const compact = iban.replace(/ /g, '')
  const moved = compact.slice(4) + compact.slice(0, 4)
  let rest = 0
  for (const c of moved) {
    const value = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55)
    for (const d of value) rest = (rest * 10 + Number(d)) % 97
  }
  return rest === 1
}

const CARD = /(?<![\p{N}])\d(?:[ -]?\d){12,18}(?![\p{N}])/gu
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g
const US_SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g
const UK_NI =
  /(?<![\p{L}\p{N}])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/giu
const CN_RESIDENT_ID =
  /(?<!\d)\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\p{L}\p{N}])/gu

/** Dates, date-times and clock times: no personal data, though their digits run long. */
const DATES_AND_TIMES: readonly RegExp[] = [
  /(?<!\d)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?!\d)/g,
  /(?<!\d[./-]?)(?:19|20)\d{2}([./-])[01]?\d\1[0-3]?\d(?![./-]?\d)/g,
  /(?<!\d[./-]?)[0-3]?\d([./-])[0-3]?\d\1(?:19|20)\d{2}(?![./-]?\d)/g,
  /(?<![\d:])\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?![\d:])/g,
  /(?<![\p{L}\p{N}])v\d+(?:\.\d+)+/gu
]
/** A price: a currency sign beside a number written with thousands separators. */
const PRICE =
  /\p{Sc}\s?\d{1,3}(?:[ ,.]\d{3})*(?:[.,]\d{1,2})?(?!\d)|(?<![\d.,])\d{1,3}(?:[ ,.]\d{3})*(?:[.,]\d{1,2})?\s?\p{Sc}/gu

/** Digits with at most two separators between them: phone numbers, account and other ids. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().\-/]{0,2}\d)+/g

function digitRun(run: string): string | undefined {
  const digits = digitsOf(run).length
  if (digits < 7) return undefined
  // A phone number: a leading +, or 7 to 15 digits written with separators, as people write them.
  const phoneLike = run.startsWith('+') || /[\s().-]/.test(run)
  return phoneLike && digits <= 15 ? PHONE_LABEL : NUMBER_LABEL
}

/** The number rules, in the order they run. */
export const NUMBER_RULES: readonly Rule[] = [
  { pattern: IBAN, replace: m => (ibanChecks(m) ? NUMBER_LABEL : undefined) },
  { pattern: CN_RESIDENT_ID, replace: () => NUMBER_LABEL },
  { pattern: UK_NI, replace: () => NUMBER_LABEL },
  { pattern: US_SSN, replace: () => NUMBER_LABEL },
  { pattern: CARD, replace: m => (luhn(digitsOf(m)) ? NUMBER_LABEL : undefined) },
  ...DATES_AND_TIMES.map(keep),
  keep(PRICE),
  { pattern: DIGIT_RUN, replace: digitRun }
]
