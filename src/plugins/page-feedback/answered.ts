/**
 * The pages answered during this visit (this tab, until it closes): kept in
 * sessionStorage so that a reload does not ask again, and in memory where
 * storage is blocked.
 */
const STORAGE_KEY = 'docs-page-feedback-answered';
const inMemory = new Set<string>();

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function wasAnswered(path: string): boolean {
  return inMemory.has(path) || stored().includes(path);
}

export function markAnswered(path: string): void {
  inMemory.add(path);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set([...stored(), path])]));
  } catch {
    // Storage blocked or full: the answer is remembered until the page reloads.
  }
}
