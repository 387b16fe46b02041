// The deployment, preview and automation endpoints: lenient schemas, ids salvaged from an unexpected
// answer, and the client's retry rules for triggers, against the simulator over loopback HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  AdminContractError,
  getDeploymentStatus,
  PREVIEW_RETRY,
  salvageIds,
  TRIGGER_RETRY,
  triggerAutomation,
  triggerDeployment,
  triggerPreview
} from '../../../src/kernel/api/admin.js'
import {
  automationTriggerSchema,
  deploymentStatusSchema,
  deploymentTriggerSchema,
  isDeploymentTerminal,
  previewTriggerSchema
} from '../../../src/kernel/api/admin-schemas.js'
import { DocsApiClient } from '../../../src/kernel/api/client.js'
import { ApiError } from '../../../src/kernel/api/errors.js'
import { registerSecret } from '../../../src/kernel/safe-text.js'
import { RunSecrets, withRunSecrets } from '../../../src/kernel/secrets.js'
import {
  DEFAULT_API_KEY,
  DEFAULT_DEPLOYMENT_SCENARIO,
  DEFAULT_PROJECT,
  SIM_AUTOMATIONS,
  startSimulator,
  type Simulator
} from '../../../simulator/index.js'

describe('schemas', () => {
  it('a trigger answer needs a usable id; numbers are ids too; unknown fields are dropped', () => {
    expect(deploymentTriggerSchema.safeParse({ statusId: 'st_1', queuedAt: 'x' }).data).toEqual({
      statusId: 'st_1'
    })
    expect(deploymentTriggerSchema.safeParse({ statusId: 42 }).data).toEqual({ statusId: '42' })
    // Any id that can go into a URL path is usable (spaces included, as the API's schema allows);
    // an empty one, a control character or one over 128 characters is not.
    expect(deploymentTriggerSchema.safeParse({ statusId: 'a b' }).data).toEqual({ statusId: 'a b' })
    const bad = [
      {},
      { statusId: '' },
      { statusId: 'a\nb' },
      { statusId: 'x'.repeat(129) },
      { statusId: null }
    ]
    for (const body of [...bad, [], 'st_1'])
      expect(deploymentTriggerSchema.safeParse(body).success).toBe(false)
  })

  it('a preview keeps any previewUrl text (the mode checks it is https); a wrong type is dropped', () => {
    expect(previewTriggerSchema.parse({ statusId: 's', previewUrl: 7 })).toEqual({ statusId: 's' })
    expect(previewTriggerSchema.parse({ statusId: 's', previewUrl: 'http://x' }).previewUrl).toBe('http://x')
  })

  it('an automation answer needs one usable id of three; a bad one is dropped, not fatal', () => {
    expect(automationTriggerSchema.parse({ schemaId: 'a', jobId: 'bad\u0007id', extra: 1 })).toEqual({
      schemaId: 'a',
      jobId: undefined
    })
    expect(automationTriggerSchema.safeParse({ jobId: '' }).success).toBe(false)
    expect(automationTriggerSchema.safeParse({}).success).toBe(false)
  })

  it('a status parses with every field missing or of the wrong type; an unknown word is kept', () => {
    expect(deploymentStatusSchema.parse({})).toEqual({})
    const odd = deploymentStatusSchema.parse({
      status: 'building',
      logs: ['a', 3, null, 'b'],
      commit: { sha: 5, filesChanged: { added: ['x.mdx', {}], modified: 3, removed: 'no' } },
      author: 'someone',
      screenshot: { url: 'x' }
    })
    expect(odd).toMatchObject({
      status: 'building',
      logs: ['a', 'b'],
      commit: { filesChanged: { added: ['x.mdx'], modified: 3, removed: undefined } }
    })
    expect(odd.author).toBeUndefined()
    expect(isDeploymentTerminal(odd)).toBe(false)
    expect(isDeploymentTerminal({ status: 'failure' })).toBe(true)
    expect(deploymentStatusSchema.safeParse('success').success).toBe(false)
  })
})

