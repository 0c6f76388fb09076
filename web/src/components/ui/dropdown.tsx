import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the toggle button when the label is an icon or changes (it must contain the label's visible words). */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
  onOpen?: () => void;
  className?: string;
  testId?: string;
}

/** A disclosure menu: button + panel, closes on Escape and outside clicks. */
export function Dropdown({ label, ariaLabel, children, onOpen, className, testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const generated = useId();
  // A readable id where the menu has a test id (React's generated ones do not start with a letter).
  const id = testId ? `${testId}-panel` : generated;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`dropdown ${className ?? ''}`} ref={root} data-testid={testId}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <div className="dropdown-panel" id={id}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
