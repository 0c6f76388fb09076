import { Icon } from '@/components/ui/icon';
import { useThemeStore } from '@/stores/theme';
import { useTexts } from '@/i18n/texts';

export function ThemeToggle() {
  const T = useTexts().layout;
  // A boolean, so restoring the light theme after hydration (null → 'light') re-renders nothing.
  const dark = useThemeStore((s) => s.theme === 'dark');
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <button
      type="button"
      className="btn btn-icon"
      onClick={toggle}
      aria-label={dark ? T.toLight : T.toDark}
      aria-pressed={dark}
      data-testid="theme-toggle"
    >
      <Icon name={dark ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
