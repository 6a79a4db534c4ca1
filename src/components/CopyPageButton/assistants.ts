/**
 * The AI assistants the "Copy page" menu opens a page in. Each takes a
 * prompt in its address (`q`), which starts a new conversation with it.
 */
export const ASSISTANTS = [
  {name: 'ChatGPT', newChatUrl: 'https://chatgpt.com/'},
  {name: 'Claude', newChatUrl: 'https://claude.ai/new'},
] as const;

export type Assistant = (typeof ASSISTANTS)[number];

/** The assistant's address with a prompt that names the page's Markdown twin by its public URL. */
export function askAssistantUrl(assistant: Assistant, markdownUrl: string): string {
  const prompt = `Read the Agenta documentation page at ${markdownUrl} so that you can answer my questions about it.`;
  return `${assistant.newChatUrl}?q=${encodeURIComponent(prompt)}`;
}

/** The editors the menu can hand the site's MCP endpoint to, by their install links (config/assistants.ts). */
export const MCP_CLIENTS = [
  {key: 'cursor', name: 'Cursor'},
  {key: 'vscode', name: 'VS Code'},
] as const;

export type McpInstallLinks = Record<(typeof MCP_CLIENTS)[number]['key'], string>;

/** The install links the site's config gives, or null where the host does not serve the endpoint. */
export function mcpInstallLinksOf(customFields: Record<string, unknown> | undefined): McpInstallLinks | null {
  const links = customFields?.mcpInstallLinks as Partial<McpInstallLinks> | null | undefined;
  if (!links || MCP_CLIENTS.some(({key}) => typeof links[key] !== 'string' || !/^(cursor|vscode):/.test(links[key]))) return null;
  return links as McpInstallLinks;
}
