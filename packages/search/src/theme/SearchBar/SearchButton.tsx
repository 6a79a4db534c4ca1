import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

/**
 * The DocSearch button, drawn here rather than imported: in @docsearch/react
 * 3.9 the button and the modal are one module, so importing the button would
 * put the whole modal in every page's bundle. Same markup and classes, so
 * DocSearch's button styles apply.
 */
export const SearchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function SearchButton(props, ref) {
  // The shortcut differs by platform; shown once known, after hydration. Not useSyncExternalStore:
  // a client snapshot that differs from the server's makes React render the page again before its
  // first effects run, and that second pass draws again the code blocks hydration kept.
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration, see above
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  const shortcut = modifier === '⌘' ? 'Command+K' : 'Ctrl+K';
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`Search (${shortcut})`} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * DocSearch's shortcuts: Ctrl/Cmd+K toggles the modal, "/" opens it when no
 * text field has focus, Escape closes it, and a letter typed on the focused
 * button opens it with that letter as the query.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: React.RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isToggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.code === 'Escape' && isOpen) || isToggle || isSlash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
