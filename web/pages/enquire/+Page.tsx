export default function Page() {
  return (
    <article className="prose">
      <h1>Rezervasyon</h1>
      <p>Rezervasyon üç adımda tamamlanır:</p>
      <ol>
        <li>
          <a href="/listing">Kiralık tekneler</a> arasından teknenizi ve tarihlerinizi seçin.
        </li>
        <li>
          Tekne sayfasındaki formdan rezervasyon talebinizi gönderin; toplam tutar, %20 ön ödeme ve kalan bakiye anında
          hesaplanır.
        </li>
        <li>
          Size verilen rezervasyon numarasıyla ön ödemeyi opsiyon süresi içinde{' '}
          <a href="/website/banks">banka hesaplarımıza</a> gönderin.
        </li>
      </ol>
      <p>
        <a className="btn btn-gold" href="/listing">
          Tekneleri gör
        </a>
      </p>
    </article>
  );
}
