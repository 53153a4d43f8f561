import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Every console error and warning the page logs from now on, and every uncaught error;
 * `expected` names a message the test causes on purpose, which is left out.
 */
export function consoleProblems(page: Page, expected: (message: ConsoleMessage) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!expected(message)) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
