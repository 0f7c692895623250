/**
 * Scrolls the window so that the element's top sits `offsetPx` below the viewport's top, animated over
 * `durationMs` (spec 000 §9: 500 ms with a 40 px offset; 0 ms when loading older messages). Instant for
 * readers who ask for reduced motion.
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
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / options.durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
