import { cx } from '../ui/cx.ts';

/**
 * The lender's logo: a roof mark and its `logoText`, drawn as text so every organisation has one
 * without an image file; it takes the colour of its surroundings (currentColor).
 */
export function BrandLogo({ text, className }: { text: string; className?: string }) {
  const width = 40 + text.length * 13;
  return (
    <svg
      viewBox={`0 0 ${width} 32`}
      height="32"
      width={width}
      aria-hidden="true"
      focusable="false"
      className={cx('h-8 w-auto fill-current', className)}
    >
      <path d="M16 3 2 15h4v13h8v-8h4v8h8V15h4z" />
      <text x="38" y="23" fontSize="20" fontWeight="700" fontFamily="ui-sans-serif, system-ui, sans-serif">
        {text}
      </text>
    </svg>
  );
}
