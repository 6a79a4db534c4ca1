import {useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {askAssistantUrl, ASSISTANTS, MCP_CLIENTS, mcpInstallLinksOf} from './assistants';

import styles from './styles.module.css';

type Props = {
  /** URL of the page's Markdown twin (written by the llms-txt plugin at build time). */
  readonly markdownUrl: string;
};

type CopyStatus = 'idle' | 'copied' | 'failed';

const COPIED = 'Copied page as Markdown';
const FAILED = 'Could not copy the page. Use "View as Markdown" to open it instead.';

/**
 * "Copy page": copies the page's Markdown twin to the clipboard, with a
 * disclosure menu that copies it too, links to the twin and opens the page
 * in an AI assistant (a new tab whose prompt names the twin's public URL).
 * The assistants' links are plain links: nothing is requested from them until
 * the reader follows one. The copy's result is announced in a polite live
 * region; the arrow keys move through the menu, Escape closes it and returns
 * focus to its button.
 */
export default function CopyPageButton({markdownUrl}: Props): ReactNode {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusMenuOnOpen = useRef(false);
  const {siteConfig} = useDocusaurusContext();
  const publicMarkdownUrl = `${siteConfig.url.replace(/\/+$/, '')}${markdownUrl}`;
  const installLinks = mcpInstallLinksOf(siteConfig.customFields);

  const copy = async () => {
    // Emptied first so that copying twice announces twice.
    setAnnouncement('');
    try {
      await copyMarkdown(markdownUrl);
      setStatus('copied');
      setAnnouncement(COPIED);
    } catch {
      setStatus('failed');
      setAnnouncement(FAILED);
    }
  };

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    if (focusMenuOnOpen.current) {
      menuItems(menuRef.current)[0]?.focus();
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [menuOpen]);

  const toggleMenu = (event: MouseEvent<HTMLButtonElement>) => {
    // A click fired by Enter or Space has no pointer position (detail 0):
    // keyboard users land on the first menu item.
    focusMenuOnOpen.current = event.detail === 0;
    setMenuOpen((open) => !open);
  };

  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  const moveFocusInMenu = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div
      ref={containerRef}
      // Its handlers catch the Escape key and the focus leaving its buttons, as they bubble.
      role="presentation"
      className={styles.copyPage}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          event.preventDefault();
          closeMenu();
        }
      }}
      onBlur={(event) => {
        if (menuOpen && !containerRef.current?.contains(event.relatedTarget as Node | null)) {
          setMenuOpen(false);
        }
      }}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          <Icon name={status === 'copied' ? 'check' : 'copy'} />
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-label="More ways to use this page"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}>
          <Icon name="chevron" />
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys of its buttons, as they bubble; the list stays a list */}
      <ul id={menuId} ref={menuRef} className={styles.menu} hidden={!menuOpen} onKeyDown={moveFocusInMenu}>
        <li>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              closeMenu();
              void copy();
            }}>
            <Icon name="copy" />
            Copy page as Markdown
          </button>
        </li>
        <li>
          <a href={markdownUrl} className={styles.menuItem}>
            <Icon name="markdown" />
            View as Markdown
          </a>
        </li>
        {ASSISTANTS.map((assistant) => (
          <li key={assistant.name}>
            <a
              href={askAssistantUrl(assistant, publicMarkdownUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.menuItem}
              onClick={() => setMenuOpen(false)}>
              <Icon name="external" />
              Open in {assistant.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        {installLinks &&
          MCP_CLIENTS.map(({key, name}) => (
            <li key={key}>
              <a href={installLinks[key]} className={styles.menuItem} onClick={() => setMenuOpen(false)}>
                <Icon name="external" />
                Add the docs MCP server to {name}
              </a>
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}

/** The menu's links and buttons, in order. */
function menuItems(menu: HTMLUListElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('a, button')) : [];
}

/**
 * Fetches the twin and writes it to the clipboard. Safari accepts a
 * clipboard write only during the click itself, so the text goes in as a
 * ClipboardItem holding the pending fetch; browsers without ClipboardItem
 * get the text once it has arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    // The development server answers every unknown path with the app's HTML;
    // the twins only exist in a production build.
    if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
      throw new Error(`No Markdown at ${url} (status ${response.status})`);
    }
    return response.text();
  });
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** Material Design icon paths (24 × 24). */
const ICONS = {
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  chevron: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  external: 'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z',
  markdown:
    'M20.56 18H3.44A1.45 1.45 0 0 1 2 16.56V7.44C2 6.65 2.65 6 3.44 6h17.12c.79 0 1.44.65 1.44 1.44v9.12c0 .79-.65 1.44-1.44 1.44zM6.81 15.19v-3.75l1.92 2.4 1.92-2.4v3.75h1.92V8.81h-1.92l-1.92 2.4-1.92-2.4H4.89v6.38h1.92zm12.86-3.19h-1.92V8.81h-1.92V12h-1.92l2.88 3.37L19.67 12z',
} as const;

/** A decorative icon: the control's text names it. */
function Icon({name}: {readonly name: keyof typeof ICONS}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}
