/** Marks the document as interactive (browser tests and CSS can rely on it). */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true';
}
