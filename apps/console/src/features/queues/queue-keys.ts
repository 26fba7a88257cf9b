/** Query keys of the queues: invalidating `QUEUES_KEY` refreshes the counts and every queue's items. */
export const QUEUES_KEY = ['opsQueues'] as const;
export const queueListKey = [...QUEUES_KEY, 'list'] as const;
export const queueItemsKey = (queue: string, page: number) => [...QUEUES_KEY, 'items', queue, page] as const;
