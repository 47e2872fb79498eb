import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the text applies (docs/product.md#delays). */
export const SETTLE_MS = 300;

/**
 * A text box kept in the URL: the box follows the URL (back/forward, a shared link) and the URL
 * follows the box once typing pauses. A URL that only trimmed what is being typed leaves the box
 * alone, so a space between two words survives the pause.
 */
export function useSettledText(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const settle = useRef(onSettled);
  useEffect(() => {
    settle.current = onSettled;
  });
  useEffect(() => {
    const next = text.trim();
    if (next === value.trim()) return;
    const timer = setTimeout(() => settle.current(next), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}
