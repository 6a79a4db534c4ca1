import base from '/work/wt/ask-ai/playwright.config';
export default {...base, testDir: '/work/wt/ask-ai/tests/e2e', webServer: (base.webServer as {url: string}[]).filter((s) => /:(4600|4608)\//.test(s.url))};
