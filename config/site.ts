/**
 * The site's name and tagline, shown in the page titles and the footer, and
 * the one-paragraph summary that opens llms.txt.
 */
export const site = {
  title: 'Agenta Documentation',
  tagline: 'The LLM platform.',
  summary:
    'Agenta is an open-source platform for building, evaluating and observing applications that use ' +
    'large language models (LLMs): prompt management (versioned prompts and model settings, edited in a ' +
    'playground and deployed to environments), evaluation (test sets scored by built-in, custom-code, ' +
    'LLM-as-a-judge and human evaluators) and observability (traces of every call with cost, latency and ' +
    'token usage). This documentation covers Agenta 0.27 (November 2024): the platform, self-hosting, the ' +
    'HTTP API, the `agenta` CLI and Python SDK, tutorials and the changelog.',
} as const;
