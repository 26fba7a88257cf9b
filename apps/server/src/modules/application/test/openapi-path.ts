import type { AnyEndpoint } from '@hearth/domain/api/endpoint';

/** The endpoint's path as the OpenAPI document writes it (`{name}` for a `:name` segment). */
export function openApiPath(endpoint: Pick<AnyEndpoint, 'path'>): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}
