import { useState } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { Localized } from '@/i18n/localized';
import { useLocale } from '@/i18n/texts';
import { useBoatOptions } from '../api/get-boat-options';

/** Loaded only when opened, in the browser (the server HTML has just the button). */
export function BoatTypesMenu() {
  const { t, lang, href } = useLocale();
  const [wanted, setWanted] = useState(false);
  const options = useBoatOptions(wanted);
  return (
    <Dropdown
      label={<>{t.layout.boatTypes} ▾</>}
      ariaLabel={t.layout.boatTypes}
      onOpen={() => setWanted(true)}
      testId="boat-types"
    >
      {(close) =>
        options.isPending ? (
          <p className="muted">{t.layout.typesLoading}</p>
        ) : options.isError ? (
          <p className="muted">{t.layout.typesFailed}</p>
        ) : (
          <ul className="menu-list">
            {options.data.boatTypes.map((type) => (
              <li key={type.id}>
                <a href={href(`/listing?type=${type.id}`)} onClick={close}>
                  <Localized lang={lang} tr={type.name} en={type.nameEn} />{' '}
                  <span className="muted">({type.count})</span>
                </a>
              </li>
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}
