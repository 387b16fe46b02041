import { errorMessage } from '../error-message.js'
import { OMITTED_TEXT, redactReaderText, type ReaderTextMode } from '../reader-text.js'
import { PLACES, type FrontEndAudience, type Place } from './places.js'
import { asReaderText, type ReaderText, type Shown } from './reader-text.js'

// The publication gate: the one way reader text becomes a string, for one place. The place's
// audience (places.ts), the front end's and the repository's visibility decide which of the
// workflow's `reader-text` (redact, omit, keep) that place gets:
// - keep: every place shows it as it is (the workflow said so);
// - a place as public as the repository: on a public repository, or one whose visibility is unknown,
//   nothing (omit); on a private or internal one, and on the command line, `reader-text` as asked;
// - a public place (the page): nothing (omit), whatever the visibility;
// - the agent's prompt: `reader-text` as asked (redacted by default), whatever the visibility;
// - a sealed place: redacted, as the loop's state has always kept it;
// - a request to the API the text came from: as the run holds it.
// Untyped text (a caught error's message) cannot be told apart from ours, so before a place that is
// not `keep` the runtime gate redacts every reader-text shape in it.

export type RepositoryVisibility = 'public' | 'private' | 'internal' | 'unknown'

export interface GateSettings {
  /** `reader-text` as the workflow (or the command line's flag) gave it. */
  asked: ReaderTextMode
  /** Who the front end writes for. */
  frontEnd: FrontEndAudience
  /** The repository's visibility; the command line's has none, and needs none. */
  visibility: RepositoryVisibility
}

export interface PublicationGate {
  readonly settings: GateSettings
  /** Whether the repository's places reach the public (a public or unknown repository, from a step). */
  readonly isPublic: boolean
  /** What `place` may carry: keep, redact or omit. */
  modeFor(place: Place): ReaderTextMode
  /** What every one of `places` may carry (one rendering for several places): the strictest. */
  modeIn(places: readonly Place[]): ReaderTextMode
  /** Reader text as `place` may show it (OMITTED_TEXT for text left out; blank stays blank). */
  show(text: ReaderText, place: Place): string
  /** Reader text as every one of `places` may show it. */
  showIn(text: ReaderText, places: readonly Place[]): string
  /** Rows whose reader text every one of `places` keeps, as they are (no copy); undefined otherwise. */
  keptIn<Row>(rows: Row[], places: readonly Place[]): Shown<Row>[] | undefined
  /**
   * Reader text as a sealed place keeps it (encrypted; read back as reader text): still ReaderText,
   * for no reader of the repository sees it until it is read back and shown through the gate.
   */
  sealed(text: ReaderText): ReaderText
  /** `show` for a field the API may leave out. */
  showMaybe(text: ReaderText | null | undefined, place: Place): string | null | undefined
  /** The runtime gate: a caught error's message, its reader-text shapes redacted unless `place` keeps. */
  showCaught(error: unknown, place: Place): string
  /** The runtime gate for text of no known origin (an API's message, a note built from one). */
  showUntyped(text: string, place: Place): string
}

/** Text as `mode` lets it out. */
export function shownAs(text: string, mode: ReaderTextMode): string {
  if (mode === 'keep') return text
  if (mode === 'omit') return text.trim() === '' ? text : OMITTED_TEXT
  return redactReaderText(text)
}

/** Untyped text before a place of `mode`: as it is only when the workflow said `keep`. */
export function untypedAs(text: string, mode: ReaderTextMode): string {
  return mode === 'keep' ? text : redactReaderText(text)
}

export function isPrivateAudience(settings: Pick<GateSettings, 'frontEnd' | 'visibility'>): boolean {
  return (
    settings.frontEnd === 'operator' ||
    settings.visibility === 'private' ||
    settings.visibility === 'internal'
  )
}

const STRICTNESS: readonly ReaderTextMode[] = ['keep', 'redact', 'omit']
const strictest = (modes: readonly ReaderTextMode[]): ReaderTextMode =>
  modes.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a), 'keep')

/** What `place` may carry under `settings`. */
export function modeForPlace(place: Place, settings: GateSettings): ReaderTextMode {
  const { asked } = settings
  if (asked === 'keep') return 'keep'
  switch (PLACES[place]) {
    case 'prompt':
      return asked
    case 'sealed':
      return 'redact'
    case 'service':
      return 'keep'
    case 'repository':
      return isPrivateAudience(settings) ? asked : 'omit'
    case 'public':
      return 'omit'
  }
}

/** The gate of one run. */
export function openGate(settings: GateSettings): PublicationGate {
  const modes = new Map<Place, ReaderTextMode>()
  const modeFor = (place: Place): ReaderTextMode => {
    let mode = modes.get(place)
    if (mode === undefined) modes.set(place, (mode = modeForPlace(place, settings)))
    return mode
  }
  const modeIn = (places: readonly Place[]) => strictest(places.map(modeFor))
  // The one place reader text becomes a string again: a phantom type, so the string is the value.
  const showAs = (text: ReaderText, mode: ReaderTextMode) => shownAs(text as unknown as string, mode)
  const show = (text: ReaderText, place: Place) => showAs(text, modeFor(place))
  return {
    settings,
    isPublic: !isPrivateAudience(settings),
    modeFor,
    modeIn,
    show,
    showIn: (text, places) => showAs(text, modeIn(places)),
    keptIn: <Row>(rows: Row[], places: readonly Place[]) =>
      modeIn(places) === 'keep' ? (rows as unknown as Shown<Row>[]) : undefined,
    sealed: text => asReaderText(show(text, 'sealed')),
    showMaybe: (text, place) => (text === null || text === undefined ? text : show(text, place)),
    showCaught: (error, place) => untypedAs(errorMessage(error), modeFor(place)),
    showUntyped: (text, place) => untypedAs(text, modeFor(place))
  }
}

/**
 * The dataset files of the artifact, written as the API sent them: what the artifact may hold on a
 * public repository is the artifact's own rule (modes/analytics/files/), not this one's.
 */
export const asSentForDatasetFiles = (text: ReaderText): string => text as unknown as string
