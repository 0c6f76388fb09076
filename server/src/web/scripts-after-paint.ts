/** `<div id="root">` with markup in it: the page was rendered on the server and reads without JavaScript. */
const SERVER_RENDERED = /<div id="root">\s*<(?!\/div>)/;
/** The tags vike injects at the end of the body: the client entry and a preload per static import. */
const ENTRY = /<script src="(\/[^"]+\.js)" type="module" async><\/script>/;
const PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)" as="script" type="text\/javascript">\s*/g;

/**
 * A server-rendered page is complete without its JavaScript, which only hydrates it. Requested with
 * the HTML, the 130 KB of modules share a slow connection with the stylesheet and the images of the
 * first screen and hold back the first paint; so the entry and its preloads are requested once the
 * browser reports the first contentful paint (after the next frame where paint timing is missing,
 * at once in a hidden tab, which paints nothing). The entry is requested first and each preload in a
 * task of its own: starting a request costs the main thread a few milliseconds on a slow phone, and
 * five in one task made a 15–25 ms task (60–100 ms at Lighthouse's 4× slowdown). Client-only pages
 * (the panel: an empty root) need their script to show anything and keep vike's tags.
 */
export function scriptsAfterFirstPaint(html: string): string {
  if (!SERVER_RENDERED.test(html)) return html;
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const loader =
    `<script type="module">const load=()=>{import(${JSON.stringify(entry)});const hrefs=${JSON.stringify(preloads)};` +
    `const preload=()=>{const href=hrefs.shift();if(href===undefined)return;const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l);setTimeout(preload)};setTimeout(preload)};` +
    `if(document.visibilityState!=='visible')load();` +
    `else if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(load))</script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, () => loader);
}
