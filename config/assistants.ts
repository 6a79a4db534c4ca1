/**
 * How a coding assistant reads these docs: the MCP server package
 * (packages/mcp) and the page that shows readers how to connect it. The note
 * goes into llms.txt, under its summary, for assistants that find the site
 * before their user has set anything up.
 */
export const mcpServer = {
  packageName: '@agenta-docs/mcp',
  tools: ['search_docs', 'read_page', 'get_api_operation', 'search_api'],
  /** The docs page, by route, that explains the set-up for each assistant. */
  setupPage: '/getting-started/ai-assistants',
  /** The site the published server reads when given no `--site` (packages/mcp/src/cli.ts, PUBLIC_SITE_URL). */
  defaultSite: 'https://docs.agenta.ai/',
} as const;

/** The llms.txt paragraph on the MCP server, with absolute links into the site. */
export function llmsTxtAssistantNote(siteUrl: string, baseUrl: string): string {
  const setupTwin = new URL(`${baseUrl}${mcpServer.setupPage.slice(1)}.md`, siteUrl).href;
  const tools = mcpServer.tools.map((tool) => `\`${tool}\``).join(', ');
  // The server reads its built-in site unless told otherwise: a copy of the site elsewhere (or under a base path) gives its own address, so the command an assistant copies reads this copy.
  const address = new URL(baseUrl, siteUrl).href;
  const command = `npx -y ${mcpServer.packageName}${address === mcpServer.defaultSite ? '' : ` --site ${address}`}`;
  return (
    `An MCP server reads this site for a coding assistant: \`${mcpServer.packageName}\`, started over ` +
    `stdio with \`${command}\` (add \`--site <url>\` for another copy of the site). ` +
    `Its tools are ${tools}: search the pages, read one page or one section as Markdown, and look up ` +
    `HTTP API operations in the OpenAPI document the site publishes at \`/openapi.json\`. ` +
    `Set-up for each assistant: [Use these docs from your AI assistant](${setupTwin}).`
  );
}
