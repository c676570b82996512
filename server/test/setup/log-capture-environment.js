// @ts-check
/**
 * Jest's Node environment, plus: the app logs of a test file (written by test/setup/test-app.ts into
 * `globalThis.__ffAppLogs` instead of stdout) are kept per test and printed to stderr only when that
 * test, or a hook, fails. A passing run prints no app log lines; a failing test shows what the app
 * logged while it ran.
 */
import { TestEnvironment } from 'jest-environment-node';

/** The most log lines kept per test (the newest win). */
const MAX_LINES = 400;

export default class LogCaptureEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    /** @type {string[]} */
    const lines = [];
    this.lines = lines;
    this.global.__ffAppLogs = {
      /** @param {string} chunk */
      write(chunk) {
        lines.push(String(chunk).trimEnd());
        if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
      },
    };
  }

  /** @param {import('jest-circus').Event} event */
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.lines.length = 0;
    const failed = (event.name === 'test_done' && event.test.errors.length > 0) || event.name === 'hook_failure';
    if (failed && this.lines.length > 0) {
      const title = event.name === 'test_done' ? event.test.name : `${event.hook.type} hook`;
      process.stderr.write(
        `\n--- app log of the failed "${title}" (${this.lines.length} lines) ---\n${this.lines.join('\n')}\n--- end of app log ---\n`,
      );
      this.lines.length = 0;
    }
  }
}
