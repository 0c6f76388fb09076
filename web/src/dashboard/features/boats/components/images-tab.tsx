import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { errorMessage } from '@/dashboard/components/mutation';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { T } from '@/dashboard/texts';
import { type BoatImage, boatsKeys, useBoatImages, useDeleteImage, useReorderImages } from '../api/boats';
import { compressImage } from '../api/compress-image';
import { uploadBoatImages } from '../api/upload-images';

const I = {
  title: 'Görseller',
  intro:
    'Birden çok görsel seçebilirsiniz; görseller yüklenmeden önce tarayıcıda sıkıştırılır. İlk görsel teknenin küçük resmidir. Sırayı değiştirmek için görselleri sürükleyin veya ok düğmelerini kullanın.',
  choose: 'Görsel seç (JPEG, PNG, WebP)',
  compressing: 'Görseller sıkıştırılıyor…',
  uploading: 'Yükleniyor',
  uploaded: (n: number) => `${n} görsel yüklendi.`,
  progress: 'Yükleme ilerlemesi',
  thumbnail: 'Küçük resim',
  image: (n: number) => `Görsel ${n}`,
  left: 'Öne al',
  right: 'Geriye al',
  empty: 'Henüz görsel yok.',
  what: 'Bu görsel',
  list: 'Teknenin görselleri',
} as const;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

export function ImagesTab({ boatId }: { boatId: number }) {
  const inputId = useId();
  const images = useBoatImages(boatId);
  const reorder = useReorderImages();
  const remove = useDeleteImage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<BoatImage[]>(images.data ?? []);
  const [dragged, setDragged] = useState<number | null>(null);
  const [phase, setPhase] = useState<'idle' | 'compressing' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);

  // Fresh images from the server replace the local order.
  const [ordered, setOrdered] = useState(images.data);
  if (ordered !== images.data) {
    setOrdered(images.data);
    setOrder(images.data ?? []);
  }

  const saveOrder = (next: BoatImage[]) => {
    setOrder(next);
    reorder.mutate({ boat_id: boatId, ids: next.map((i) => i.id) });
  };

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setPhase('compressing');
    setProgress(0);
    try {
      const compressed = await Promise.all(files.map(compressImage));
      setPhase('uploading');
      await uploadBoatImages(boatId, compressed, setProgress);
      toast.success(I.uploaded(compressed.length));
      await queryClient.invalidateQueries({ queryKey: boatsKeys.all });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <>
      <div className="ops-tab-head">
        <h2>{I.title}</h2>
      </div>
      <p className="muted">{I.intro}</p>
      <div className="ops-upload">
        <input
          id={inputId}
          className="ops-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={phase !== 'idle'}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void onFiles(files);
          }}
        />
        <label htmlFor={inputId} className={`btn btn-primary${phase !== 'idle' ? ' is-disabled' : ''}`}>
          {I.choose}
        </label>
      </div>
      {phase === 'compressing' ? <p role="status">{I.compressing}</p> : null}
      {phase === 'uploading' ? (
        <div className="ops-progress" role="status">
          <label>
            {I.uploading} %{Math.round(progress * 100)}
            <progress max={1} value={progress} aria-label={I.progress} />
          </label>
        </div>
      ) : null}
      {images.isPending ? (
        <Loading />
      ) : images.error ? (
        <ErrorState error={images.error} onRetry={() => void images.refetch()} />
      ) : order.length === 0 ? (
        <p className="muted">{I.empty}</p>
      ) : (
        <ol className="ops-images" aria-label={I.list}>
          {order.map((img, index) => (
            <li
              key={img.id}
              className={`ops-image${dragged === index ? ' is-dragged' : ''}`}
              draggable
              data-image-id={img.id}
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragged ?? Number(e.dataTransfer.getData('text/plain'));
                setDragged(null);
                if (Number.isInteger(from) && from !== index) saveOrder(move(order, from, index));
              }}
              onDragEnd={() => setDragged(null)}
            >
              <img src={img.thumb} alt={I.image(index + 1)} width={200} height={133} loading="lazy" />
              <div className="ops-image-bar">
                {index === 0 ? <span className="adm-tag is-on">{I.thumbnail}</span> : <span>{index + 1}</span>}
                <span className="ops-image-actions">
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={`${I.left}: ${I.image(index + 1)}`}
                    onClick={() => saveOrder(move(order, index, index - 1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={index === order.length - 1 || reorder.isPending}
                    aria-label={`${I.right}: ${I.image(index + 1)}`}
                    onClick={() => saveOrder(move(order, index, index + 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    disabled={remove.isPending}
                    aria-label={`${T.delete}: ${I.image(index + 1)}`}
                    onClick={async () => {
                      if (await confirm({ message: T.deleteConfirm(I.what) })) remove.mutate(img.id);
                    }}
                  >
                    {T.delete}
                  </button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