describe('salvageIds', () => {
  it('finds ids at the top level, under one wrapper, or under another name', () => {
    expect(salvageIds({ data: { statusId: 'st_9' } }, ['statusId'])).toEqual({ statusId: 'st_9' })
    expect(salvageIds({ id: 77 }, ['statusId'])).toEqual({ statusId: '77' })
    expect(
      salvageIds({ result: { schema_id: 's', instanceId: 'i', jobId: 'j' } }, [
        'schemaId',
        'instanceId',
        'jobId'
      ])
    ).toEqual({ schemaId: 's', instanceId: 'i', jobId: 'j' })
  })

  it('keeps only plausible ids, https preview URLs, nothing holding the key', () => {
    withRunSecrets(new RunSecrets(), () => {
      registerSecret(DEFAULT_API_KEY)
      expect(
        salvageIds({ statusId: `x${DEFAULT_API_KEY}`, previewUrl: 'javascript:alert(1)' }, [
          'statusId',
          'previewUrl'
        ])
      ).toEqual({})
      expect(
        salvageIds({ statusId: 'a\nb', previewUrl: 'https://p.example' }, ['statusId', 'previewUrl'])
      ).toEqual({
        // The API's value as sent: a bare origin gains no `/`.
        previewUrl: 'https://p.example'
      })
      expect(salvageIds('st_1', ['statusId'])).toEqual({})
    })
  })
})

describe('retry policies of the triggers', () => {
  it('wait out the documented windows when no Retry-After says how long', () => {
    const leastWait = (p: typeof TRIGGER_RETRY) =>
      Array.from(
        { length: p.maxRetries },
        (_, i) => Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** i) / 2
      ).reduce((a, b) => a + b)
    expect(leastWait(TRIGGER_RETRY)).toBeGreaterThanOrEqual(10_000)
    expect(leastWait(PREVIEW_RETRY)).toBeGreaterThanOrEqual(60_000)
  })
})

describe('against the simulator', () => {
  let sim: Simulator
  let client: DocsApiClient
  const fast = { retry: { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 40 } }
  beforeAll(async () => {
    sim = await startSimulator()
    client = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY })
  })
  beforeEach(() => {
    sim.reset()
    sim.setAdmin({ deployment: DEFAULT_DEPLOYMENT_SCENARIO })
  })
  afterAll(async () => {
    await client.close()
    await sim.close()
  })

  it('triggers each endpoint and reads a status', async () => {
    const { statusId } = await triggerDeployment(client, DEFAULT_PROJECT)
    expect(await getDeploymentStatus(client, statusId)).toMatchObject({ _id: statusId, status: 'queued' })
    const preview = await triggerPreview(client, DEFAULT_PROJECT, 'docs/new')
    expect(preview.previewUrl).toMatch(/^https:/)
    expect(sim.requests[2]?.body).toEqual({ branch: 'docs/new' })
    const run = await triggerAutomation(client, DEFAULT_PROJECT, SIM_AUTOMATIONS.custom)
    const { schemaId, instanceId, jobId } = sim.automationRuns[0] ?? {}
    expect(run).toEqual({ schemaId, instanceId, jobId })
  })

  it('a 2xx with ids in an unexpected place: a contract error that keeps them', async () => {
    sim.setAdmin({ deployment: { ...DEFAULT_DEPLOYMENT_SCENARIO, drift: ['wrapped'] } })
    const error = await triggerAutomation(client, DEFAULT_PROJECT, SIM_AUTOMATIONS.custom).catch(e => e)
    expect(error).toBeInstanceOf(AdminContractError)
    expect((error as AdminContractError).ids).toEqual({
      schemaId: sim.automationRuns[0]?.schemaId,
      instanceId: sim.automationRuns[0]?.instanceId,
      jobId: sim.automationRuns[0]?.jobId
    })
    expect((error as ApiError).mayHaveReachedServer).toBe(true)
    expect((error as ApiError).message).toMatch(/^POST \/v1\/workflow\/.*breaks the API contract/)
  })

  it('a refused trigger (429) is sent again; one that may have been handled (503) is not', async () => {
    sim.injectFault({ route: 'deploy', fault: { type: 'status', status: 429 } })
    await triggerDeployment(client, DEFAULT_PROJECT, fast)
    expect(sim.requests.map(r => r.route)).toEqual(['deploy', 'deploy'])
    sim.reset()
    sim.injectFault({ route: 'deploy', fault: { type: 'status', status: 503 } })
    const error = (await triggerDeployment(client, DEFAULT_PROJECT, fast).catch(e => e)) as ApiError
    expect([error.status, error.mayHaveReachedServer]).toEqual([503, true])
    expect(sim.requests).toHaveLength(1)
  })

  it('a status read is retried on 503 like any GET', async () => {
    const { statusId } = await triggerDeployment(client, DEFAULT_PROJECT)
    sim.injectFault({ route: 'deploy-status', fault: { type: 'status', status: 503 } })
    expect((await getDeploymentStatus(client, statusId, fast)).status).toBe('queued')
  })
})
