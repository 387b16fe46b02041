import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { AgentJob } from '../../../src/kernel/api/schemas.js'
import { readAgentJob, WrongJobError } from '../../../src/kernel/wait/agent-job.js'

const record = (id: string): AgentJob =>
  ({ id, status: 'active', source: { repository: 'https://github.com/acme/docs', ref: null } }) as AgentJob
const answering = (id: string) => ({ getJob: async () => record(id) })

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : []
  )
}

describe('the one job reader', () => {
  test('a record of the job asked for is returned', async () => {
    await expect(readAgentJob(answering('job_1'), 'proj', 'job_1')).resolves.toMatchObject({ id: 'job_1' })
  })

  test('a record of another job is a broken contract naming both ids, never that job', async () => {
    const read = readAgentJob(answering('job_other'), 'proj', 'job_1')
    await expect(read).rejects.toBeInstanceOf(WrongJobError)
    await expect(read).rejects.toThrow(/answered for job job_1 with a record of another job, job_other/)
  })

  test('no module but the reader calls the job endpoint', () => {
    const allowed = ['src/kernel/wait/agent-job.ts', 'src/kernel/api/client.ts']
    const callers = sources('src')
      .map(path => relative('.', path))
      .filter(path => !allowed.includes(path))
      .filter(path => /\.getJob\s*\(|'job',\s*\w+\s*\]/.test(readFileSync(path, 'utf8')))
    expect(callers).toEqual([])
  })
})
