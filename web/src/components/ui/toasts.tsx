import { lazy, Suspense, useSyncExternalStore } from 'react';

type Kind = 'success' | 'info' | 'error';

let library: Promise<typeof import('react-toastify')> | undefined;
const loadToastify = () => (library ??= import('react-toastify'));

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a notification. react-toastify (about a tenth of the public JavaScript, and it injects its
 * styles when loaded) is fetched on the first one; toasts sent before its container mounts are
 * queued by the library and shown once it does.
 */
export function notify(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToastify().then(({ toast }) => toast[kind](message));
}

// SPEC §9: auto-close after 5000 ms, top-right, light theme.
const Container = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  return { default: () => <ToastContainer position="top-right" autoClose={5000} theme="light" /> };
});

const isWanted = () => wanted;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Mounts the toast container once the first notification is asked for. */
export function Toasts() {
  const on = useSyncExternalStore(subscribe, isWanted, isWanted);
  return on ? (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  ) : null;
}
