// setupFiles of the jest project `bundle-second-node` (jest.config.js): every run of the bundle in
// that project's test files uses DOCS_AGENT_SECOND_NODE (read through DOCS_AGENT_NODE by
// __tests__/helpers/run-action.ts, imported after this file runs).
process.env.DOCS_AGENT_NODE = process.env.DOCS_AGENT_SECOND_NODE
