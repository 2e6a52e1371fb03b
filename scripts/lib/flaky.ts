/**
 * Flaky tests: passed only on a retry. The suite counts them apart from passes and runs each
 * flaky test once more at the end of the e2e step; a test that does not pass at its first attempt
 * again was flaky twice in a row, and fails the run: it is broken, not unlucky. (The memory stays
 * within one run: CI starts from a clean clone and keeps nothing between runs.)
 */

interface ReportTest {
  status?: string;
}
interface ReportSpec {
  title?: string;
  file?: string;
  tests?: ReportTest[];
}
export interface PlaywrightReportSuite {
  title?: string;
  file?: string;
  specs?: ReportSpec[];
  suites?: PlaywrightReportSuite[];
}

/** A test of the report: its spec file (relative to the test folder) and its title. */
export interface ReportedTest {
  file: string;
  title: string;
}

export const testLabel = (test: ReportedTest) => `${test.file} › ${test.title}`;

/** Each test of a report (nested suites included, once per label) with the statuses of its runs. */
function testRuns(report: { suites?: PlaywrightReportSuite[] }) {
  const found = new Map<string, { test: ReportedTest; statuses: string[] }>();
  const walk = (suite: PlaywrightReportSuite) => {
    for (const spec of suite.specs ?? []) {
      const test = { file: spec.file ?? suite.file ?? '', title: spec.title ?? '' };
      const statuses = (spec.tests ?? []).map((t) => t.status ?? '');
      const seen = found.get(testLabel(test));
      if (seen) seen.statuses.push(...statuses);
      else found.set(testLabel(test), { test, statuses });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...found.values()].sort((a, b) => testLabel(a.test).localeCompare(testLabel(b.test)));
}

/**
 * The tests of a Playwright JSON report with one of `statuses` (`flaky`: passed on a retry;
 * `unexpected`: failed), nested suites included, each once.
 */
export function testsWithStatus(
  report: { suites?: PlaywrightReportSuite[] },
  statuses: readonly string[],
): ReportedTest[] {
  return testRuns(report)
    .filter((runs) => runs.statuses.some((status) => statuses.includes(status)))
    .map((runs) => runs.test);
}

/** The tests of a report that ran and passed at their first attempt, every time (`expected`). */
export function testsPassedCleanly(report: { suites?: PlaywrightReportSuite[] }): ReportedTest[] {
  return testRuns(report)
    .filter((runs) => runs.statuses.length > 0 && runs.statuses.every((s) => s === 'expected'))
    .map((runs) => runs.test);
}

/**
 * Tests flaky in the first run that did not pass cleanly when run once more. Only a clean pass
 * clears a test: one the rerun failed, needed a retry for, skipped or never ran (its --grep
 * missed it, the run was cut short) counts as flaky again.
 */
export function flakyTwiceInARow(
  first: readonly ReportedTest[],
  passedAgain: readonly ReportedTest[],
): ReportedTest[] {
  const clean = new Set(passedAgain.map(testLabel));
  return first.filter((test) => !clean.has(testLabel(test)));
}

/** Playwright arguments that run exactly these tests once more (without project dependencies). */
export function rerunArguments(tests: readonly ReportedTest[], testDir: string): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const files = [...new Set(tests.map((t) => `${testDir}/${t.file}`))];
  const titles = [...new Set(tests.map((t) => escape(t.title)))];
  return ['--no-deps', '--grep', titles.join('|'), ...files];
}
