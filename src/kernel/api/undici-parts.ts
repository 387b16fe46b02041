import Dispatcher from 'undici/lib/dispatcher/dispatcher.js'
import api from 'undici/lib/api/index.js'
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js'
import retry from 'undici/lib/interceptor/retry.js'

// The parts of undici the client uses, required one by one. undici's index loads every part (fetch,
// WebSocket, caches, mocks, HTTP/2) and, through them, the undici bundled inside Node: about half of
// the start-up before the first request (BENCHMARKS.md). A unit test checks that these are the very
// objects undici's index exports, so an upgrade that moves them fails the tests, not a run.

// What undici's index does on load: every dispatcher gets request, connect (a proxy's CONNECT), stream,
// pipeline and upgrade. The same functions, so loading the index later changes nothing.
Object.assign(Dispatcher.prototype, api)

export { EnvHttpProxyAgent, retry }
