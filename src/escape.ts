// core.summary does no escaping, and the summary renders as Markdown with inline HTML. Anything
// taken from a prompt, a path or the API goes through here, so it shows as text and never as markup.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

/**
 * Escapes HTML, and the Markdown that could make a link, an image, code, a table cell or emphasis,
 * as numeric entities. `_` is left alone: ids are full of it, and it cannot form a link.
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>"'`*[\]|\\~]/g, ch => ENTITIES[ch] ?? `&#${ch.charCodeAt(0)};`)
}

/** A link only for http(s) URLs; anything else is shown as escaped text. */
export function linkOrText(url: string | null | undefined, label?: string): string {
  if (!url) return ''
  if (!/^https?:\/\//i.test(url)) return escapeText(url)
  return `<a href="${escapeText(url)}">${escapeText(label ?? url)}</a>`
}
