import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import type { BoatDetail } from '@/api/client';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/i18n/texts';

type Image = BoatDetail['images'][number];

/** A horizontal move longer than this (CSS pixels) between pointer down and up is a swipe. */
const SWIPE_PX = 40;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The boat's pictures full screen, in a modal `<dialog>` (the page behind it inert): ← and → move,
 * Esc closes, Tab stays inside, a swipe moves on a touch screen; closing gives the focus back to
 * what opened it.
 */
export function Lightbox({
  images,
  index,
  name,
  onIndex,
  onClose,
}: {
  images: readonly Image[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useTexts().boat;
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const image = images[index];
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'Tab') {
      // Keep the focus among the dialog's own controls (the browser's toolbar is not one of them).
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) last.focus();
      else if (!e.shiftKey && document.activeElement === last) first.focus();
      else return;
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = e.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t.gallery(name)}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid="lightbox"
    >
      <figure
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          src={image.large}
          width={image.width}
          height={image.height}
          alt={t.photo(name, index + 1)}
          draggable={false}
        />
        <figcaption aria-live="polite" data-testid="lightbox-count">
          {t.photoOf(index + 1, count)}
        </figcaption>
      </figure>
      <button type="button" className="btn btn-icon lightbox-close" onClick={onClose} aria-label={t.closeGallery}>
        <Icon name="close" size={22} />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="btn btn-icon lightbox-prev"
            onClick={() => go(-1)}
            aria-label={t.previousPhoto}
          >
            ‹
          </button>
          <button type="button" className="btn btn-icon lightbox-next" onClick={() => go(1)} aria-label={t.nextPhoto}>
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
