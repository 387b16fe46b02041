// The end-to-end tests run the bundle through the same code as the demo.
export * from '../../scripts/run-action.js'
