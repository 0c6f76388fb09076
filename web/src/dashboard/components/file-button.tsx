import { useRef } from 'react';

/** A button that opens the file picker and hands over the chosen file. */
export function FileButton({
  label,
  accept,
  onFile,
  disabled,
  ariaLabel,
}: {
  label: string;
  accept: string;
  onFile(file: File): void;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-label={ariaLabel ?? label}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
