import { forLog } from '../safe-text.js'
import { describeGitHubError, readPages, type GitHubRequest, type GitHubResponse } from './api.js'
import { issueComment, sameAuthor, withMarkers, type CommentAuthor, type IssueComment } from './comment.js'
import type { PullRequestTarget } from './context.js'
import { TokenIdentity } from './identity.js'

// Reading and writing a pull request's comments, and knowing which of them this action wrote. Markers
// are trusted only in comments by this token's identity (identity.ts), which is read only when a
// comment carries a marker and this run has not written one yet, so a first run spends nothing on it.

/** Enough for thousands of comments; a PR with more is not worth more requests. */
export const MAX_COMMENT_PAGES = 30
const COMMENTS_PER_PAGE = 100

export class CommentStore {
  private listed?: IssueComment[]
  private toldIgnored = false

  constructor(
    private readonly request: GitHubRequest,
    private readonly target: PullRequestTarget,
    /** The run's log. */
    private readonly info: (message: string) => void,
    /** Who this run writes as; without one, the token's kind is unknown and GitHub is asked. */
    readonly identity: TokenIdentity = new TokenIdentity(request, '')
  ) {}

  /** Ascending by creation, as GitHub lists them; at most MAX_COMMENT_PAGES requests. */
  async list(signal?: AbortSignal): Promise<IssueComment[]> {
    if (this.listed) return this.listed
    const { rows, capped } = await readPages(
      this.request,
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      {
        owner: this.target.owner,
        repo: this.target.repo,
        issue_number: this.target.number,
        ...(signal ? { request: { signal } } : {})
      },
      { perPage: COMMENTS_PER_PAGE, maxPages: MAX_COMMENT_PAGES }
    )
    if (capped)
      this.info(
        `Read the first ${MAX_COMMENT_PAGES * COMMENTS_PER_PAGE} comments of pull request #${this.target.number} only (the limit); later ones are not searched.`
      )
    this.listed = rows.flatMap(row => issueComment(row) ?? [])
    return this.listed
  }

  /** Forget the listing (after a write that may or may not have happened). */
  forget(): void {
    this.listed = undefined
  }

  /**
   * The identities whose markers count: this token's, read once and only when a comment carries a
   * marker. When it cannot be read this throws, and no comment is adopted or overwritten.
   */
  async trustedIdentities(comments: IssueComment[], signal?: AbortSignal): Promise<CommentAuthor[]> {
    const marked = withMarkers(comments)
    if (marked.length === 0) return this.identity.learned ? [this.identity.learned] : []
    const me = await this.identity.resolve(signal)
    const ignored = marked.filter(c => !sameAuthor(c.author, me))
    if (ignored.length > 0 && !this.toldIgnored) {
      this.toldIgnored = true
      const who = [...new Set(ignored.map(c => c.author.login || 'unknown'))].slice(0, 5)
      this.info(
        `Ignoring ${ignored.length} comment(s) that carry this action's markers but were written by ${forLog(who.join(', '), 200)}, not by this token's identity (${forLog(me.login, 100)}).`
      )
    }
    return [me]
  }

  /**
   * One comment as it is now (another run may have written it since it was listed): 'deleted' on a 404,
   * undefined when the answer is not a comment (then what was read before stands).
   */
  async read(id: number, signal?: AbortSignal): Promise<IssueComment | 'deleted' | undefined> {
    try {
      const response = await this.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner: this.target.owner,
        repo: this.target.repo,
        comment_id: id,
        ...(signal ? { request: { signal } } : {})
      })
      return issueComment(response.data)
    } catch (error) {
      if (describeGitHubError(error).status === 404) return 'deleted'
      throw error
    }
  }

  /** Deletes a comment this run wrote (a claim that another run's comment made redundant). */
  async remove(id: number, signal?: AbortSignal): Promise<void> {
    await this.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      owner: this.target.owner,
      repo: this.target.repo,
      comment_id: id,
      ...(signal ? { request: { signal } } : {})
    })
  }

  /** PATCH or POST; the response's author is this token's identity. */
  async write(
    existing: number | undefined,
    body: string,
    signal?: AbortSignal
  ): Promise<IssueComment | undefined> {
    const repo = { owner: this.target.owner, repo: this.target.repo }
    const request = signal ? { request: { signal } } : {}
    let response: GitHubResponse
    if (existing !== undefined) {
      response = await this.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...repo,
        comment_id: existing,
        body,
        ...request
      })
    } else {
      response = await this.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: this.target.number,
        body,
        ...request
      })
    }
    const written = issueComment(response.data)
    this.identity.learn(written?.author)
    return written
  }
}
