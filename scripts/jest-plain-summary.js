// A jest reporter that ends the run with one plain line, `jest: N passed, N failed[, N skipped]`, the
// form CI reads to tell a run that executed tests from one that executed none.
export default class PlainSummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests
    const tail = skipped ? `, ${skipped} skipped` : ''
    process.stdout.write(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`)
  }
}
