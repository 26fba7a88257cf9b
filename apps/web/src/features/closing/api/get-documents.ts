import { useQuery } from '@tanstack/react-query';
import { getDocumentsQueryOptions } from '../../../lib/heloc-application.ts';

/** 007 `GET P/documents`: with their created and signed dates (GET P lists only the types). */
export function useDocuments(uuid: string) {
  return useQuery(getDocumentsQueryOptions(uuid));
}
