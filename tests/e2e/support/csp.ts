import type {Page} from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports, from
 * before its first script runs. Read them with `cspViolations`.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
}

/** The violations reported so far, plus the browser's console reports of any. */
export async function cspViolations(page: Page, consoleMessages: {text: string}[]): Promise<string[]> {
  const reported = await page.evaluate(() => (window as unknown as {__cspViolations?: string[]}).__cspViolations ?? []);
  const logged = consoleMessages.map((message) => message.text).filter((text) => /Content Security Policy/i.test(text));
  return [...reported, ...logged];
}
