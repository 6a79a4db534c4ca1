import {useEffect, useRef, useState} from 'react';

import {splitMarkdownBlocks, spokenText} from '../lib/safe-markdown';
import type {Turn} from './useConversation';

/**
 * What the dialog's polite live region says about the latest question: that
 * the docs are being searched, each paragraph of the answer once it is
 * finished (never each piece as it streams in), and the end with the number
 * of sources. Failures are announced by their own alert.
 */
export function useAnnouncements(turns: readonly Turn[]): string[] {
  const [said, setSaid] = useState<string[]>([]);
  const progress = useRef<{turn: number; blocks: number; ended: boolean}>({turn: -1, blocks: 0, ended: false});
  const last = turns[turns.length - 1];

  useEffect(() => {
    if (!last) return;
    const state = progress.current;
    if (state.turn !== last.id || (last.status === 'retrieving' && state.ended)) {
      progress.current = {turn: last.id, blocks: 0, ended: false};
      setSaid(['Looking in the docs…']);
      return;
    }
    if (state.ended) return;
    const {done, tail} = splitMarkdownBlocks(last.answer);
    const finished = last.status === 'done' || last.status === 'stopped' || last.status === 'error';
    const blocks = finished ? [...done, tail].filter((block) => block.trim()) : done;
    const fresh = blocks.slice(state.blocks).map(spokenText).filter(Boolean);
    state.blocks = blocks.length;
    if (finished) {
      state.ended = true;
      const sources = last.passages.length;
      if (last.status === 'done') {
        fresh.push(`Answer complete, with ${sources} source${sources === 1 ? '' : 's'}.`);
      } else if (last.status === 'stopped') {
        fresh.push('Stopped.');
      }
    }
    if (fresh.length) setSaid((current) => [...current, ...fresh]);
  }, [last]);

  return said;
}
