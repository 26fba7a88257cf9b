import { existsSync, readFileSync } from 'node:fs';

/**
 * Test counts from a Vitest JSON report ({ numPassedTests, numFailedTests, testResults, … }). A test
 * file that failed without a failing test (it did not load) counts as one failure.
 */
export function readVitestCounts(file) {
  const report = readJson(file);
  if (!report) {
    return undefined;
  }
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Test counts from a Playwright JSON report ({ stats: { expected, unexpected, flaky, skipped } }). */
export function readPlaywrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) {
    return undefined;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export function addCounts(total, counts) {
  if (!counts) {
    return total;
  }
  return {
    passed: total.passed + counts.passed,
    failed: total.failed + counts.failed,
    skipped: total.skipped + counts.skipped,
  };
}

function readJson(file) {
  if (!existsSync(file)) {
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
