/** A radio or checkbox drawn as a bordered card: the brand border when chosen, a focus ring by keyboard. */
export const OPTION_CARD_CLASSES =
  'cursor-pointer rounded-lg border-2 border-line px-4 py-3 data-[selected]:border-brand ' +
  'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2';
