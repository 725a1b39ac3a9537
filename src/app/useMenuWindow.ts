import { useEffect, useRef, useState } from 'react';
import { MENU_WINDOW } from '../../machines/rules/menuWindow';

/**
 * A long menu shows its first window of cards (the server renders the same) and grows by a
 * window whenever the customer nears the end: an IntersectionObserver on the 'Ver más'
 * button, which also works by click or keyboard. `resetKey` (category or search) starts over.
 */
export function useMenuWindow(total: number, resetKey: string) {
  // Rendering window (how many cards are in the DOM), not a rule: every product is listed, 24 at a time.
  const [shown, setShown] = useState({ key: resetKey, count: MENU_WINDOW });
  const count = shown.key === resetKey ? shown.count : MENU_WINDOW;
  const moreRef = useRef<HTMLButtonElement | null>(null);
  const hasMore = count < total;
  const showMore = () => setShown({ key: resetKey, count: count + MENU_WINDOW });

  useEffect(() => {
    const button = moreRef.current;
    if (!hasMore || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting))
          setShown((s) => ({ key: resetKey, count: (s.key === resetKey ? s.count : MENU_WINDOW) + MENU_WINDOW }));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, resetKey, count]);

  return { count, hasMore, showMore, moreRef };
}
