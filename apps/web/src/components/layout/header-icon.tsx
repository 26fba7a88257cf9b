/** A 22-pixel icon of the header's menus, drawn in the text colour and hidden from assistive technology. */
export function HeaderIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      className="fill-current"
    >
      <path d={path} />
    </svg>
  );
}
