/** What the reader does that ends an animated scroll: their own scrolling, or a key or press elsewhere. */
const READER_INPUTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls the window so that the element's top sits `offsetPx` below the viewport's top, animated over
 * `durationMs` (spec 000 §9: 500 ms with a 40 px offset; 0 ms when loading older messages). Instant for
 * readers who ask for reduced motion. The animation gives way to the reader: it stops when they scroll,
 * press a key or a pointer, or anything else moves the page meanwhile (a link into the page, the browser
 * taking a focused field into view). Driven on, it took the page back under the hand of a reader who
 * had scrolled up to the header in its first half second, and their click landed on what came back.
 */
export function scrollToElement(
  element: HTMLElement,
  options: { durationMs: number; offsetPx: number },
): void {
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - options.offsetPx);
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  if (options.durationMs <= 0 || reduced) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  let placed = start;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const input of READER_INPUTS) window.removeEventListener(input, stop);
  };
  for (const input of READER_INPUTS) window.addEventListener(input, stop, { passive: true });
  const step = (now: number) => {
    // Moved by someone else since the last frame: the reader's place wins.
    if (stopped || Math.abs(window.scrollY - placed) > 1) {
      stop();
      return;
    }
    const progress = Math.min(1, (now - began) / options.durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    placed = window.scrollY;
    if (progress < 1) requestAnimationFrame(step);
    else stop();
  };
  requestAnimationFrame(step);
}
