/** Login entry of the back office; the admin SPA mounts here in a later slice. */
export default function Page() {
  return (
    <section className="prose">
      <h1>Yönetim paneli</h1>
      <p>Yönetim paneline giriş yakında bu adreste olacak. Şimdilik API belgeleri için <a href="/docs">/docs</a> adresine bakın.</p>
    </section>
  );
}
