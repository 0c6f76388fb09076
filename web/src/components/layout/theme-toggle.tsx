import { Icon } from '@/components/ui/icon';
import { useThemeStore } from '@/stores/theme';
import { LAYOUT_TEXTS as T } from './texts';

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const dark = theme === 'dark';
  return (
    <button type="button" className="btn btn-icon" onClick={toggle} aria-label={dark ? T.toLight : T.toDark} aria-pressed={dark} data-testid="theme-toggle">
      <Icon name={dark ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
