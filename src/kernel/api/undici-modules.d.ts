// Types for the parts of undici that undici-parts.ts requires one by one (undici types its index only).
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import { EnvHttpProxyAgent } from 'undici'
  export default EnvHttpProxyAgent
}
declare module 'undici/lib/interceptor/retry.js' {
  import { interceptors } from 'undici'
  const retry: typeof interceptors.retry
  export default retry
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import { Dispatcher } from 'undici'
  export default Dispatcher
}
declare module 'undici/lib/api/index.js' {
  import type { Dispatcher } from 'undici'
  const api: Pick<Dispatcher, 'request' | 'stream' | 'pipeline' | 'upgrade' | 'connect'>
  export default api
}
