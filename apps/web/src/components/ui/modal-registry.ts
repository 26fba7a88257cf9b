/** KIT-004: modal ids in use; a second modal with the same id is a programming error. */
const mountedModalIds = new Set<string>();

export class DuplicateModalError extends Error {
  constructor(readonly modalId: string) {
    super(`Duplicate modal: a modal with id "${modalId}" is already mounted`);
    this.name = 'DuplicateModalError';
  }
}

/** Claims `id` for one modal; returns the release function. Throws DuplicateModalError when taken. */
export function registerModalId(id: string): () => void {
  if (mountedModalIds.has(id)) {
    throw new DuplicateModalError(id);
  }
  mountedModalIds.add(id);
  return () => {
    mountedModalIds.delete(id);
  };
}
