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
