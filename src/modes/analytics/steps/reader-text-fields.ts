import type { AssistantRow, DatasetName, FeedbackRow, SearchRow } from '../datasets/model.js'
import { asReaderText, type ReaderText } from '../../../kernel/publish/reader-text.js'
import { queryKeyOf } from '../gaps/model.js'

// The datasets' free-text fields, read in this one place: what readers typed (search queries,
// assistant questions, feedback comments and contacts) and the assistant's answers, which quote them.
// Where reader text may not go (a public repository's artifact), a query becomes its gap key (the key
// gaps.json and the report use, so rows still join) and the other fields are left empty; the rows
// themselves, their counts and their order stay as fetched.

/** A query's gap key (`q-…`), or '' when it has no words to key: no reader text, in its slot. */
const keyOf = (query: ReaderText): ReaderText => asReaderText(queryKeyOf(query) ?? '')
const EMPTY = asReaderText('')

const withoutText: { [K in DatasetName]?: (row: never) => unknown } = {
  searches: (r: SearchRow): SearchRow => ({ ...r, searchQuery: keyOf(r.searchQuery) }),
  assistant: (r: AssistantRow): AssistantRow => ({ ...r, query: keyOf(r.query), response: EMPTY }),
  feedback: (r: FeedbackRow): FeedbackRow => ({
    ...r,
    comment: r.comment === null ? null : EMPTY,
    ...(r.contact === undefined ? {} : { contact: r.contact === null ? null : '' })
  })
}

/** The row as a file without reader text shows it: the same fields, the free text replaced. */
export function rowWithoutReaderText(name: DatasetName, row: unknown): unknown {
  const replace = withoutText[name] as ((row: unknown) => unknown) | undefined
  return replace ? replace(row) : row
}
