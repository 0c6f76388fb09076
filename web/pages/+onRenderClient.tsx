// vike-react's client renderer, with one change: the first render of a server-rendered page hydrates
// inside startTransition. Hydration at the default priority is one task for the whole page (300–700 ms
// on a throttled phone, all of it blocking input); as a transition React hydrates in slices of about
// 5 ms and yields in between. Effects still run only once the whole tree is hydrated, and the stores are
// restored after that (+onHydrationEnd.ts), so they cannot meet half-hydrated markup. Client-side
// navigations render as before.
import { langOf } from '@/i18n/lang';
import { createElement, type ReactElement, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { loadTexts } from '@/i18n/texts';
import { applyHeadLinks, headLinks } from '@/lib/head-links';
import { isSiteCurrency, useCurrencyStore } from '@/stores/currency';
import { nextTask } from '@/lib/next-task';

type Wrap = (props: { children: ReactNode }) => ReactNode;
type Hook = (pageContext: PageContextClient) => unknown;

let root: Root | undefined;
/** Rejects the render in progress when React gives up on it (vike then shows the error page). */
let failRender: ((error: unknown) => void) | undefined;

function ResolveOnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done);
  return children;
}

function pageElement(pageContext: PageContextClient, done: () => void): ReactElement {
  const { Page } = pageContext;
  let page: ReactElement | null = Page ? createElement(Page) : null;
  const config = pageContext.config as { Layout?: Wrap[]; Wrapper?: Wrap[]; reactStrictMode?: boolean };
  for (const wrap of [...(config.Layout ?? []), ...(config.Wrapper ?? [])]) page = createElement(wrap, null, page);
  page = (
    <ResolveOnCommit done={done}>
      <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>
    </ResolveOnCommit>
  );
  return config.reactStrictMode === false ? page : <StrictMode>{page}</StrictMode>;
}

async function callHooks(hooks: unknown, pageContext: PageContextClient) {
  for (const hook of (hooks as Hook[] | undefined) ?? []) if (typeof hook === 'function') await hook(pageContext);
}

/**
 * title, lang, description and the address tags (canonical, hreflang, og:url, og:locale) of the new page
 * after a client-side navigation (useConfig() values first).
 */
function applyHead(pageContext: PageContextClient) {
  const fromHook = (pageContext as { _configViaHook?: Record<string, unknown> })._configViaHook ?? {};
  const setting = (name: 'title' | 'lang' | 'description'): string | null | undefined => {
    if (fromHook[name] !== undefined) return fromHook[name] as string | null;
    const value: unknown = pageContext.config[name];
    return (typeof value === 'function' ? (value as (context: typeof pageContext) => unknown)(pageContext) : value) as
      string | null | undefined;
  };
  const meta = (attr: string, key: string, content: string | null) => {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!content) return void tag?.remove();
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attr, key);
      document.head.appendChild(tag);
    }
    tag.content = content;
  };
  const title = setting('title');
  if (title !== undefined) {
    document.title = title ?? '';
    meta('property', 'og:title', title);
  }
  const lang = setting('lang');
  if (lang !== undefined) document.documentElement.lang = lang || 'en';
  const description = setting('description');
  if (description !== undefined) {
    meta('name', 'description', description);
    meta('property', 'og:description', description);
  }
  // +Head.tsx is rendered on the server only: the address tags of the page now shown are written here.
  const origin = (pageContext as { origin?: string }).origin ?? window.location.origin;
  applyHeadLinks(headLinks(pageContext, origin));
}

const onUncaughtError = (error: unknown) => {
  console.error(error);
  if (error && typeof error === 'object') (error as { isAlreadyLogged?: boolean }).isAlreadyLogged = true;
  failRender?.(error);
};

export async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  // Read by vike-react's useConfig(): on hydration the head is the server's; after a navigation, set here.
  const internal = pageContext as { _headAlreadySet?: boolean };
  internal._headAlreadySet = pageContext.isHydration;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const hydrate = pageContext.isHydration && container.innerHTML !== '';
  // The page language's texts (a chunk of their own): only that language is ever downloaded.
  const texts = loadTexts(langOf(pageContext));
  // Before hydrating, three pieces of work that would otherwise follow each other in one task: vike's
  // start with the page's modules (just done), React DOM's module (evaluated on this import, not with
  // the bundle) and creating the root. Each gets a task of its own, so input is never held for all.
  if (hydrate) await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  if (hydrate) await nextTask();
  await texts;
  await callHooks(pageContext.config.onBeforeRenderClient, pageContext);
  // The currency the server rendered the prices in (the cookie, the visitor's latest choice), so hydration
  // finds the same figures. Without the cookie the store stays TL until +onHydrationEnd restores a stored choice
  // (setting it here would overwrite that choice in localStorage).
  const currency: unknown = (pageContext as { currency?: unknown }).currency;
  if (pageContext.isHydration && isSiteCurrency(currency)) useCurrencyStore.setState({ currency });
  const rendered = new Promise<void>((resolve, reject) => {
    failRender = reject;
    const page = pageElement(pageContext, resolve);
    if (hydrate) {
      startTransition(() => {
        root = hydrateRoot(container, page, { onUncaughtError });
      });
    } else {
      root ??= createRoot(container, { onUncaughtError });
      root.render(page);
    }
  });
  try {
    await rendered;
  } finally {
    failRender = undefined;
  }
  if (!pageContext.isHydration) {
    internal._headAlreadySet = true;
    applyHead(pageContext);
  }
  await callHooks(pageContext.config.onAfterRenderClient, pageContext);
}
