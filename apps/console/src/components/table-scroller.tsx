import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A table's box. On a screen narrower than the table it scrolls sideways, not the page, and then
 * it is a named region ("…, scrolls sideways") that takes the focus, so a keyboard can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) {
      observer.observe(element.firstElementChild);
    }
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
      // Named apart from the section that holds the table, which often bears the same words.
      {...(scrolls ? { role: 'region', 'aria-label': `${label}, scrolls sideways`, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
