import { useState } from 'react';
import type { BoatDetail } from '@/api/client';
import type { Texts } from '@/i18n/texts';
import { Lightbox } from './lightbox';

function GalleryImage({
  img,
  index,
  name,
  sizes,
  t,
  onOpen,
}: {
  t: Texts;
  img: BoatDetail['images'][number];
  index: number;
  name: string;
  sizes: string;
  onOpen: (index: number) => void;
}) {
  return (
    <figure>
      {/* The picture is the button: its name is the picture's description; it opens the full-screen view. */}
      <button type="button" className="gallery-open" onClick={() => onOpen(index)}>
        <img
          src={index === 0 ? img.medium : img.thumb}
          srcSet={`${img.thumb} 400w, ${img.medium} 1024w, ${img.large} ${img.width}w`}
          sizes={sizes}
          width={img.width}
          height={img.height}
          alt={t.boat.photo(name, index + 1)}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      </button>
    </figure>
  );
}

/** The boat page's first three photos, each opening the full-screen view of all of them. */
export function Gallery({ boat, t }: { boat: BoatDetail; t: Texts }) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...rest] = boat.images;
  if (!first) return null;
  return (
    <>
      <div className="gallery" data-testid="gallery">
        <GalleryImage
          t={t}
          img={first}
          index={0}
          name={boat.name}
          sizes="(max-width: 720px) 100vw, 66vw"
          onOpen={setOpen}
        />
        {rest.length > 0 && (
          <div className="gallery-side">
            {rest.slice(0, 2).map((img, i) => (
              <GalleryImage
                t={t}
                key={img.id}
                img={img}
                index={i + 1}
                name={boat.name}
                sizes="(max-width: 720px) 50vw, 33vw"
                onOpen={setOpen}
              />
            ))}
          </div>
        )}
      </div>
      {boat.images.length > 3 && (
        <p>
          <button type="button" className="btn btn-sm" onClick={() => setOpen(0)} data-testid="gallery-all">
            {t.boat.allPhotos(boat.images.length)}
          </button>
        </p>
      )}
      {open !== null && (
        <Lightbox images={boat.images} index={open} name={boat.name} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
