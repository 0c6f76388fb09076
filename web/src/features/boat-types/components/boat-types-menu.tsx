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

/** The boat types as plain links, for the phone menu: loaded when the menu first opens. */
export function BoatTypesLinks({ enabled }: { enabled: boolean }) {
  const { t, lang, href } = useLocale();
  const options = useBoatOptions(enabled);
  if (!enabled) return null;
  if (options.isPending) return <p className="muted">{t.layout.typesLoading}</p>;
  if (options.isError) return <p className="muted">{t.layout.typesFailed}</p>;
  return (
    <ul className="mobile-types" aria-label={t.layout.boatTypes} data-testid="mobile-boat-types">
      {options.data.boatTypes.map((type) => (
        <li key={type.id}>
          <a href={href(`/listing?type=${type.id}`)}>
            <Localized lang={lang} tr={type.name} en={type.nameEn} />
          </a>
        </li>
      ))}
    </ul>
  );
}
