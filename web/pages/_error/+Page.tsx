import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  return is404 ? (
    <section>
      <h1>Sayfa bulunamadı</h1>
      <p>Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.</p>
      <p>
        <a href="/">Ana sayfaya dönün</a> veya <a href="/listing">kiralık teknelere göz atın</a>.
      </p>
    </section>
  ) : (
    <section>
      <h1>Bir hata meydana geldi</h1>
      <p>Sayfa şu anda gösterilemiyor. Lütfen biraz sonra yeniden deneyin.</p>
    </section>
  );
}
