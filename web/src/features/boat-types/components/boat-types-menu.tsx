import { useState } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { useBoatOptions } from '../api/get-boat-options';

/** Loaded only when opened, in the browser (the server HTML has just the button). */
export function BoatTypesMenu() {
  const [wanted, setWanted] = useState(false);
  const options = useBoatOptions(wanted);
  return (
    <Dropdown label={<>Tekne Tipleri ▾</>} ariaLabel="Tekne tipleri" onOpen={() => setWanted(true)} testId="boat-types">
      {(close) =>
        options.isPending ? (
          <p className="muted">Yükleniyor…</p>
        ) : options.isError ? (
          <p className="muted">Tekne tipleri yüklenemedi.</p>
        ) : (
          <ul className="menu-list">
            {options.data.boatTypes.map((t) => (
              <li key={t.id}>
                <a href={`/listing?type=${t.id}`} onClick={close}>
                  {t.name} <span className="muted">({t.count})</span>
                </a>
              </li>
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}
