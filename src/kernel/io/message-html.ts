import { forMarkdown } from '../safe-text.js'

/**
 * A message for the job summary: escaped like any outside text (forMarkdown), then each `input-name`
 * span our messages use becomes `<code>`. Only spans of plain name characters are turned into code,
 * so an outside value cannot make markup this way. One rule for every mode's summary.
 */
export function messageHtml(text: string): string {
  return forMarkdown(text).replace(/&#96;([A-Za-z0-9_.:, -]{1,80})&#96;/g, '<code>$1</code>')
}
