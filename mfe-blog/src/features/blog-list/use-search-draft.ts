import { useEffect, useRef, useState } from 'react';

/**
 * The search box's own text. React Router commits URL changes in a transition, so a box
 * controlled by the URL alone would drop keys typed before a commit. The box keeps its
 * text and follows the URL only when the URL changes from elsewhere (Back, Reset, a link).
 */
export function useSearchDraft(urlSearch: string, onSearch: (search: string) => void) {
  const [draft, setDraft] = useState(urlSearch);
  // Texts sent to the URL and not yet seen back, oldest first.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const echo = pending.current.indexOf(urlSearch);
    if (echo === -1) {
      pending.current = [];
      setDraft(urlSearch);
    } else {
      pending.current = pending.current.slice(echo + 1);
    }
  }, [urlSearch]);

  const change = (search: string) => {
    setDraft(search);
    pending.current.push(search);
    onSearch(search);
  };

  return [draft, change] as const;
}
