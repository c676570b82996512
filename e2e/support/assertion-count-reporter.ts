import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Counts the assertions a run executed: every `expect(...)` call, `expect.soft` and `expect.poll` included, that
 * ran in a test, counted once (the steps Playwright reports with category `expect`, not the ones nested inside
 * another assertion). Only each test's last try counts, so a retried test is not counted twice. Prints one line
 * at the end and, when E2E_ASSERTIONS_FILE is set, writes `{ total, tests: { "<file> › <title>": n } }` there.
 * Used as a reporter: `--reporter=list,json,./e2e/support/assertion-count-reporter.ts`.
 */
export default class AssertionCountReporter implements Reporter {
  private readonly counts = new Map<string, number>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const count = (steps: TestStep[]): number => steps.reduce((n, step) => n + (step.category === 'expect' ? 1 : count(step.steps)), 0);
    const file = path.basename(test.location.file);
    this.counts.set(`${file} › ${test.titlePath().slice(3).join(' › ')}`, count(result.steps));
  }

  onEnd(_result: FullResult) {
    const tests = Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b)));
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    console.log(`assertions: ${total} executed in ${this.counts.size} tests`);
    const out = process.env.E2E_ASSERTIONS_FILE;
    if (out) {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify({ total, tests }, null, 2)}\n`);
    }
  }
}
