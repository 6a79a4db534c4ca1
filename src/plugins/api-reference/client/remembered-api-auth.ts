/**
 * The request panel's credentials (per security scheme, its fields: `apiKey`,
 * `token`...), kept in sessionStorage for this tab when the reader asks for it,
 * and only then. Every access is guarded: where storage is blocked, nothing is
 * remembered and nothing breaks.
 */
export type ApiAuthData = Record<string, Record<string, string | undefined>>;

const STORAGE_KEY = 'docs-api-auth';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether this tab lets the page keep anything. */
export function canRememberApiAuth(): boolean {
  const storage = sessionStore();
  if (!storage) return false;
  try {
    storage.setItem(`${STORAGE_KEY}-probe`, '1');
    storage.removeItem(`${STORAGE_KEY}-probe`);
    return true;
  } catch {
    return false;
  }
}

/** The remembered credentials, or null when none are (or storage holds something else). */
export function rememberedApiAuth(): ApiAuthData | null {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(STORAGE_KEY) ?? 'null');
    return isAuthData(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberApiAuth(data: ApiAuthData): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Blocked or full: nothing is remembered.
  }
}

export function forgetApiAuth(): void {
  try {
    sessionStore()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing could have been stored.
  }
}

function isAuthData(value: unknown): value is ApiAuthData {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (fields) => typeof fields === 'object' && fields !== null && Object.values(fields).every((field) => field === undefined || typeof field === 'string'),
    )
  );
}
