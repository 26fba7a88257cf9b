import { z } from 'zod';

/** ENM-004: HOME is the primary residence. */
export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export const zOccupancyType = z.enum(OCCUPANCY_TYPES);
export type OccupancyType = z.infer<typeof zOccupancyType>;
